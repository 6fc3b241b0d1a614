package inrow.tournament.swiss;

/** How a player was paired in a past round relative to his own score group (C.04.3 A.4). */
enum Float {
    /** Paired with a lower score, or given a point without a game. */
    DOWN,
    /** Paired with a higher score. */
    UP,
    NONE
}
