package inrow.tools;

/**
 * How long the pbrain bot may think for one move, from the manager's limits. The turn limit caps it, and so does a
 * fair share of the match time left; from that cap a safety margin is taken off (12 %, and at least 30 ms) so that
 * the answer, JVM pauses and the pipe included, arrives inside the limit. A watchdog answers with a fallback move at
 * {@link #hardMillis()} if the bot overruns its budget.
 *
 * @param thinkMillis the budget handed to the bot
 * @param hardMillis  when the answer is due at the latest, counted from the same instant
 */
record ThinkTime(long thinkMillis, long hardMillis) {
    /** Piskvork's default turn limit, used until the manager sends INFO timeout_turn. */
    static final long DEFAULT_TURN_MILLIS = 30_000;
    /** timeout_turn 0 asks for play as fast as possible. */
    static final long FAST_THINK_MILLIS = 10;
    static final long FAST_HARD_MILLIS = 250;
    /** How many more of our own moves the match time left is shared between. */
    static final int MOVES_TO_GO = 25;
    static final double MARGIN = 0.12;
    static final long MIN_MARGIN_MILLIS = 30;

    /**
     * @param timeoutTurn  INFO timeout_turn (0: as fast as possible)
     * @param timeoutMatch INFO timeout_match (0: no match limit)
     * @param timeLeft     INFO time_left, or a negative number when the manager never sent it
     * @param emptyCells   empty cells on the board, to estimate how many moves are left
     */
    static ThinkTime of(long timeoutTurn, long timeoutMatch, long timeLeft, int emptyCells) {
        if (timeoutTurn <= 0) {
            return new ThinkTime(FAST_THINK_MILLIS, FAST_HARD_MILLIS);
        }
        long limit = timeoutTurn;
        if (timeoutMatch > 0 && timeLeft >= 0) {
            int movesToGo = Math.max(1, Math.min(MOVES_TO_GO, (emptyCells + 1) / 2));
            limit = Math.min(limit, timeLeft / movesToGo);
        }
        long margin = Math.max(MIN_MARGIN_MILLIS, Math.round(limit * MARGIN));
        long think = Math.max(1, limit - margin);
        // The watchdog fires halfway through the margin: late enough for a bot that finishes just over its budget,
        // early enough to answer in time.
        long hard = Math.max(think + 1, limit - margin / 2);
        return new ThinkTime(think, hard);
    }
}
