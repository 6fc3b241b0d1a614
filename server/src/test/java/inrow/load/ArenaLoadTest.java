package inrow.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.TestServerExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The arena load tool against a real server (issue 44's "Measured", small): twelve signed-up players join one
 * tic-tac-toe arena, play whatever they are paired in for 20 s, and stop. What is asserted holds however slow the
 * machine: nobody was in two games at once (in the tool's view and in the server's games), nothing refused or lost,
 * every game handed out played to its end, and players came back for more. The times are the benchmark's
 * (docs/performance.md). The server's clock runs: the arena's timer pairs every second, as in production.
 */
@Timeout(180)
class ArenaLoadTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @Test
    void twelvePlayersPlayAnArenaAndNobodyIsInTwoGamesAtOnce() throws Exception {
        ArenaLoad.Result r = ArenaLoad.of(server.url(""), 12, 20 / 60.0).run();
        System.out.println(r.table());
        assertTrue(r.errors().isEmpty(), r.table());
        assertEquals(0, r.toolOverlaps(), r.table());
        assertEquals(0, r.serverOverlaps(), r.table());
        assertEquals(0, r.loneRooms(), "both players came to every game: " + r.table());
        assertEquals(0, r.unfinished(), r.table());
        // Twelve players are six games a round, a round at least every tick or so: far more than 12 in 20 s.
        assertTrue(r.gamesPlayed() >= 12, r.table());
        assertEquals(r.gamesPlayed(), r.serverGames(), "every game the server paired was played: " + r.table());
        assertTrue(r.paired().getTotalCount() >= r.gamesPlayed() * 2 - 24,
            "a time from each end to the next pairing, but for each player's first game: " + r.table());
        assertTrue(r.passed(), r.table());
    }
}
