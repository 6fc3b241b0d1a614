package inrow.protocol;

/** The error codes of the wire contract (docs/protocol.md); names are fixed, clients rely on them. */
public enum ErrorCode {
    BAD_MESSAGE, NOT_STARTED, NOT_YOUR_TURN, OCCUPIED, OUT_OF_BOUNDS, GAME_OVER, NOT_OVER, NOT_A_PLAYER, STALE,
    BAD_TOKEN, UNKNOWN_GAME, RATE_LIMITED, TOO_LARGE, NOT_CLAIMABLE,
    /** Accepting or declining when there is nothing to answer. */
    NO_OFFER,
    /** Takebacks off, an abort too late, an offer while the game is not on. */
    NOT_ALLOWED,
    /** The change could not be made durable, so it was not made. */
    UNAVAILABLE,
    /** HTTP only. */
    BAD_REQUEST, BUSY, UNSUPPORTED_MEDIA_TYPE,
    /** A request started by a page of another site (its Origin names another host). */
    FOREIGN_ORIGIN,
    /** Renju: black may not play a point that makes a double-three, a double-four or an overline. */
    FORBIDDEN,
    /** Gravity: the move named a row other than the one its stone would land on. */
    FLOATING,
    /** The same request again too soon (a takeback refused a moment ago, a rename or a seat change): wait. */
    TOO_SOON,
    /** The computer grants a few takebacks a round, then no more. */
    NO_MORE_TAKEBACKS,
    /** The chat of this game (or this player's share of it) is full. */
    CHAT_FULL,
    /** Told to a connection whose seat in a listed game went back to the lobby: its first move never came. */
    SEAT_LOST,
    /** This address lost too many listed games' seats that way of late: it may not take another for a while. */
    SEAT_BARRED,
    /** Pairing: this player already waits in a pool (one entry per player across all pools). */
    ALREADY_SEEKING,
    /** Pairing: no pool by that name. */
    UNKNOWN_POOL,
    /** Pairing: rated pools are for signed-in players. */
    NEEDS_ACCOUNT,
    /** Seeks: a rating range outside 600..3000, or its min above its max. */
    BAD_RANGE,
    /** Seeks: one's own seek cannot be accepted. */
    OWN_SEEK,
    /** Seeks: no open seek by that id (withdrawn, lapsed, or taken by someone else first). */
    UNKNOWN_SEEK,
    /** Seeks: the accepter's rating is outside the seek's range. */
    OUT_OF_RANGE,
    /** HTTP, tournaments: no such tournament. */
    NOT_FOUND,
    /** Tournaments: joining an arena one is already in. */
    ALREADY_JOINED,
    /** Tournaments: the arena's password was not given, or not this one. */
    WRONG_PASSWORD,
    /** Tournaments: the player's rating or number of rated games is outside the arena's entry conditions. */
    ENTRY_CONDITION,
    /** Tournaments: the arena is over. */
    TOURNAMENT_OVER,
    /** Tournaments: pausing, resuming or withdrawing from an arena one never joined. */
    NOT_JOINED,
    /** Tournaments: no game to go berserk in, a move already made in it, or berserk already. */
    CANNOT_BERSERK,
    /** Tournaments: joining one while an active entrant of another that has not ended (one at a time). */
    IN_OTHER_TOURNAMENT,
    /** Tournaments: pause, resume or berserk asked of a Swiss tournament, which has none of them. */
    NOT_IN_SWISS,
    /** Tournaments: a Swiss-only request (the TRF file) about an arena. */
    NOT_SWISS;

    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public ServerMessage.Error reply(String message, MessageId id) {
        return new ServerMessage.Error(code(), message, id);
    }

    /** With a renju move's forbidden shape ("double_three", "double_four", "overline"), or null. */
    public ServerMessage.Error reply(String message, MessageId id, String foul) {
        return new ServerMessage.Error(code(), message, id, foul);
    }

    /** The wire's code for a refusal of the game's judge: the one place the two meet. */
    public static ErrorCode of(inrow.game.Refusal refusal) {
        return switch (refusal) {
            case BAD_MESSAGE -> BAD_MESSAGE;
            case NOT_A_PLAYER -> NOT_A_PLAYER;
            case BAD_TOKEN -> BAD_TOKEN;
            case NOT_STARTED -> NOT_STARTED;
            case GAME_OVER -> GAME_OVER;
            case NOT_OVER -> NOT_OVER;
            case NOT_YOUR_TURN -> NOT_YOUR_TURN;
            case STALE -> STALE;
            case OCCUPIED -> OCCUPIED;
            case OUT_OF_BOUNDS -> OUT_OF_BOUNDS;
            case FORBIDDEN -> FORBIDDEN;
            case FLOATING -> FLOATING;
            case NOT_CLAIMABLE -> NOT_CLAIMABLE;
            case NO_OFFER -> NO_OFFER;
            case NOT_ALLOWED -> NOT_ALLOWED;
            case TOO_SOON -> TOO_SOON;
            case NO_MORE_TAKEBACKS -> NO_MORE_TAKEBACKS;
            case CHAT_FULL -> CHAT_FULL;
        };
    }
}
