package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import inrow.Server;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * X-Forwarded-Host is the client's own word unless a proxy in front of the server writes it: the Origin check of the
 * socket and of game creation uses it only when the operator says so with --trust-proxy.
 */
@Timeout(60)
class ProxyTrustTest {
    private static TestServer direct;
    private static TestServer proxied;

    @BeforeAll
    static void start() {
        direct = TestServer.start();
        proxied = TestServer.start(Server.Options.forTest().withTrustProxy(true));
    }

    @AfterAll
    static void stop() {
        if (direct != null) {
            direct.close();
        }
        if (proxied != null) {
            proxied.close();
        }
    }

    @Test
    void withoutTrustAForwardedHostCannotVouchForAForeignOrigin() {
        String code = direct.create("{}").get("code").asText();
        assertRefused(direct, code, Map.of("Origin", "http://evil.example", "X-Forwarded-Host", "evil.example"));
        assertEquals(0, direct.game(code).get("spectators").asInt());
    }

    @Test
    void withoutTrustTheHostItselfStillDecides() {
        String code = direct.create("{}").get("code").asText();
        try (WsClient c = WsClient.open(WsClient.uri(direct.port, code), Map.of("Origin",
            "http://127.0.0.1:" + direct.port, "X-Forwarded-Host", "elsewhere.example"), "same-origin")) {
            assertEquals(null, c.join(null, null, "spectator").get("seat").textValue());
        }
    }

    @Test
    void behindATrustedProxyTheForwardedHostNamesTheSite() {
        String code = proxied.create("{}").get("code").asText();
        try (WsClient c = WsClient.open(WsClient.uri(proxied.port, code), Map.of("Origin",
            "https://play.example", "X-Forwarded-Host", "play.example"), "through the proxy")) {
            assertEquals(null, c.join(null, null, "spectator").get("seat").textValue());
        }
        assertRefused(proxied, code, Map.of("Origin", "https://evil.example", "X-Forwarded-Host", "play.example"));
    }

    @Test
    void gameCreationTrustsTheForwardedHostOnlyBehindATrustedProxy() {
        assertEquals(403, create(direct, "Origin", "http://evil.example", "X-Forwarded-Host", "evil.example")
            .statusCode());
        assertEquals(201, create(proxied, "Origin", "https://play.example", "X-Forwarded-Host", "play.example")
            .statusCode());
        assertEquals(403, create(proxied, "Origin", "https://evil.example", "X-Forwarded-Host", "play.example")
            .statusCode());
    }

    private static HttpResponse<String> create(TestServer srv, String... headers) {
        try {
            return srv.http.send(HttpRequest.newBuilder(srv.url("/api/games")).timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json").headers(headers)
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static void assertRefused(TestServer srv, String code, Map<String, String> headers) {
        var opening = WsClient.openAsync(WsClient.uri(srv.port, code), headers, "foreign");
        ExecutionException e = assertThrows(ExecutionException.class, () -> opening.get(5, TimeUnit.SECONDS));
        WebSocketHandshakeException refused = assertInstanceOf(WebSocketHandshakeException.class, e.getCause(),
            String.valueOf(e.getCause()));
        assertEquals(403, refused.getResponse().statusCode());
    }
}
