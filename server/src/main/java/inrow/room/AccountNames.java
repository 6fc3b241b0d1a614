package inrow.room;

/**
 * Accounts as a game's players are shown: the username a seat's owner goes by, or that the account was deleted. The
 * room sees only an account's opaque id; the server answers from its accounts (a node's cache over the shared
 * database), and a view is built from it, so a name is never stored with the game.
 */
public interface AccountNames {
    /** {@code name}: the username (null when {@code deleted}). */
    record Owner(String name, boolean deleted) {
        public static final Owner GONE = new Owner(null, true);
    }

    /** The owner behind this account id, or null when none is known (no accounts on this server). */
    Owner of(String account);

    /** No accounts: every seat shows as a guest's. */
    AccountNames NONE = account -> null;
}
