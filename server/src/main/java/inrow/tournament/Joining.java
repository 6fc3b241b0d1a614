package inrow.tournament;

/** What a store made of a join: done, or refused (nothing changed). */
public enum Joining {
    JOINED,
    /** They had joined this tournament already. */
    ALREADY_JOINED,
    /** They are an active entrant of another tournament that has not ended (one at a time). */
    IN_OTHER_TOURNAMENT
}
