package inrow.web;

import static inrow.testing.WsClient.move;
import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.WebSocketHandshakeException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the transport refuses: oversized frames, floods, and upgrades started by other sites. */
@Timeout(60)
class SocketLimitsTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    private record Table(String code, WsClient x, WsClient o) implements AutoCloseable {
        static Table open() {
            JsonNode created = server.create("{}");
            String code = created.get("code").asText();
            WsClient x = server.socket(code, "X");
            WsClient o = server.socket(code, "O");
            x.join(created.get("token").asText(), null, null);
            o.join(null, null, null);
            x.awaitState(g -> g.get("status").asText().equals("playing"));
            x.send(move(1, 1, 0, "first"));
            x.awaitMoves(1);
            o.awaitMoves(1);
            return new Table(code, x, o);
        }

        @Override
        public void close() {
            x.close();
            o.close();
        }
    }

    @Test
    void aHugeFrameIsRefusedAndTheSocketClosed() {
        try (Table t = Table.open()) {
            JsonNode before = server.game(t.code);
            // A well-formed move padded to 64 KiB: refused for its size alone.
            String padding = "a".repeat(64 * 1024);
            t.o.send("{\"type\":\"move\",\"x\":0,\"y\":0,\"ply\":1,\"id\":\"big\",\"pad\":\"" + padding + "\"}");
            JsonNode e = t.o.awaitError("too_large");
            assertTrue(e.get("message").asText().contains("4096"), e.toString());
            assertEquals(1009, t.o.awaitClose());

            JsonNode after = server.game(t.code);
            assertEquals(before.get("board"), after.get("board"));
            assertEquals(before.get("moves"), after.get("moves"));
            assertEquals("O", after.get("turn").asText());
            // X is told that O left, and nothing else happened.
            JsonNode seen = t.x.awaitState(g -> !g.get("players").get("O").get("connected").asBoolean());
            assertEquals(1, seen.get("game").get("moves").size());
        }
    }

    @Test
    void aFrameJustUnderTheLimitIsFine() {
        try (Table t = Table.open()) {
            String base = "{\"type\":\"ping\",\"id\":\"ok\",\"pad\":\"\"}";
            String frame = "{\"type\":\"ping\",\"id\":\"ok\",\"pad\":\"" + "a".repeat(4096 - base.length()) + "\"}";
            assertEquals(4096, frame.length());
            t.o.send(frame);
            // Judged by content (an unknown field), not by size.
            assertEquals("ok", t.o.awaitError("bad_message").get("id").asText());
            t.o.send(msg("ping", "id", "still"));
            assertEquals("still", t.o.awaitType("pong").get("id").asText());
        }
    }

    @Test
    void multiByteCharactersCountAsBytes() {
        try (Table t = Table.open()) {
            // 1500 characters but 4500 bytes of UTF-8.
            t.o.send("{\"type\":\"join\",\"name\":\"" + "\u20ac".repeat(1500) + "\"}");
            t.o.awaitError("too_large");
            assertEquals(1009, t.o.awaitClose());
        }
    }

    @Test
    void aFloodIsCutOffAndTheRoomGoesOn() {
        try (Table t = Table.open(); WsClient flooder = server.socket(t.code, "flooder")) {
            // All 150 queued at once and written as fast as the socket takes them.
            long start = System.nanoTime();
            List<CompletableFuture<?>> sends = new ArrayList<>();
            for (int i = 0; i < 150; i++) {
                sends.add(flooder.sendAsync(WsClient.toJson(msg("ping", "id", i))));
            }
            long sent = sends.stream().filter(f -> {
                try {
                    f.get(5, TimeUnit.SECONDS);
                    return true;
                } catch (Exception e) {
                    return false;
                }
            }).count();
            assertTrue(sent > 100, "only " + sent + " pings went out");
            JsonNode limited = flooder.await("rate_limited", m -> "error".equals(m.path("type").asText()));
            // The budget refills evenly (100 per 20 s), so a slow machine may fairly earn a pong or two more.
            long refilled = (System.nanoTime() - start) * GameSocket.BUDGET_MESSAGES / GameSocket.BUDGET_WINDOW_NANOS;
            assertEquals("rate_limited", limited.get("code").asText(), limited.toString());
            assertEquals(1008, flooder.awaitClose());

            List<JsonNode> all = flooder.received();
            long pongs = all.stream().filter(m -> "pong".equals(m.path("type").asText())).count();
            assertTrue(pongs <= 100 + refilled, pongs + " pongs for a budget of 100 (+" + refilled + " refilled)");
            assertTrue(pongs >= 90, "only " + pongs + " pongs before the cut-off");
            int errorAt = all.indexOf(limited);
            for (int i = errorAt + 1; i < all.size(); i++) {
                assertTrue(!"pong".equals(all.get(i).path("type").asText()), "pong after rate_limited: " + all);
            }
            assertEquals(1, all.stream().filter(m -> "error".equals(m.path("type").asText())).count(),
                "errors: " + all);
            // The pongs came in order.
            int expect = 0;
            for (JsonNode m : all) {
                if ("pong".equals(m.path("type").asText())) {
                    assertEquals(expect++, m.get("id").asInt());
                }
            }

            // Others in the room are not affected.
            t.o.send(msg("ping", "id", "o"));
            assertEquals("o", t.o.awaitType("pong").get("id").asText());
            t.o.send(move(0, 0, 1, "o-move"));
            assertEquals(2, t.o.awaitId("o-move").get("game").get("moves").size());
            t.x.awaitMoves(2);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://evil.example", "https://evil.example", "null", "http://127.0.0.1.evil.example"})
    void aForeignOriginIsRefused(String origin) {
        String code = server.create("{}").get("code").asText();
        var opening = server.socketTo(code).origin(origin).label("foreign").openAsync();
        ExecutionException e = assertThrows(ExecutionException.class, () -> opening.get(5, TimeUnit.SECONDS));
        WebSocketHandshakeException refused = assertInstanceOf(WebSocketHandshakeException.class, e.getCause(),
            String.valueOf(e.getCause()));
        assertEquals(403, refused.getResponse().statusCode());
        assertEquals(0, server.game(code).get("spectators").asInt());
    }

    @Test
    void aForeignOriginOnTheRightPortIsStillRefused() {
        String code = server.create("{}").get("code").asText();
        var opening = server.socketTo(code).origin("http://evil.example:" + server.port()).label("foreign")
            .openAsync();
        ExecutionException e = assertThrows(ExecutionException.class, () -> opening.get(5, TimeUnit.SECONDS));
        WebSocketHandshakeException refused = assertInstanceOf(WebSocketHandshakeException.class, e.getCause());
        assertEquals(403, refused.getResponse().statusCode());
    }

    @Test
    void aSameOriginUpgradeIsAccepted() {
        String code = server.create("{}").get("code").asText();
        try (WsClient c = server.socketTo(code).origin("http://127.0.0.1:" + server.port()).label("same-origin")
            .open()) {
            c.send(msg("ping", "id", "same"));
            assertEquals("same", c.awaitType("pong").get("id").asText());
            JsonNode w = c.join(null, "Local", null);
            assertEquals("O", w.get("seat").asText());
        }
    }

    @Test
    void noOriginIsAccepted() {
        String code = server.create("{}").get("code").asText();
        try (WsClient c = server.socket(code, "tool")) {
            c.send(msg("ping", "id", "tool"));
            assertEquals("tool", c.awaitType("pong").get("id").asText());
        }
    }

    /**
     * Browsers offer permessage-deflate on every socket; the server declines it (a compressor and a decompressor per
     * socket, for frames of a few hundred bytes). The upgrade is made by hand, as Chromium sends it, and the answer's
     * headers are read as they come.
     */
    @Test
    void aBrowsersOfferOfCompressionIsDeclined() throws Exception {
        String code = server.create("{}").get("code").asText();
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            String upgrade = "GET /ws/" + code + "?moves=1 HTTP/1.1\r\n"
                + "Host: 127.0.0.1:" + server.port() + "\r\n"
                + "Origin: http://127.0.0.1:" + server.port() + "\r\n"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n";
            socket.getOutputStream().write(upgrade.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(
                socket.getInputStream(), java.nio.charset.StandardCharsets.US_ASCII));
            String status = in.readLine();
            assertTrue(status.startsWith("HTTP/1.1 101"), status);
            List<String> headers = new ArrayList<>();
            for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
                headers.add(line.toLowerCase(java.util.Locale.ROOT));
            }
            assertTrue(headers.stream().anyMatch(h -> h.startsWith("upgrade: websocket")), headers.toString());
            assertTrue(headers.stream().noneMatch(h -> h.startsWith("sec-websocket-extensions")), headers.toString());
        }
    }
}
