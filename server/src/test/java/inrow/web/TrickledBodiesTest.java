package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Many addresses, each within its share of slow bodies, together used to hold every server thread (a body was read
 * on a thread that waited for its bytes): pages stopped loading for everyone. Bodies are now read without a thread.
 * The attackers come from 127.1.x.y, which is loopback too, so each is an address of its own.
 */
@Timeout(60)
class TrickledBodiesTest {
    private static final int ADDRESSES = 64;
    private static final int PER_ADDRESS = 8;

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o
        .withClients(ClientLimits.DEFAULT.exemptingLoopback(false)));

    @Test
    void slowBodiesFromManyAddressesDoNotStallAnyoneElse() throws Exception {
        List<Socket> slow = new ArrayList<>();
        try {
            for (int a = 0; a < ADDRESSES; a++) {
                for (int i = 0; i < PER_ADDRESS; i++) {
                    Socket s = new Socket();
                    s.bind(new InetSocketAddress("127.1.0." + (a + 1), 0));
                    s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
                    s.getOutputStream().write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
                        .getBytes(StandardCharsets.US_ASCII));
                    s.getOutputStream().flush();
                    slow.add(s);
                }
            }
            // The server has the slow bodies' headers (and would, before, have put a thread on each).
            Thread.sleep(1000);
            HttpClient http = HttpClient.newHttpClient();
            long began = System.nanoTime();
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(server.url("/")))
                .timeout(Duration.ofSeconds(4)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(server.url("/api/games")))
                .timeout(Duration.ofSeconds(4)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(201, created.statusCode(), created.body());
            long ms = (System.nanoTime() - began) / 1_000_000;
            assertTrue(ms < RequestDeadlines.BODY.toMillis() / 2, "a page and a game took " + ms + " ms");
            assertTrue(slow.stream().allMatch(s -> !s.isClosed()));
            assertEquals(200, server.get("/api/games/" + Http.json(created).get("code").asText()).statusCode());
        } finally {
            for (Socket s : slow) {
                s.close();
            }
        }
    }
}
