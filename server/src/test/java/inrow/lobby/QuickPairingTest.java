package inrow.lobby;

import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.URI;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Quick pairing over real sockets on a real server: two enter a pool and meet in one room; leaving leaves. */
@Timeout(60)
class QuickPairingTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    private static WsClient lobby(String label) {
        String me = UUID.randomUUID().toString().replace("-", "");
        return lobby(label, me);
    }

    private static WsClient lobby(String label, String me) {
        WsClient c = WsClient.to(URI.create("ws://127.0.0.1:" + server.port() + "/pairing?me=" + me)).label(label)
            .open();
        c.awaitType("pools");
        c.await("not seeking", m -> m.path("type").asText().equals("seeking") && m.path("pool").isNull());
        return c;
    }

    private static int seeking(JsonNode pools, String pool) {
        for (JsonNode p : pools.get("pools")) {
            if (p.get("pool").asText().equals(pool)) {
                return p.get("seeking").asInt();
            }
        }
        throw new AssertionError("no pool " + pool + " in " + pools);
    }

    @Test
    void twoInOnePoolLandInOneRoomWithOppositeColours() {
        String pool = "gomoku-standard/3+2";
        try (WsClient ann = lobby("ann"); WsClient bob = lobby("bob")) {
            ann.send(msg("seek", "pool", pool, "name", "Ann", "id", 1));
            JsonNode seeking = ann.awaitId(1);
            assertEquals("seeking", seeking.get("type").asText());
            assertEquals(pool, seeking.get("pool").asText());
            bob.await("ann counted", m -> m.path("type").asText().equals("pools") && seeking(m, pool) == 1);
            bob.send(msg("seek", "pool", pool, "name", "Bob", "id", 2));
            JsonNode a = ann.awaitType("paired");
            JsonNode b = bob.awaitType("paired");
            assertEquals(a.get("code"), b.get("code"));
            assertNotEquals(a.get("seat").asText(), b.get("seat").asText());
            assertEquals("X", a.get("seat").asText(), "ann waited longer and nobody has a history");
            playsAsPaired(server, a, b);
        }
    }

    @Test
    void aCancelLeavesThePool() {
        String pool = "connect4/3+2";
        try (WsClient ann = lobby("ann"); WsClient bob = lobby("bob")) {
            ann.send(msg("seek", "pool", pool, "id", 1));
            ann.awaitId(1);
            // Counts go out coalesced (every 250 ms, when changed): a seek and cancel within one window show nothing,
            // so bob first sees ann counted, then gone.
            bob.await("ann counted", m -> m.path("type").asText().equals("pools") && seeking(m, pool) == 1);
            ann.send(msg("unseek", "id", 2));
            JsonNode answer = ann.awaitId(2);
            assertTrue(answer.get("pool").isNull(), answer.toString());
            bob.await("ann gone", m -> m.path("type").asText().equals("pools") && seeking(m, pool) == 0);
            bob.send(msg("seek", "pool", pool, "id", 3));
            bob.awaitId(3);
            // A pairing would be told before the counts that follow it, on the same socket.
            ann.await("bob counted", m -> m.path("type").asText().equals("pools") && seeking(m, pool) == 1);
            assertTrue(ann.received().stream().noneMatch(m -> m.path("type").asText().equals("paired")));
        }
    }

    @Test
    void aSocketThatClosesLeavesThePool() {
        String pool = "tictactoe/1+1";
        try (WsClient bob = lobby("bob")) {
            WsClient ann = lobby("ann");
            ann.send(msg("seek", "pool", pool, "id", 1));
            ann.awaitId(1);
            bob.await("ann counted", m -> m.path("type").asText().equals("pools") && seeking(m, pool) == 1);
            ann.close();
            bob.await("ann gone", m -> m.path("type").asText().equals("pools") && seeking(m, pool) == 0);
        }
    }

    @Test
    void badInputsAreRefusedAndChangeNothing() {
        String me = UUID.randomUUID().toString().replace("-", "");
        try (WsClient ann = lobby("ann", me); WsClient tab = lobby("ann's other tab", me)) {
            ann.send(msg("seek", "pool", "chess/3+2", "id", 1));
            assertEquals("unknown_pool", ann.awaitId(1).get("code").asText());
            ann.send(msg("seek", "pool", "gomoku-renju/5+3", "id", 2));
            ann.awaitId(2);
            ann.send(msg("seek", "pool", "gomoku-renju/10+5", "id", 3));
            assertEquals("already_seeking", ann.awaitId(3).get("code").asText());
            tab.send(msg("seek", "pool", "gomoku-renju/5+3", "id", 4));
            assertEquals("already_seeking", tab.awaitId(4).get("code").asText(), "the same browser is one player");
            tab.close();
            ann.send(msg("move", "x", 1, "y", 1, "id", 5));
            assertEquals("bad_message", ann.awaitId(5).get("code").asText());
            ann.send(msg("seek", "id", 6));
            assertEquals("bad_message", ann.awaitId(6).get("code").asText());
            ann.send(msg("unseek", "id", 7));
            assertTrue(ann.awaitId(7).get("pool").isNull());
            ann.send(msg("unseek", "id", 8));
            assertTrue(ann.awaitId(8).get("pool").isNull(), "cancelling twice is fine");
        }
    }

    @Test
    void aFloodOfEntriesIsRefused() {
        try (WsClient ann = lobby("ann")) {
            for (int i = 0; i < inrow.pairing.Pools.ENTRIES_PER_WINDOW; i++) {
                ann.send(msg("seek", "pool", "gomoku-freestyle/1d", "id", "s" + i));
                assertEquals("seeking", ann.awaitId("s" + i).get("type").asText());
                ann.send(msg("unseek", "id", "u" + i));
                ann.awaitId("u" + i);
            }
            ann.send(msg("seek", "pool", "gomoku-freestyle/1d", "id", "last"));
            assertEquals("rate_limited", ann.awaitId("last").get("code").asText());
        }
    }

    @Test
    void aGameSocketRefusesPairingMessages() {
        JsonNode created = server.create("{\"name\":\"Alice\"}");
        try (WsClient x = server.socket(created.get("code").asText(), "X")) {
            x.send(msg("seek", "pool", "tictactoe/1+1", "id", 9));
            assertEquals("bad_message", x.awaitId(9).get("code").asText());
        }
    }

    /**
     * The room a pairing made, as both players were told ({@code x} holds X, Ann; {@code o} holds O, Bob): playing at
     * once on a 3+0 clock, and each token takes its own seat and plays.
     */
    static void playsAsPaired(TestServerExtension server, JsonNode x, JsonNode o) {
        String code = x.get("code").asText();
        JsonNode game = server.game(code);
        assertEquals("playing", game.get("status").asText());
        assertEquals("Ann", game.at("/players/X/name").asText());
        assertEquals("Bob", game.at("/players/O/name").asText());
        assertEquals(180_000, game.at("/clock/initial_ms").asLong(), game.toString());
        try (WsClient xs = server.socket(code, "X"); WsClient os = server.socket(code, "O")) {
            xs.join(x.get("token").asText(), null);
            os.join(o.get("token").asText(), null);
            assertEquals("X", xs.seat());
            assertEquals("O", os.seat());
            xs.send(WsClient.move(7, 7, 0, "m0"));
            os.awaitMoves(1);
        }
    }
}
