package inrow.web;

/**
 * A player's public page: their name and when they joined; {@code games} counts the games linked to the account
 * (none until the room links seats to accounts). {@code found} false: no such player (or a deleted one).
 */
public record ProfilePage(String name, long joined, int games, boolean found) {
}
