package inrow.web;

import static inrow.testing.WsClient.move;
import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Whole games over real sockets: two players and a spectator, reconnecting with a token, a rematch. */
@Timeout(60)
class GamePlayTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    /**
     * A page that says it takes moves ({@code ?moves=1}, as the current page and WsClient do) gets each move as a
     * {@code moved} frame; one that does not (an old page from a browser's cache) gets whole states, and both hold
     * the same game.
     */
    @Test
    void movesGoAsMovesOnlyToSocketsThatAskForThem() {
        JsonNode created = server.create("{\"name\":\"Alice\",\"rules\":{\"preset\":\"gomoku\"}}");
        String code = created.get("code").asText();
        java.net.URI old = java.net.URI.create("ws://127.0.0.1:" + server.port() + "/ws/" + code);
        try (WsClient x = server.socket(code, "X"); WsClient o = WsClient.to(old).label("old page").open()) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bob", null);
            x.awaitState(g -> g.get("status").asText().equals("playing"));
            int[][] moves = {{7, 7}, {8, 8}, {7, 8}, {8, 9}};
            for (int ply = 0; ply < moves.length; ply++) {
                (ply % 2 == 0 ? x : o).send(move(moves[ply][0], moves[ply][1], ply, "m" + ply));
                JsonNode seenByX = x.awaitMoves(ply + 1).get("game");
                JsonNode seenByO = o.awaitMoves(ply + 1).get("game");
                assertEquals(seenByX, seenByO);
                assertEquals(server.game(code), seenByX);
            }
            assertEquals(4, x.frames().stream().filter(f -> f.contains("\"type\":\"moved\"")).count(), x.frames()
                .toString());
            assertTrue(o.frames().stream().noneMatch(f -> f.contains("\"type\":\"moved\"")), o.frames().toString());
        }
    }

    @Test
    void aWholeTicTacToeGame() {
        JsonNode created = server.create("{\"name\":\"Alice\"}");
        String code = created.get("code").asText();
        String tokenX = created.get("token").asText();

        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O");
             WsClient spec = server.socket(code, "spectator")) {
            JsonNode wx = x.join(tokenX, null, null);
            assertEquals("X", wx.get("seat").asText());
            assertEquals(tokenX, wx.get("token").asText());
            x.awaitState(g -> g.get("players").get("X").get("connected").asBoolean());

            JsonNode wo = o.join(null, "Bob", null);
            assertEquals("O", wo.get("seat").asText());
            String tokenO = wo.get("token").asText();
            assertFalse(tokenO.isEmpty());
            assertNotEquals(tokenX, tokenO);
            o.awaitState(g -> g.get("status").asText().equals("playing"));
            x.awaitState(g -> g.get("status").asText().equals("playing"));

            JsonNode ws = spec.join(null, "Carol", "spectator");
            assertTrue(ws.get("seat").isNull(), ws.toString());
            assertTrue(ws.get("token").isNull(), ws.toString());
            JsonNode first = spec.awaitState(g -> true);
            long v0 = first.get("v").asLong();
            JsonNode g0 = first.get("game");
            assertEquals(1, g0.get("spectators").asInt());
            assertEquals("Alice", g0.get("players").get("X").get("name").asText());
            assertEquals("Bob", g0.get("players").get("O").get("name").asText());
            assertEquals("X", g0.get("turn").asText());
            for (WsClient c : List.of(x, o)) {
                c.awaitState(g -> g.get("spectators").asInt() == 1);
            }

            // X takes the top row; O plays below it.
            int[][] moves = {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}};
            for (int ply = 0; ply < moves.length; ply++) {
                WsClient mover = ply % 2 == 0 ? x : o;
                String id = "m" + ply;
                mover.send(move(moves[ply][0], moves[ply][1], ply, id));
                JsonNode reply = mover.awaitMoves(ply + 1);
                assertEquals(id, reply.path("id").asText(), "the mover's state echoes its id");
                WsClient other = mover == x ? o : x;
                JsonNode seen = other.awaitMoves(ply + 1);
                assertTrue(seen.get("id") == null, "only the mover gets the id: " + seen);
                spec.awaitMoves(ply + 1);
            }

            JsonNode end = spec.states().get(spec.states().size() - 1).get("game");
            assertEquals("over", end.get("status").asText());
            assertTrue(end.get("turn").isNull());
            assertEquals("X", end.get("result").get("winner").asText());
            assertEquals("line", end.get("result").get("reason").asText());
            assertEquals(Set.of(List.of(0, 0), List.of(1, 0), List.of(2, 0)), points(end.get("result").get("line")));
            assertEquals(List.of("XXX", "OO.", "..."), List.of(end.get("board").get(0).asText(),
                end.get("board").get(1).asText(), end.get("board").get(2).asText()));
            assertEquals(1, end.get("spectators").asInt());

            // Everyone saw the same states from the spectator's arrival on, with v growing by one each time.
            TreeMap<Long, JsonNode> reference = byVersion(spec);
            assertEquals(moves.length + 1, reference.size());
            for (WsClient c : List.of(x, o, spec)) {
                assertConsecutive(c);
                TreeMap<Long, JsonNode> mine = byVersion(c);
                assertEquals(reference, mine.tailMap(v0), c.label + " saw different states");
            }

            // No state (or any broadcast) carries a token; a welcome carries only its own.
            for (WsClient c : List.of(x, o, spec)) {
                String own = c == x ? tokenX : c == o ? tokenO : null;
                for (String frame : c.frames()) {
                    boolean welcome = frame.contains("\"welcome\"");
                    for (String token : List.of(tokenX, tokenO)) {
                        if (!(welcome && token.equals(own))) {
                            assertFalse(frame.contains(token), c.label + " got a token in " + frame);
                        }
                    }
                }
            }
            String api = server.get("/api/games/" + code).body();
            assertFalse(api.contains(tokenX) || api.contains(tokenO), api);

            // A finished game leaves the lobby; its page says who won, in the words the page script uses.
            HttpResponse<String> lobby = server.get("/api/games");
            assertFalse(lobby.body().contains(code), "finished game still listed: " + lobby.body());
            HttpResponse<String> page = server.get("/g/" + code);
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("(X) wins"), "page status");
            assertTrue(page.body().contains("data-status=\"over\""), "first paint of a finished game");
        }
    }

    @Test
    void aWaitingGameIsFirstPaintedAsWaitingSoTheInvitationLeadsOnAPhone() {
        // The phone layout orders the invitation first by the game's status; before the socket says anything the
        // page must already carry it, or the first paint puts the invitation under the board.
        String code = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"}}").get("code").asText();
        String page = server.get("/g/" + code).body();
        assertTrue(page.contains("id=\"game\" data-code=\"" + code + "\" data-status=\"waiting\""), page);
    }

    @Test
    void reconnectWithTheTokenGetsTheSeatBack() {
        JsonNode created = server.create("{}");
        String code = created.get("code").asText();
        String tokenX = created.get("token").asText();

        try (WsClient o = server.socket(code, "O")) {
            String tokenO;
            try (WsClient x1 = server.socket(code, "X-first")) {
                x1.join(tokenX, "Xavier", null);
                tokenO = o.join(null, "Olga", null).get("token").asText();
                x1.awaitState(g -> g.get("status").asText().equals("playing"));
                x1.send(move(1, 1, 0, 1));
                x1.awaitMoves(1);
                o.awaitMoves(1);

                x1.closeNormally();
            }
            JsonNode gone = o.awaitState(g -> !g.get("players").get("X").get("connected").asBoolean());
            assertEquals("Xavier", gone.get("game").get("players").get("X").get("name").asText());
            assertTrue(gone.get("game").get("players").get("O").get("connected").asBoolean());
            assertFalse(server.game(code).get("players").get("X").get("connected").asBoolean());

            // O may still move while X is away.
            o.send(move(0, 0, 1, 2));
            o.awaitMoves(2);

            try (WsClient x2 = server.socket(code, "X-again")) {
                JsonNode welcome = x2.join(tokenX, null, null);
                assertEquals("X", welcome.get("seat").asText());
                assertEquals(tokenX, welcome.get("token").asText());
                JsonNode back = x2.awaitState(g -> true).get("game");
                assertTrue(back.get("players").get("X").get("connected").asBoolean(), back.toString());
                assertEquals("Xavier", back.get("players").get("X").get("name").asText(), "name kept");
                assertEquals(2, back.get("moves").size());
                assertEquals("X", back.get("turn").asText());
                o.awaitState(g -> g.get("players").get("X").get("connected").asBoolean());

                // Play goes on to the end on the new socket.
                x2.send(move(2, 2, 2, 3));
                x2.awaitMoves(3);
                o.awaitMoves(3);
                o.send(move(2, 0, 3, 4));
                o.awaitMoves(4);
                x2.send(move(0, 2, 4, 5));
                o.awaitMoves(5);
                o.send(move(1, 0, 5, 6));
                x2.awaitMoves(6);
                JsonNode end = o.awaitState(g -> true).get("game");
                assertEquals("over", end.get("status").asText(), end.toString());
                assertEquals("O", end.get("result").get("winner").asText(), end.toString());
                assertEquals(Set.of(List.of(0, 0), List.of(1, 0), List.of(2, 0)),
                    points(end.get("result").get("line")));
                assertConsecutive(o);
                assertConsecutive(x2);
                for (String f : o.frames()) {
                    assertFalse(f.contains(tokenX), "O saw X's token: " + f);
                }
                for (String f : x2.frames()) {
                    assertFalse(f.contains(tokenO), "X saw O's token: " + f);
                }
            }
        }
    }

    @Test
    void aRematchSwapsColoursAndKeepsTokens() {
        JsonNode created = server.create("{}");
        String code = created.get("code").asText();
        String tokenA = created.get("token").asText();
        try (WsClient a = server.socket(code, "A"); WsClient b = server.socket(code, "B")) {
            a.join(tokenA, "Ann", null);
            String tokenB = b.join(null, "Ben", null).get("token").asText();
            b.send(msg("rematch", "id", "early"));
            assertEquals("early", b.awaitError("not_over").get("id").asText());
            a.send(msg("resign", "id", 9));
            JsonNode over = a.awaitId(9);
            assertEquals("state", over.get("type").asText());
            assertEquals("O", over.get("game").get("result").get("winner").asText());
            assertEquals("resign", over.get("game").get("result").get("reason").asText());
            assertEquals(0, over.get("game").get("result").get("line").size());

            a.send(msg("rematch"));
            a.awaitState(g -> g.get("rematch").size() == 1);
            b.send(msg("rematch"));
            JsonNode wa = a.awaitType("welcome");
            JsonNode wb = b.awaitType("welcome");
            assertEquals("O", wa.get("seat").asText());
            assertEquals(tokenA, wa.get("token").asText());
            assertEquals("X", wb.get("seat").asText());
            assertEquals(tokenB, wb.get("token").asText());
            JsonNode g = b.awaitState(s -> s.get("round").asInt() == 2).get("game");
            assertEquals("playing", g.get("status").asText());
            assertEquals("Ben", g.get("players").get("X").get("name").asText());
            assertEquals("Ann", g.get("players").get("O").get("name").asText());
            assertEquals(0, g.get("moves").size());
            a.awaitState(s -> s.get("round").asInt() == 2);

            // Ben (now X) moves first; Ann (now O) cannot.
            a.send(move(0, 0, 0, "a"));
            a.awaitError("not_your_turn");
            b.send(move(0, 0, 0, "b"));
            b.awaitMoves(1);
            a.awaitMoves(1);
            assertConsecutive(a);
            assertConsecutive(b);
        }
    }

    /** Each connection's states have v growing by exactly one, with no gap and no repeat. */
    static void assertConsecutive(WsClient c) {
        List<JsonNode> states = c.states();
        for (int i = 1; i < states.size(); i++) {
            long prev = states.get(i - 1).get("v").asLong();
            long v = states.get(i).get("v").asLong();
            assertEquals(prev + 1, v, c.label + ": state " + i + " jumps from v" + prev + " to v" + v);
        }
    }

    /** The games a connection saw, by version, without the per-connection id. */
    static TreeMap<Long, JsonNode> byVersion(WsClient c) {
        TreeMap<Long, JsonNode> out = new TreeMap<>();
        for (JsonNode s : c.states()) {
            ObjectNode copy = s.deepCopy();
            copy.remove("id");
            JsonNode before = out.put(s.get("v").asLong(), copy);
            assertTrue(before == null || before.equals(copy), c.label + ": two different states with one v: "
                + before + " / " + copy);
        }
        return out;
    }

    static Set<List<Integer>> points(JsonNode array) {
        assertNotNull(array);
        Set<List<Integer>> out = new HashSet<>();
        array.forEach(p -> out.add(List.of(p.get(0).asInt(), p.get(1).asInt())));
        assertEquals(array.size(), out.size(), "repeated point in " + array);
        return out;
    }
}
