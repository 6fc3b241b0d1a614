package inrow.pairing;

/**
 * Who asks to be paired: an opaque player id (a guest's or an account's, the caller's choice; the same id is the
 * same person everywhere), whether they are signed in, and their rating and deviation in the pool's kind and speed
 * as they stand now (a guest's is a newcomer's 1500/350). {@code name} and {@code account} (null when not known)
 * travel with the entry unread here: a node pairing a player who waits on another node seats them by these.
 */
public record Seeker(String player, boolean signedIn, double rating, double deviation, String name, String account) {
    public Seeker {
        if (player == null || player.isBlank()) {
            throw new IllegalArgumentException("a seeker needs a player id");
        }
    }

    public Seeker(String player, boolean signedIn, double rating, double deviation) {
        this(player, signedIn, rating, deviation, null, null);
    }
}
