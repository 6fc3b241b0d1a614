package inrow.durability;

import inrow.testing.Locks;
import org.junit.jupiter.api.parallel.ResourceLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.Await;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * SIGTERM while moves are in flight: the server stops within a few seconds, after committing what it had taken
 * in (no change is refused as unsaved on the way down), and on restart every confirmed move is there, once.
 */
@Timeout(90)
@ResourceLock(Locks.SERVER_PROCESSES)
class CleanStopTest {
    private static final int GAMES = 8;
    private static final int STOPS = 2;
    private static final Duration STOP_LIMIT = Duration.ofSeconds(8);
    /** How long play may go on past its random moment, waiting for a first move. */
    private static final Duration PROGRESS_LIMIT = Duration.ofSeconds(30);

    @TempDir
    Path data;

    @Test
    void sigtermWhileMovesAreInFlightLosesNothingConfirmed() throws Exception {
        long seed = Long.getLong("inrow.durability.seed", 20_240_612L);
        Random random = new Random(seed);
        Fleet fleet = new Fleet(seed);
        ServerProcess[] server = {ServerProcess.start(data)};
        StringBuilder log = new StringBuilder();
        try {
            fleet.create(server[0].port(), GAMES);
            for (int stop = 1; stop <= STOPS; stop++) {
                int before = fleet.totalConfirmed();
                long playMillis = 300 + random.nextInt(401);
                long playFrom = System.nanoTime();
                fleet.play();
                Thread.sleep(playMillis);
                // A stop before any move was confirmed would test nothing; on a busy machine a freshly started
                // server can take longer than the random moment to get going. Then the moment is when it has; the
                // bound is only a bound (the assertion below says so if nothing came).
                Await.until(PROGRESS_LIMIT, () -> fleet.totalConfirmed() > before);
                long playedMillis = (System.nanoTime() - playFrom) / 1_000_000;
                long t0 = System.nanoTime();
                server[0].term();
                boolean exited = server[0].waitFor(STOP_LIMIT);
                long stopMillis = (System.nanoTime() - t0) / 1_000_000;
                fleet.pause();
                String stopped = server[0].output();
                assertTrue(exited, "the server still runs " + STOP_LIMIT.toSeconds() + " s after SIGTERM\n" + stopped);
                fleet.awaitDisconnected(Duration.ofSeconds(10));
                int after = fleet.totalConfirmed();
                log.append(String.format("stop %d after %d ms of play: exited in %d ms with %d; %d moves confirmed "
                        + "(+%d), %d unconfirmed in flight%n", stop, playedMillis, stopMillis,
                    server[0].process.exitValue(), after, after - before, fleet.unsureCount()));
                assertTrue(after > before, "no move was confirmed in " + playedMillis + " ms of play\n" + stopped);
                assertTrue(fleet.problems.isEmpty(), () -> fleet.report() + "\n" + stopped);
                for (String line : server[0].stderr) {
                    assertTrue(!line.contains("could not save") && !line.contains("commit failed"),
                        "a change was refused while stopping, so an in-flight commit was dropped:\n" + stopped);
                }

                server[0] = ServerProcess.start(data);
                int port = server[0].port();
                Map<Fleet.Table, List<Fleet.Cell>> restored = fleet.verifyRestored(port);
                assertTrue(fleet.problems.isEmpty(), () -> fleet.report() + "\n" + log + stopped);
                assertEquals(fleet.lastUnfinished, server[0].restored(),
                    "the restart should report every game not over as restored\n" + server[0].output());
                fleet.reconnect(port, restored);
                assertTrue(fleet.problems.isEmpty(), () -> fleet.report() + "\n" + log + stopped);
                fleet.replaceFinished(port);
            }
            fleet.play();
            Thread.sleep(200);
            fleet.pause();
            fleet.verifyLive(server[0].port(), Duration.ofSeconds(5));
            assertTrue(fleet.problems.isEmpty(), () -> fleet.report() + "\n" + server[0].output());
            System.out.printf("CleanStopTest (seed %d):%n%s%d unconfirmed moves resent, %d had been committed; %d "
                + "sockets never told of their end%n", seed, log, fleet.unsureChecked, fleet.unsureFound, fleet.quietEnds);
        } finally {
            fleet.closeAll();
            server[0].close();
        }
    }
}
