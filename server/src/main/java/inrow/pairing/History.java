package inrow.pairing;

/**
 * What pairing remembers of each player's games: the port a cluster version can keep in a shared store.
 * {@link RecentPairings} is the one-node version.
 */
public interface History {
    Recent recent(String player);

    /** A pairing was made: {@code player} meets {@code opponent} and has {@code side}. */
    void paired(String player, String opponent, Side side);
}
