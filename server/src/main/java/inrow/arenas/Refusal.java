package inrow.arenas;

import inrow.tournament.Joining;

/** Why an arena refused a player's request; nothing was changed. The API names each with its own code. */
public enum Refusal {
    NOT_FOUND, ALREADY_JOINED, WRONG_PASSWORD, RATING_RANGE, RATED_GAMES, TOURNAMENT_OVER, NOT_JOINED, CANNOT_BERSERK,
    /** Active in another tournament that has not ended: one at a time, so no Swiss round waits on an arena game. */
    IN_OTHER_TOURNAMENT;

    /** A store's answer to a join: null when joined. */
    public static Refusal of(Joining j) {
        return switch (j) {
            case JOINED -> null;
            case ALREADY_JOINED -> ALREADY_JOINED;
            case IN_OTHER_TOURNAMENT -> IN_OTHER_TOURNAMENT;
        };
    }
}
