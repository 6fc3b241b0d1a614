package inrow.swiss;

import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.arenas.ArenaPlayers;
import inrow.arenas.Arenas;
import inrow.arenas.TournamentNodes;
import inrow.cluster.SharedStores;
import inrow.testing.Http;
import inrow.testing.Locks;
import inrow.testing.TestClock;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Two nodes of a cluster (shared PostgreSQL and Redis, one stopped clock) tick the same Swiss at the same moments:
 * round 1 is paired once, with one game; when the node that paired it stops, the other pairs round 2 within the
 * lease's seconds of the last game's end.
 */
@Timeout(180)
@ResourceLock(Locks.SERVER_PROCESSES)
class SwissAcrossNodesTest {
    @Test
    void oneNodePairsASwissAndAnotherTakesOverWhenItStops() throws Exception {
        TestClock clock = new TestClock();
        clock.stop();
        Server one = null;
        Server two = null;
        try (SharedStores shared = SharedStores.start()) {
            try {
                one = TournamentNodes.node(shared, clock);
                two = TournamentNodes.node(shared, clock);
                List<String> names = List.of(SeatOwnersTest.fresh(), SeatOwnersTest.fresh(), SeatOwnersTest.fresh());
                AccountClient ana = ArenaPlayers.player(one.port(), names.get(0));
                String id = create(ana, SwissApiTest.body("Cluster Swiss", 3, 5, null));
                join(ana, id);
                join(ArenaPlayers.player(two.port(), names.get(1)), id);
                join(ArenaPlayers.player(two.port(), names.get(2)), id);
                clock.advance(5 * 60_000);
                for (int i = 0; i < 5; i++) {
                    TournamentNodes.tickTogether(one, two, s -> s.swisses().tick());
                }
                JsonNode games = Http.json(ana.get("/api/tournaments/" + id + "/games")).get("games");
                assertEquals(1, games.size(), "one game, however many nodes pair: " + games);
                JsonNode view = show(ana, id);
                assertEquals(1, view.get("round").asInt());
                JsonNode board = view.at("/paired/0/pairings/0");
                String code = board.get("code").asText();

                one.close();
                one = null;
                AccountClient x = ArenaPlayers.signedIn(two.port(), board.get("x").asText());
                AccountClient o = ArenaPlayers.signedIn(two.port(), board.get("o").asText());
                ArenaPlayers.play(two.port(), code, show(x, id).at("/me/game/token").asText(),
                    show(o, id).at("/me/game/token").asText(), ArenaPlayers.X_WINS);
                int waited = 0;
                while (show(x, id).get("round").asInt() < 2) {
                    assertTrue(waited <= Arenas.LEASE_MS, "node two pairs within the lease's time");
                    clock.advance(1_000);
                    waited += 1_000;
                    two.swisses().tick();
                }
                JsonNode now = show(x, id);
                assertEquals("X", now.at("/paired/0/pairings/0/result").asText(), "round 1 scored: " + now);
                assertEquals(1, now.at("/paired/1/pairings").size(), "and round 2 paired once");
            } finally {
                SharedStores.closeAll(one, two);
            }
        }
    }
}
