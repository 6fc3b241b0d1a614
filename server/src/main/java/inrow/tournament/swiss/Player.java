package inrow.tournament.swiss;

import java.util.Comparator;

/**
 * A registered player: {@code id} is the site's own (an account id), stable across rounds; the pairing number is the
 * player's place in {@link SwissState#players()}, not this id.
 */
public record Player(int id, String name, int rating) {
    /** FIDE's initial ranking list (C.04.2, A.2 of C.04.3): rating high to low, then name. */
    public static final Comparator<Player> INITIAL_RANKING =
        Comparator.comparingInt(Player::rating).reversed().thenComparing(Player::name).thenComparingInt(Player::id);

    public Player {
        if (id <= 0) {
            throw new IllegalArgumentException("player id must be positive: " + id);
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("player name must not be blank");
        }
    }
}
