package inrow.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.TestServerExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The pairing load tool against a real server (issue 41's "Measured"): its players enter, are paired, play their
 * games to the end and enter again; the tool finds no double pairing and no missed one. Its figures are a
 * benchmark's (docs/performance.md), not asserted here.
 */
@Timeout(120)
class PairingLoadTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @Test
    void playersArePairedOncePlayAndComeBack() throws Exception {
        long t0 = System.nanoTime();
        PairingLoad.Result r = PairingLoad.of(server.url(""), Integer.getInteger("pl.players", 40), Integer.getInteger("pl.rate", 20), Integer.getInteger("pl.seconds", 3)).run();
        System.out.println(r.table() + "\nrun took " + (System.nanoTime() - t0) / 1_000_000 + " ms");
        // What is asserted holds however slow the machine: nobody paired twice, nothing refused or lost. The times
        // (and "waits over a second") are the benchmark's, measured on a quiet machine (docs/performance.md).
        assertEquals(0, r.doublePairings(), r.table());
        assertTrue(r.errors().isEmpty(), r.table());
        assertTrue(r.pairings() >= 10, "3 s at 20 entries a second make about 30 pairings: " + r.table());
        assertEquals(r.pairings(), r.paired().getTotalCount(), "one waiting time per pairing");
        assertTrue(r.gamesOver() >= r.pairings() - 2, "the games paired were played to the end: " + r.table());
        assertTrue(r.entries() > r.pairings() * 2 - 2, "players came back for more: " + r.table());
    }
}
