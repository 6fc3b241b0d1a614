package inrow.arenas;

import static inrow.arenas.ArenaPlayers.body;
import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.cluster.SharedStores;
import inrow.testing.Http;
import inrow.testing.Locks;
import inrow.testing.TestClock;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Two nodes of a cluster (shared PostgreSQL and Redis, in this JVM, one stopped clock) tick the same arena at the
 * same moments: one game is made, not two (the pairing lease); when the node holding the lease stops, the other
 * pairs the arena within the lease's seconds.
 */
@Timeout(180)
@ResourceLock(Locks.SERVER_PROCESSES)
class ArenasAcrossNodesTest {
    @Test
    void oneNodePairsAnArenaAndAnotherTakesOverWhenItStops() throws Exception {
        TestClock clock = new TestClock();
        clock.stop();
        Server one = null;
        Server two = null;
        try (SharedStores shared = SharedStores.start()) {
            try {
                one = TournamentNodes.node(shared, clock);
                two = TournamentNodes.node(shared, clock);
                String anaName = SeatOwnersTest.fresh();
                String boName = SeatOwnersTest.fresh();
                AccountClient ana = ArenaPlayers.player(one.port(), anaName);
                AccountClient bo = ArenaPlayers.player(two.port(), boName);
                String id = create(ana, body("Cluster", "tictactoe", 1_800_000, 0, 30, null));
                join(ana, id);
                join(bo, id);
                clock.advance(5 * 60_000);
                for (int i = 0; i < 5; i++) {
                    TournamentNodes.tickTogether(one, two, s -> s.arenas().tick());
                }
                JsonNode games = Http.json(ana.get("/api/tournaments/" + id + "/games")).get("games");
                assertEquals(1, games.size(), "one game, however many nodes pair: " + games);
                JsonNode a = show(ana, id).at("/me/game");
                JsonNode b = show(bo, id).at("/me/game");
                String x = a.get("seat").asText().equals("X") ? a.get("token").asText() : b.get("token").asText();
                String o = a.get("seat").asText().equals("X") ? b.get("token").asText() : a.get("token").asText();
                String code = a.get("code").asText();

                // Node one stops; the game is played to its end on node two.
                one.close();
                one = null;
                AccountClient anaOnTwo = ArenaPlayers.signedIn(two.port(), anaName);
                ArenaPlayers.play(two.port(), code, x, o, ArenaPlayers.X_WINS);
                int waited = 0;
                while (Http.json(anaOnTwo.get("/api/tournaments/" + id + "/games")).get("games").size() < 2) {
                    assertTrue(waited <= Arenas.LEASE_MS, "node two pairs within the lease's time");
                    clock.advance(1_000);
                    waited += 1_000;
                    two.arenas().tick();
                }
                JsonNode now = Http.json(anaOnTwo.get("/api/tournaments/" + id + "/games")).get("games");
                assertEquals("X", now.get(0).get("result").asText(), "the first game scored: " + now);
                assertTrue(now.get(1).get("result").isNull(), "and the two paired again");
            } finally {
                SharedStores.closeAll(one, two);
            }
        }
    }
}
