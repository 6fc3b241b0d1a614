package inrow.web;

import static inrow.testing.WsClient.move;
import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every socket error code of the contract, each with nothing changed, and ids echoed on replies. */
@Timeout(60)
class SocketErrorsTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    /** A fresh tic-tac-toe room with both players joined and the game playing. */
    private record Table(String code, String tokenX, String tokenO, WsClient x, WsClient o) implements AutoCloseable {
        static Table open() {
            JsonNode created = server.create("{}");
            String code = created.get("code").asText();
            WsClient x = server.socket(code, "X");
            WsClient o = server.socket(code, "O");
            x.join(created.get("token").asText(), null, null);
            String tokenO = o.join(null, null, null).get("token").asText();
            x.awaitState(g -> g.get("status").asText().equals("playing"));
            o.awaitState(g -> g.get("status").asText().equals("playing"));
            return new Table(code, created.get("token").asText(), tokenO, x, o);
        }

        @Override
        public void close() {
            x.close();
            o.close();
        }
    }

    @Test
    void unknownGameGetsAnErrorAndIsClosed() {
        try (WsClient c = server.socket("NOSUCHGAME", "lost")) {
            JsonNode e = c.awaitError("unknown_game");
            assertFalse(e.get("message").asText().isBlank());
            assertEquals(1008, c.awaitClose());
        }
    }

    @Test
    void aBinaryFrameIsAnsweredAsABadMessageAndChangesNothing() {
        try (Table t = Table.open()) {
            t.x.sendBinary(new byte[] {1, 2, 3});
            JsonNode e = t.x.awaitError("bad_message");
            assertTrue(e.get("message").asText().contains("text"), e.toString());
            t.x.send(msg("ping", "id", "after"));
            assertEquals("after", t.x.awaitType("pong").get("id").asText(), "the socket still works");
            assertEquals(0, server.game(t.code()).get("moves").size());
        }
    }

    @Test
    void pingIsAnsweredWithItsId() {
        try (Table t = Table.open()) {
            t.x.send(msg("ping", "id", "p-1"));
            JsonNode pong = t.x.awaitType("pong");
            assertEquals("p-1", pong.get("id").asText());
            t.x.send(msg("ping", "id", 42));
            JsonNode numeric = t.x.awaitType("pong");
            assertTrue(numeric.get("id").isIntegralNumber(), numeric.toString());
            assertEquals(42, numeric.get("id").asInt());
            t.x.send(msg("ping"));
            assertNull(t.x.awaitType("pong").get("id"));
        }
    }

    @Test
    void aPingNeedsNoJoin() {
        JsonNode created = server.create("{}");
        try (WsClient c = server.socket(created.get("code").asText(), "lurker")) {
            c.send(msg("ping", "id", 1));
            assertEquals(1, c.awaitType("pong").get("id").asInt());
        }
    }

    @Test
    void badToken() {
        try (Table t = Table.open(); WsClient c = server.socket(t.code, "thief")) {
            c.send(msg("join", "token", "not-a-real-token", "id", "j"));
            JsonNode e = c.awaitError("bad_token");
            assertEquals("j", e.get("id").asText());
            // Another room's token is no good here either.
            JsonNode other = server.create("{}");
            c.send(msg("join", "token", other.get("token").asText(), "id", "j2"));
            assertEquals("j2", c.awaitError("bad_token").get("id").asText());
            c.send(msg("move", "x", 0, "y", 0, "ply", 0, "id", "m"));
            assertEquals("m", c.awaitError("not_a_player").get("id").asText());
            assertUnchanged(t, 0);
        }
    }

    @Test
    void notStarted() {
        JsonNode created = server.create("{}");
        String code = created.get("code").asText();
        try (WsClient x = server.socket(code, "X")) {
            x.join(created.get("token").asText(), null, null);
            x.send(move(0, 0, 0, "early"));
            assertEquals("early", x.awaitError("not_started").get("id").asText());
            x.send(msg("resign", "id", "r"));
            assertEquals("r", x.awaitError("not_started").get("id").asText());
            assertEquals(0, server.game(code).get("moves").size());
            assertEquals("waiting", server.game(code).get("status").asText());
        }
    }

    @Test
    void notYourTurn() {
        try (Table t = Table.open()) {
            t.o.send(move(1, 1, 0, 5));
            assertEquals(5, t.o.awaitError("not_your_turn").get("id").asInt());
            assertUnchanged(t, 0);
        }
    }

    @Test
    void occupiedAndOutOfBoundsAndStale() {
        try (Table t = Table.open()) {
            t.x.send(move(1, 1, 0, "a"));
            t.x.awaitMoves(1);
            t.o.awaitMoves(1);
            t.o.send(move(1, 1, 1, "b"));
            assertEquals("b", t.o.awaitError("occupied").get("id").asText());
            t.o.send(move(3, 0, 1, "c"));
            assertEquals("c", t.o.awaitError("out_of_bounds").get("id").asText());
            t.o.send(move(0, -1, 1, "d"));
            assertEquals("d", t.o.awaitError("out_of_bounds").get("id").asText());
            t.o.send(move(0, 0, 0, "e"));
            assertEquals("e", t.o.awaitError("stale").get("id").asText());
            t.o.send(move(0, 0, 2, "f"));
            assertEquals("f", t.o.awaitError("stale").get("id").asText());
            assertUnchanged(t, 1);
            // A move without ply is still accepted.
            t.o.send(msg("move", "x", 0, "y", 0, "id", "g"));
            assertEquals(2, t.o.awaitId("g").get("game").get("moves").size());
        }
    }

    @Test
    void gameOverAndNotOver() {
        try (Table t = Table.open()) {
            t.x.send(msg("rematch", "id", "too-soon"));
            assertEquals("too-soon", t.x.awaitError("not_over").get("id").asText());
            t.o.send(msg("resign", "id", "bye"));
            assertEquals("over", t.o.awaitId("bye").get("game").get("status").asText());
            t.x.awaitState(g -> g.get("status").asText().equals("over"));
            t.x.send(move(0, 0, 0, "late"));
            assertEquals("late", t.x.awaitError("game_over").get("id").asText());
            t.o.send(msg("resign", "id", "again"));
            assertEquals("again", t.o.awaitError("game_over").get("id").asText());
            assertEquals("X", server.game(t.code).get("result").get("winner").asText());
        }
    }

    @Test
    void notAPlayer() {
        try (Table t = Table.open(); WsClient s = server.socket(t.code, "spectator")) {
            s.join(null, null, "spectator");
            s.send(move(0, 0, 0, "s1"));
            assertEquals("s1", s.awaitError("not_a_player").get("id").asText());
            s.send(msg("resign", "id", "s2"));
            assertEquals("s2", s.awaitError("not_a_player").get("id").asText());
            s.send(msg("rematch", "id", "s3"));
            assertEquals("s3", s.awaitError("not_a_player").get("id").asText());
            // A full room makes a plain join a spectator too.
            try (WsClient late = server.socket(t.code, "late")) {
                JsonNode w = late.join(null, "Late", null);
                assertTrue(w.get("seat").isNull(), w.toString());
                assertTrue(w.get("token").isNull(), w.toString());
                late.send(move(0, 0, 0, "l"));
                assertEquals("l", late.awaitError("not_a_player").get("id").asText());
            }
            assertUnchanged(t, 0);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "not json at all",
        "{\"type\":\"move\",",
        "[{\"type\":\"ping\"}]",
        "[]",
        "\"ping\"",
        "42",
        "null",
        "{}",
        "{\"type\":7}",
        "{\"type\":\"ping\"} {\"type\":\"ping\"}",
        "{\"type\":\"ping\",\"type\":\"ping\"}",
        "{\"type\":\"ping\",\"id\":{\"a\":1}}",
        "{\"type\":\"ping\",\"id\":1.5}",
    })
    void badMessagesWithoutAReadableId(String frame) {
        try (Table t = Table.open()) {
            t.x.send(frame);
            JsonNode e = t.x.awaitError("bad_message");
            assertFalse(e.get("message").asText().isBlank());
            assertNull(e.get("id"), e.toString());
            // The socket stays usable and the game unchanged.
            t.x.send(msg("ping", "id", "after"));
            assertEquals("after", t.x.awaitType("pong").get("id").asText());
            assertUnchanged(t, 0);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "{\"type\":\"dance\",\"id\":\"q\"}",
        "{\"type\":\"ping\",\"foo\":1,\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":0,\"y\":0,\"ply\":0,\"z\":1,\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":\"1\",\"y\":0,\"ply\":0,\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":1,\"y\":\"0\",\"ply\":0,\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":1,\"y\":0,\"ply\":\"0\",\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":1.5,\"y\":0,\"ply\":0,\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":true,\"y\":0,\"ply\":0,\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":[1],\"y\":0,\"ply\":0,\"id\":\"q\"}",
        "{\"type\":\"move\",\"y\":0,\"ply\":0,\"id\":\"q\"}",
        "{\"type\":\"move\",\"x\":0,\"ply\":0,\"id\":\"q\"}",
        "{\"type\":\"join\",\"role\":\"referee\",\"id\":\"q\"}",
        "{\"type\":\"join\",\"name\":5,\"id\":\"q\"}",
        "{\"type\":\"join\",\"token\":12345,\"id\":\"q\"}",
        "{\"type\":\"resign\",\"now\":true,\"id\":\"q\"}",
    })
    void badMessagesEchoTheirId(String frame) {
        try (Table t = Table.open()) {
            t.x.send(frame);
            JsonNode e = t.x.awaitError("bad_message");
            assertEquals("q", e.path("id").asText(), e.toString());
            assertFalse(e.get("message").asText().isBlank());
            t.x.send(msg("ping", "id", "after"));
            assertEquals("after", t.x.awaitType("pong").get("id").asText());
            assertUnchanged(t, 0);
            assertEquals("X", server.game(t.code).get("turn").asText());
        }
    }

    @Test
    void errorsChangeNothingForTheOthers() {
        try (Table t = Table.open()) {
            long before = t.o.states().get(t.o.states().size() - 1).get("v").asLong();
            t.x.send("{\"type\":\"move\",\"x\":\"1\",\"y\":0,\"ply\":0}");
            t.x.awaitError("bad_message");
            t.o.send(move(0, 0, 0, null));
            t.o.awaitError("not_your_turn");
            t.x.send(move(1, 1, 0, "ok"));
            JsonNode next = t.o.awaitMoves(1);
            assertEquals(before + 1, next.get("v").asLong(), "refused messages must not bump the version");
            t.o.expectQuiet(Duration.ofMillis(100));
        }
    }

    /** The game still has {@code moves} moves, and the players saw no state beyond it. */
    private static void assertUnchanged(Table t, int moves) {
        JsonNode g = server.game(t.code);
        assertEquals(moves, g.get("moves").size(), g.toString());
        assertEquals("playing", g.get("status").asText());
        for (WsClient c : new WsClient[] {t.x, t.o}) {
            for (JsonNode s : c.states()) {
                assertTrue(s.get("game").get("moves").size() <= moves, c.label + " saw " + s);
            }
        }
    }
}
