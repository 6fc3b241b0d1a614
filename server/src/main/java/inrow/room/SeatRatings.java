package inrow.room;

/**
 * What a rated game's page shows beside a seat owned by an account: the rating it went into the round with
 * ({@code "1500?"} while provisional) and, once the round is over and rated, what the round changed ({@code +12},
 * {@code -12}). The store rates a round in the transaction that ends it, so by the time a room shows the end the
 * change is there to read. The room asks by account id; the server answers from its ratings (kept by a cache: a room
 * waits on the database at most once per seat and round).
 */
public interface SeatRatings {
    /** {@code change}: null until the round is over and rated (an aborted round never is). */
    record Shown(String label, Long change) {
    }

    /** For seat {@code account} of game {@code code} in rated {@code kind} at this clock's speed; null: nothing. */
    Shown of(String code, int round, boolean over, String account, String kind, inrow.game.TimeControl clock);

    /** No ratings: nothing is shown. */
    SeatRatings NONE = (code, round, over, account, kind, clock) -> null;
}
