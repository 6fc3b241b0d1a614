package inrow.web;

import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import org.junit.jupiter.api.extension.RegisterExtension;
import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A client that trickles its request a byte at a time is never idle, so an idle timeout alone never frees its
 * connection: the server closes it once the request's headers, or its body, take longer than their deadline. The
 * bytes here come every second, far inside the idle timeout. A WebSocket, quiet for longer than those deadlines,
 * stays open. The three run side by side, so the class takes one deadline's time.
 */
@Timeout(60)
class SlowClientTest {
    private static final Duration GRACE = Duration.ofSeconds(4);
    @RegisterExtension
    static final TestServerExtension srv = TestServerExtension.defaults();

    @BeforeAll
    static void start() {
    }

    @Test
    void tricklersAreCutOffAndSocketsAreNot() throws Exception {
        String code = srv.create("{}").get("code").asText();
        CompletableFuture<Duration> headers = CompletableFuture.supplyAsync(() -> trickle(
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: " + "a".repeat(200)));
        CompletableFuture<Duration> body = CompletableFuture.supplyAsync(() -> trickle(
            "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 200\r\n\r\n", "{\"name\":\"" + "a".repeat(190)));

        try (WsClient quiet = srv.socket(code, "quiet")) {
            long opened = System.nanoTime();
            quiet.join(null, null, "spectator");
            Duration headersTook = headers.get();
            Duration bodyTook = body.get();
            assertTrue(headersTook.compareTo(RequestDeadlines.HEADERS.plus(GRACE)) < 0,
                "slow headers held the connection for " + headersTook);
            assertTrue(bodyTook.compareTo(RequestDeadlines.HEADERS.plus(RequestDeadlines.BODY).plus(GRACE)) < 0,
                "a slow body held the connection for " + bodyTook);
            // Cut off by the deadline, not by some earlier limit.
            assertTrue(headersTook.compareTo(RequestDeadlines.HEADERS.minusSeconds(1)) > 0, headersTook.toString());
            assertTrue(bodyTook.compareTo(RequestDeadlines.BODY.minusSeconds(1)) > 0, bodyTook.toString());

            // Quiet for longer than any request deadline, counted from its own upgrade.
            long quietFor = RequestDeadlines.HEADERS.plusSeconds(2).toNanos() - (System.nanoTime() - opened);
            if (quietFor > 0) {
                Thread.sleep(quietFor / 1_000_000);
            }
            quiet.send(msg("ping", "id", "still here"));
            assertEquals("still here", quiet.awaitType("pong").get("id").asText());
        }
        // The server still answers everyone else.
        assertEquals(200, srv.get("/healthz").statusCode());
    }

    /**
     * Sends {@code start} at once, then {@code rest} one byte a second, until the server closes the connection; how
     * long that took. The request never completes: {@code rest} is short of what the request needs.
     */
    private static Duration trickle(String start, String rest) {
        long began = System.nanoTime();
        try (Socket socket = new Socket("127.0.0.1", srv.port())) {
            socket.setSoTimeout(1000);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            out.write(start.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            for (byte b : rest.getBytes(StandardCharsets.US_ASCII)) {
                try {
                    // Whatever comes back (nothing, or an error answer) ends with the connection closing.
                    while (in.read() >= 0) {
                        continue;
                    }
                    return Duration.ofNanos(System.nanoTime() - began);
                } catch (SocketTimeoutException stillOpen) {
                    out.write(b);
                    out.flush();
                }
            }
            throw new AssertionError("the connection outlived a request trickled over " + rest.length() + " s");
        } catch (IOException closed) {
            // A reset, or a write into a closed connection: closed all the same.
            return Duration.ofNanos(System.nanoTime() - began);
        }
    }
}
