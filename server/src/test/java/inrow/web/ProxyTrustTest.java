package inrow.web;

import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import org.junit.jupiter.api.extension.RegisterExtension;
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
    @RegisterExtension
    static final TestServerExtension direct = TestServerExtension.defaults();
    @RegisterExtension
    static final TestServerExtension proxied = TestServerExtension.with(o -> o.withTrustProxy(true));

    /** Trusts the forwarding headers of a proxy at 10.x only: the tests' loopback clients are not it. */
    @RegisterExtension
    static final TestServerExtension elsewhere = TestServerExtension.with(o -> o
        .withTrustProxy(TrustedProxies.parse("10.0.0.0/8"))
        .withClients(new ClientLimits(10, 10, 3, 16_000, 300, 20, false, 8)));

    @Test
    void aClientThatIsNotTheTrustedProxyCannotNameItselfAnotherAddress() throws Exception {
        String code = elsewhere.create("{}").get("code").asText();
        java.util.List<WsClient> held = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                held.add(WsClient.to(elsewhere.port(), code).header("X-Forwarded-For", "203.0.113." + (10 + i))
                    .label("s" + i).open());
            }
            var fourth = WsClient.to(elsewhere.port(), code).header("X-Forwarded-For", "198.51.100.77")
                .label("fourth").openAsync();
            ExecutionException e = assertThrows(ExecutionException.class, () -> fourth.get(5, TimeUnit.SECONDS));
            WebSocketHandshakeException refused = assertInstanceOf(WebSocketHandshakeException.class, e.getCause(),
                String.valueOf(e.getCause()));
            assertEquals(429, refused.getResponse().statusCode(), "all four are the one loopback address");
        } finally {
            held.forEach(WsClient::close);
        }
        assertRefused(elsewhere, code, Map.of("Origin", "https://play.example", "X-Forwarded-Host", "play.example"));
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
        try (WsClient c = WsClient.to(direct.port(), code).origin("http://127.0.0.1:" + direct.port())
            .header("X-Forwarded-Host", "elsewhere.example").label("same-origin").open()) {
            assertEquals(null, c.join(null, null, "spectator").get("seat").textValue());
        }
    }

    @Test
    void behindATrustedProxyTheForwardedHostNamesTheSite() {
        String code = proxied.create("{}").get("code").asText();
        try (WsClient c = WsClient.to(proxied.port(), code).origin("https://play.example")
            .header("X-Forwarded-Host", "play.example").label("through the proxy").open()) {
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

    private static HttpResponse<String> create(TestServerExtension srv, String... headers) {
        try {
            return java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    java.net.URI.create(srv.url("/api/games"))).timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json").headers(headers)
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static void assertRefused(TestServerExtension srv, String code, Map<String, String> headers) {
        WsClient.Builder b = WsClient.to(srv.port(), code).label("foreign");
        headers.forEach((name, value) -> {
            if (name.equals("Origin")) {
                b.origin(value);
            } else {
                b.header(name, value);
            }
        });
        var opening = b.openAsync();
        ExecutionException e = assertThrows(ExecutionException.class, () -> opening.get(5, TimeUnit.SECONDS));
        WebSocketHandshakeException refused = assertInstanceOf(WebSocketHandshakeException.class, e.getCause(),
            String.valueOf(e.getCause()));
        assertEquals(403, refused.getResponse().statusCode());
    }
}
