package inrow.load;

import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The server's own count of its store's commits in the measured seconds, from its {@code /metrics} read before and
 * after them: how many there were, how many took longer than about 50 ms, and an upper bound on the longest. A move
 * is confirmed only once its commit is on disk, so a run whose move tail is far above its ping is read against
 * these: on the project's machines such runs were those in which the disk's sync stalled (docs/performance.md).
 *
 * @param slowOverMs the histogram's bucket bound used for "slow" (the first at or above 50 ms)
 * @param longestAtMostMs the bound of the lowest bucket holding every commit (infinite when some went past the last)
 */
record StoreCommits(long count, long slow, double slowOverMs, double longestAtMostMs) {
    private static final String BUCKET = "inrow_store_transaction_seconds_bucket{le=\"";
    private static final double SLOW_SECONDS = 0.050;

    /**
     * The histogram's cumulative counts by upper bound in seconds, from a Prometheus text scrape; empty when the
     * scrape has no such histogram (a server without a store meter, or another program).
     */
    static NavigableMap<Double, Long> buckets(String scrape) {
        NavigableMap<Double, Long> out = new TreeMap<>();
        for (String line : scrape.split("\n")) {
            if (!line.startsWith(BUCKET)) {
                continue;
            }
            int close = line.indexOf('"', BUCKET.length());
            int space = line.lastIndexOf(' ');
            if (close < 0 || space < close) {
                continue;
            }
            String le = line.substring(BUCKET.length(), close);
            try {
                double bound = le.equals("+Inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(le);
                out.merge(bound, Math.round(Double.parseDouble(line.substring(space + 1).trim())), Long::sum);
            } catch (NumberFormatException skipped) {
                // not a line of ours after all
            }
        }
        return out;
    }

    /** Adds one node's buckets to the running total of several (the tool may drive several nodes). */
    static void add(NavigableMap<Double, Long> total, NavigableMap<Double, Long> node) {
        node.forEach((bound, n) -> total.merge(bound, n, Long::sum));
    }

    /** The commits between two reads of the same servers; null when either read had no histogram. */
    static StoreCommits between(NavigableMap<Double, Long> before, NavigableMap<Double, Long> after) {
        if (before.isEmpty() || after.isEmpty() || !after.containsKey(Double.POSITIVE_INFINITY)) {
            return null;
        }
        NavigableMap<Double, Long> in = new TreeMap<>();
        after.forEach((bound, n) -> in.put(bound, n - before.getOrDefault(bound, 0L)));
        long count = in.get(Double.POSITIVE_INFINITY);
        Map.Entry<Double, Long> slowBound = in.ceilingEntry(SLOW_SECONDS);
        long slow = count - slowBound.getValue();
        double longest = count == 0 ? 0 : Double.POSITIVE_INFINITY;
        for (Map.Entry<Double, Long> e : in.entrySet()) {
            if (count > 0 && e.getValue() == count) {
                longest = e.getKey();
                break;
            }
        }
        return new StoreCommits(count, slow, slowBound.getKey() * 1000, longest * 1000);
    }

    /** As the table prints it. */
    String describe() {
        String longest = Double.isInfinite(longestAtMostMs) ? "past the last bucket"
            : String.format(Locale.ROOT, "at most %.1f ms", longestAtMostMs);
        return String.format(Locale.ROOT, "%d of %d over %.1f ms (the longest %s)", slow, count, slowOverMs, longest);
    }
}
