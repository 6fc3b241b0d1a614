package inrow.arenas;

/** Why an arena refused a player's request; nothing was changed. The API names each with its own code. */
public enum Refusal {
    NOT_FOUND, ALREADY_JOINED, WRONG_PASSWORD, RATING_RANGE, RATED_GAMES, TOURNAMENT_OVER, NOT_JOINED, CANNOT_BERSERK
}
