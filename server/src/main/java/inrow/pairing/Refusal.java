package inrow.pairing;

/** Why a pool refused a request; nothing changed. The wire maps each to an error code. */
public enum Refusal {
    /** The player already waits in a pool (this one or another): one entry per player across all pools. */
    ALREADY_SEEKING,
    /** No such pool in the catalogue. */
    UNKNOWN_POOL,
    /** Rated pools are for signed-in players. */
    RATED_NEEDS_ACCOUNT,
    /** Too many entries in a short time ({@link Pools#ENTRIES_PER_WINDOW} per {@link Pools#WINDOW_MS}). */
    TOO_MANY_ENTRIES
}
