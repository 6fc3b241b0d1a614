package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.TestServerExtension;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a hostile page can put in the headers the same-site check reads: a second Origin line behind an honest
 * first, or, after DNS rebinding, its own name as Host and Origin. Raw sockets, since HTTP clients refuse to send
 * either.
 */
@Timeout(60)
class SameSiteTest {
    @RegisterExtension
    static final TestServerExtension local = TestServerExtension.defaults();
    @RegisterExtension
    static final TestServerExtension published = TestServerExtension.with(o -> o
        .withPublicUrl("https://play.example"));

    @Test
    void aSecondOriginLineIsRefused() throws Exception {
        String honest = "Origin: http://127.0.0.1:" + local.port() + "\r\n";
        String answer = post(local.port(), "127.0.0.1:" + local.port(), honest + "Origin: http://evil.example\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
        assertTrue(answer.contains("\"code\":\"foreign_origin\""), answer);
        String socket = upgrade(local.port(), "127.0.0.1:" + local.port(), honest + "Origin: http://evil.example\r\n");
        assertTrue(socket.startsWith("HTTP/1.1 403"), socket);
        assertTrue(post(local.port(), "127.0.0.1:" + local.port(), honest).startsWith("HTTP/1.1 201"),
            "one honest Origin still creates");
    }

    @Test
    void withAPublicUrlAnotherHostIsRefusedEvenWithItsOwnOrigin() throws Exception {
        int port = published.port();
        String rebound = "evil.example:" + port;
        String answer = post(port, rebound, "Origin: http://" + rebound + "\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 421"), answer);
        assertTrue(answer.contains("\"code\":\"foreign_origin\""), answer);
        assertTrue(answer.contains("https://play.example"), answer);
        assertTrue(get(port, rebound, "/").startsWith("HTTP/1.1 421"), "pages too");
        assertTrue(get(port, rebound, "/api/games").startsWith("HTTP/1.1 421"), "reads too");
        assertTrue(upgrade(port, rebound, "Origin: http://" + rebound + "\r\n").startsWith("HTTP/1.1 421"),
            "sockets too");
        assertTrue(get(port, rebound, "/healthz").startsWith("HTTP/1.1 200"), "health checks ask by any name");

        assertTrue(post(port, "play.example", "Origin: https://play.example\r\n").startsWith("HTTP/1.1 201"));
        assertTrue(get(port, "PLAY.example:443", "/").startsWith("HTTP/1.1 200"), "its own name, any case");
        assertTrue(get(port, "127.0.0.1:" + port, "/").startsWith("HTTP/1.1 200"), "and loopback");
        assertTrue(get(port, "localhost:" + port, "/").startsWith("HTTP/1.1 200"));

        // A domain whose name merely starts like a loopback address is anybody's (127.evil.example, or a wildcard
        // DNS name such as 127.0.0.1.nip.io): a rebinding page served from it is refused as any other name is.
        for (String lookalike : new String[] {"127.evil.example:" + port, "127.0.0.1.nip.io:" + port}) {
            String made = post(port, lookalike, "Origin: http://" + lookalike + "\r\n");
            assertTrue(made.startsWith("HTTP/1.1 421"), lookalike + ": " + made);
            assertTrue(upgrade(port, lookalike, "Origin: http://" + lookalike + "\r\n").startsWith("HTTP/1.1 421"),
                lookalike);
        }
    }

    @Test
    void withoutAPublicUrlAnyHostIsServedAsBefore() throws Exception {
        String lan = "192.168.1.20:" + local.port();
        assertTrue(get(local.port(), lan, "/").startsWith("HTTP/1.1 200"));
        assertTrue(post(local.port(), lan, "Origin: http://" + lan + "\r\n").startsWith("HTTP/1.1 201"));
    }

    private static String post(int port, String host, String headers) throws Exception {
        return exchange(port, "POST /api/games HTTP/1.1\r\nHost: " + host + "\r\n" + headers
            + "Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
    }

    private static String get(int port, String host, String path) throws Exception {
        return exchange(port, "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
    }

    private static String upgrade(int port, String host, String headers) throws Exception {
        return exchange(port, "GET /ws/ABCDEFGH HTTP/1.1\r\nHost: " + host + "\r\n" + headers
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n");
    }

    /** The answer's status line and headers, and the start of its body. */
    private static String exchange(int port, String request) throws Exception {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(5000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            InputStream in = s.getInputStream();
            StringBuilder answer = new StringBuilder();
            byte[] buffer = new byte[8192];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                answer.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                if (answer.indexOf("}}") >= 0 || answer.indexOf("</html>") >= 0 || answer.toString().endsWith("ok")) {
                    break;
                }
            }
            return answer.toString();
        }
    }
}
