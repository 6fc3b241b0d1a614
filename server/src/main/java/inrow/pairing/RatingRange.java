package inrow.pairing;

/**
 * How far from their own rating a waiting player accepts an opponent: +-(100 + 25 for each whole second waited),
 * at most +-500 (reached after 16 s). Two players are matched only if each accepts the other, so the one who just
 * came in holds the range narrow until the one who waited longer can come to them.
 */
public final class RatingRange {
    public static final int START = 100;
    public static final int PER_SECOND = 25;
    public static final int CAP = 500;

    private RatingRange() {
    }

    /** The half-width of the range after waiting {@code waitedMs}. */
    public static int of(long waitedMs) {
        long seconds = Math.max(0, waitedMs) / 1000;
        return (int) Math.min(CAP, START + PER_SECOND * seconds);
    }

    /** Whether {@code a} and {@code b} accept each other at {@code now}. */
    public static boolean mutual(Entry a, Entry b, long now) {
        double gap = Math.abs(a.rating() - b.rating());
        return gap <= of(now - a.enteredAt()) && gap <= of(now - b.enteredAt());
    }
}
