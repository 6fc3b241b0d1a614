package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * /metrics is not the public's: it costs the most of any read and shows the server's files and threads. By default
 * only a client on the machine itself reads it; with a port of its own, only that port serves it.
 */
@Timeout(60)
class MetricsAccessTest {
    @RegisterExtension
    static final TestServerExtension proxied = TestServerExtension.with(o -> o.withTrustProxy(true));
    @RegisterExtension
    static final TestServerExtension ownPort = TestServerExtension.with(o -> o.withMetricsPort(0));

    @Test
    void byDefaultOnlyThisMachineReadsMetrics() {
        HttpResponse<String> local = proxied.get("/metrics");
        assertEquals(200, local.statusCode());
        assertTrue(local.body().contains("inrow_sockets_open"));
        HttpResponse<String> forwarded = proxied.get("/metrics", "X-Forwarded-For", "203.0.113.9");
        assertEquals(404, forwarded.statusCode(), "a visitor through the proxy: " + forwarded.body());
        assertEquals("not_found", Http.json(forwarded).get("error").get("code").asText());
        assertEquals(404, proxied.get("/metrics", "X-Forwarded-For", "127.0.0.1, 198.51.100.2").statusCode());
        assertEquals(404, proxied.get("/metrics", "Forwarded", "for=203.0.113.9").statusCode());
        // However the path is spelled: the router serves "/metrics/" too, and that passed the door.
        for (String path : new String[] {"/metrics/", "/metrics//", "/Metrics", "/metrics;x"}) {
            HttpResponse<String> spelled = proxied.get(path, "X-Forwarded-For", "203.0.113.9");
            assertTrue(spelled.statusCode() == 404 || spelled.statusCode() == 400, path + ": " + spelled.statusCode());
            assertFalse(spelled.body().contains("inrow_"), path + " shows no metrics");
        }
        assertEquals(200, proxied.get("/healthz", "X-Forwarded-For", "203.0.113.9").statusCode(),
            "nothing else is hidden");
    }

    @Test
    void withAPortOfItsOwnMetricsAreServedThereOnly() {
        int metrics = ownPort.server().metricsPort();
        assertTrue(metrics > 0 && metrics != ownPort.port(), "port " + metrics);
        assertEquals(404, ownPort.get("/metrics").statusCode(), "not on the game's port");
        assertEquals(404, ownPort.get("/metrics/").statusCode(), "not on the game's port, however spelled");
        HttpResponse<String> scraped = Http.get(metrics, "/metrics");
        assertEquals(200, scraped.statusCode());
        assertTrue(scraped.body().contains("inrow_sockets_open"));
        assertEquals(404, Http.get(metrics, "/").statusCode(), "the metrics port serves nothing else");
        assertEquals(200, ownPort.get("/").statusCode());
        assertEquals(-1, proxied.server().metricsPort());
    }
}
