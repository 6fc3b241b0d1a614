package inrow.game;

/**
 * Why the judge refuses a command, in the game's words. The wire says it as an error code ({@code
 * protocol.ErrorCode#of}); a few refusals are about the command's own content (a cell off the board, a stale ply,
 * an empty chat line) rather than about what the sender may do now: see {@link #rule}.
 */
public enum Refusal {
    /** The command is malformed for this game (a move without a row off a gravity board, an empty chat line). */
    BAD_MESSAGE,
    NOT_A_PLAYER,
    BAD_TOKEN,
    NOT_STARTED,
    GAME_OVER,
    NOT_OVER,
    NOT_YOUR_TURN,
    STALE,
    OCCUPIED,
    OUT_OF_BOUNDS,
    /** Renju: black may not play a point that makes a double-three, a double-four or an overline. */
    FORBIDDEN,
    /** Gravity: the move named a row other than the one its stone would land on. */
    FLOATING,
    NOT_CLAIMABLE,
    /** Accepting or declining when there is nothing to answer. */
    NO_OFFER,
    /** Takebacks off, an abort too late, an offer while the game is not on. */
    NOT_ALLOWED,
    /** The same request again too soon. */
    TOO_SOON,
    /** The computer grants a few takebacks a round, then no more. */
    NO_MORE_TAKEBACKS,
    /** The chat of this game (or this player's share of it) is full. */
    CHAT_FULL;

    /**
     * Whether this refusal is about what the sender may do now (a rule of the table), not about the command's own
     * content: what {@link Capabilities} answers in advance.
     */
    public boolean rule() {
        return switch (this) {
            case BAD_MESSAGE, BAD_TOKEN, STALE, OCCUPIED, OUT_OF_BOUNDS, FORBIDDEN, FLOATING -> false;
            default -> true;
        };
    }
}
