package inrow.rating;

/**
 * How fast a timed game is, by its estimated duration as lichess estimates it: the initial time plus 40 times the
 * increment, in seconds (40 moves each). A fixed allowance per move counts as its Fischer twin 0+P, its longest
 * possible pace over 40 moves; a day or more per move is correspondence. Bounds, on the estimate in seconds:
 * bullet under 180, blitz under 480, rapid under 1500, classical from 1500. Untimed games have no speed: they are
 * casual only and never rated ({@link #of} refuses them), since nothing bounds how long one lasts.
 * Ratings are kept per game kind and speed.
 */
public enum Speed {
    BULLET, BLITZ, RAPID, CLASSICAL, CORRESPONDENCE;

    /** Moves per side in the estimate. */
    public static final int ESTIMATED_MOVES = 40;
    private static final long DAY_MS = 86_400_000L;

    /** The speed of a clock given as InRow's {@code TimeControl} holds it (a bank and increment, or a per-move time). */
    public static Speed of(long initialMs, long incrementMs, long perMoveMs) {
        if (perMoveMs >= DAY_MS) {
            return CORRESPONDENCE;
        }
        if (perMoveMs > 0) {
            return ofEstimate(ESTIMATED_MOVES * perMoveMs / 1000);
        }
        if (initialMs <= 0 && incrementMs <= 0) {
            throw new IllegalArgumentException("an untimed game has no speed and is never rated");
        }
        return ofEstimate(estimatedSeconds(initialMs, incrementMs));
    }

    /** Initial + 40 x increment, in whole seconds. */
    public static long estimatedSeconds(long initialMs, long incrementMs) {
        return (initialMs + ESTIMATED_MOVES * incrementMs) / 1000;
    }

    static Speed ofEstimate(long seconds) {
        if (seconds < 180) {
            return BULLET;
        }
        if (seconds < 480) {
            return BLITZ;
        }
        return seconds < 1500 ? RAPID : CLASSICAL;
    }
}
