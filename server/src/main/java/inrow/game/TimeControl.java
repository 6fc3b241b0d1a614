package inrow.game;

/**
 * How a game is timed, if it is: Fischer (a bank of {@code initialMs} plus {@code incrementMs} after each own move)
 * or a fixed allowance of {@code perMoveMs} for every move (unused time is not kept; a correspondence deadline of
 * days is the same thing, counted in days). A value: ranges are checked where a creator asks for one.
 */
public record TimeControl(long initialMs, long incrementMs, long perMoveMs) {
    /** The least time a side gets to make its first move before the game is called off (timed games). */
    static final long FIRST_MOVE_MS = 30_000;
    private static final long DAY_MS = 86_400_000L;

    public TimeControl {
        if (perMoveMs > 0 ? initialMs != 0 || incrementMs != 0 : initialMs + incrementMs <= 0) {
            throw new IllegalArgumentException("a clock is either a bank with an increment or a time per move");
        }
    }

    /** Fischer: initial 0 to 10,800 s (0 needs an increment of at least 1 s), increment 0 to 180 s. */
    public static TimeControl fischer(long initialS, long incrementS) {
        if (initialS < 0 || initialS > 10_800) {
            throw new IllegalArgumentException("clock.initial_s is 0 to 10800 seconds.");
        }
        if (incrementS < 0 || incrementS > 180) {
            throw new IllegalArgumentException("clock.increment_s is 0 to 180 seconds.");
        }
        if (initialS == 0 && incrementS < 1) {
            throw new IllegalArgumentException("clock.initial_s 0 needs clock.increment_s of at least 1 second.");
        }
        return new TimeControl(initialS * 1000, incrementS * 1000, 0);
    }

    /** A fixed allowance per move: 5 to 600 s. */
    public static TimeControl perMove(long seconds) {
        if (seconds < 5 || seconds > 600) {
            throw new IllegalArgumentException("clock.per_move_s is 5 to 600 seconds.");
        }
        return new TimeControl(0, 0, seconds * 1000);
    }

    /** Correspondence: a deadline per move of 1 to 14 days. */
    public static TimeControl days(long days) {
        if (days < 1 || days > 14) {
            throw new IllegalArgumentException("clock.days_per_move is 1 to 14 days.");
        }
        return new TimeControl(0, 0, days * DAY_MS);
    }

    /**
     * Correspondence: a day or more per move. Being away for hours is then normal, so nobody may claim the game as
     * abandoned (issue 38): only the deadline decides. Live clocks keep the claim.
     */
    public boolean isCorrespondence() {
        return perMoveMs >= DAY_MS;
    }

    boolean isPerMove() {
        return perMoveMs > 0;
    }

    /** The least a 0+I bank starts with, as lichess gives a 0+1 game. */
    static final long ZERO_BANK_START_MS = 3_000;

    /**
     * What a side's clock holds before its first move, and after each move in a per-move game. A bank of 0 starts
     * at its increment, and at least 3 s: the first moves are not charged and so earn no increment, and a clock that
     * started at 0 would flag on its first charged move.
     */
    long startMs() {
        if (isPerMove()) {
            return perMoveMs;
        }
        return initialMs > 0 ? initialMs : Math.max(incrementMs, ZERO_BANK_START_MS);
    }

    /** What the mover's clock holds after a move that left it {@code remaining}. */
    long afterMove(long remaining) {
        return isPerMove() ? perMoveMs : remaining + incrementMs;
    }

    /** How long a side may take over its first move: 30 s, or the per-move allowance if longer. */
    long firstMoveMs() {
        return Math.max(FIRST_MOVE_MS, perMoveMs);
    }
}
