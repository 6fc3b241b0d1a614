package inrow.review;

/**
 * How a move compares with the best one. Estimated positions grade by the drop in the mover's chance to win
 * ({@link #of(double)}); exact positions by what was thrown away ({@link Outcome#graded}).
 */
public enum Grade {
    BEST, GOOD, INACCURACY, MISTAKE, BLUNDER;

    /**
     * Lichess's thresholds (0.1, 0.2 and 0.3 of its winning chances, which run from -1 to 1) on a chance that runs
     * from 0 to 1: a drop of 5, 10 and 15 points.
     */
    static final double INACCURACY_DROP = 0.05;
    static final double MISTAKE_DROP = 0.10;
    static final double BLUNDER_DROP = 0.15;

    /** The grade of a move that lowered the mover's chance by {@code drop} (0 to 1) against the best move. */
    public static Grade of(double drop) {
        if (drop >= BLUNDER_DROP) {
            return BLUNDER;
        }
        if (drop >= MISTAKE_DROP) {
            return MISTAKE;
        }
        if (drop >= INACCURACY_DROP) {
            return INACCURACY;
        }
        return drop <= 0.005 ? BEST : GOOD;
    }

    /** Whether the move list marks it (?!, ?, ??). */
    public boolean flawed() {
        return this == INACCURACY || this == MISTAKE || this == BLUNDER;
    }
}
