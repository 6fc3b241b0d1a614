package inrow.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.NavigableMap;
import org.junit.jupiter.api.Test;

/** The store's commits as the tool reads them from two scrapes, against counts worked out by hand. */
class StoreCommitsTest {
    /** The server's format (Micrometer's Prometheus text), with a few of its buckets and a neighbouring metric. */
    private static String scrape(long under1ms, long under44, long under50, long under112, long all) {
        return "# HELP inrow_store_transaction_seconds One transaction\n"
            + "# TYPE inrow_store_transaction_seconds histogram\n"
            + "inrow_store_transaction_seconds_bucket{le=\"0.001048576\"} " + under1ms + "\n"
            + "inrow_store_transaction_seconds_bucket{le=\"0.044739242\"} " + under44 + "\n"
            + "inrow_store_transaction_seconds_bucket{le=\"0.050331646\"} " + under50 + "\n"
            + "inrow_store_transaction_seconds_bucket{le=\"0.111848106\"} " + under112 + "\n"
            + "inrow_store_transaction_seconds_bucket{le=\"+Inf\"} " + all + "\n"
            + "inrow_store_transaction_seconds_count " + all + "\n"
            + "inrow_store_wait_seconds_bucket{le=\"+Inf\"} 999\n";
    }

    @Test
    void countsTheCommitsBetweenTwoReadsAndThoseOverFiftyMilliseconds() {
        NavigableMap<Double, Long> before = StoreCommits.buckets(scrape(90, 99, 100, 100, 100));
        NavigableMap<Double, Long> after = StoreCommits.buckets(scrape(1_080, 1_095, 1_096, 1_100, 1_100));
        StoreCommits c = StoreCommits.between(before, after);
        assertEquals(1_000, c.count());
        assertEquals(4, c.slow(), "1,000 commits, 996 of them within 50.3 ms");
        assertEquals(50.331646, c.slowOverMs(), 1e-9);
        assertEquals(111.848106, c.longestAtMostMs(), 1e-9, "every commit within the 111.8 ms bucket");
        assertEquals("4 of 1000 over 50.3 ms (the longest at most 111.8 ms)", c.describe());
    }

    @Test
    void aCommitPastTheLastBoundIsSaidSo() {
        StoreCommits c = StoreCommits.between(StoreCommits.buckets(scrape(0, 0, 0, 0, 0)),
            StoreCommits.buckets(scrape(5, 5, 5, 5, 6)));
        assertEquals(1, c.slow());
        assertTrue(Double.isInfinite(c.longestAtMostMs()), c.toString());
        assertTrue(c.describe().endsWith("(the longest past the last bucket)"), c.describe());
    }

    @Test
    void severalNodesAddUpAndAServerWithoutTheMetricGivesNothing() {
        NavigableMap<Double, Long> two = StoreCommits.buckets(scrape(1, 2, 3, 4, 5));
        StoreCommits.add(two, StoreCommits.buckets(scrape(10, 20, 30, 40, 50)));
        assertEquals(55L, two.get(Double.POSITIVE_INFINITY));
        assertEquals(33L, two.get(0.050331646));
        assertTrue(StoreCommits.buckets("inrow_sockets_open 3\n").isEmpty());
        assertNull(StoreCommits.between(StoreCommits.buckets(""), two));
    }
}
