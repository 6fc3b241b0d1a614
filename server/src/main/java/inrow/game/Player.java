package inrow.game;


/**
 * Someone who holds a seat for the life of a room: a person, with the token that proves the seat, or a computer,
 * with its level's code and no token. Seats swap colours on a rematch; the player, and so the token, stays in its slot.
 * {@code account}: the account that owns a person's seat (an opaque id, null for a guest): it proves the seat as the
 * token does, so the same account on another device sits down in it.
 */
public record Player(String token, String name, SeatKind kind, String level, String account) {
    public Player(String token, String name, SeatKind kind, String level) {
        this(token, name, kind, level, null);
    }

    public static Player person(String token, String name) {
        return new Player(token, name, SeatKind.HUMAN, null, null);
    }

    /** A person whose seat {@code account} owns (null: a guest). */
    public static Player person(String token, String name, String account) {
        return new Player(token, name, SeatKind.HUMAN, null, account);
    }

    /** A computer of this level (its code, which the bots know) under this name. */
    public static Player computer(String level, String name) {
        return new Player(null, name, SeatKind.BOT, level);
    }

    public boolean isBot() {
        return kind == SeatKind.BOT;
    }

    /** Whether {@code token} proves this seat; the time taken does not depend on where the strings differ. */
    boolean holds(String given) {
        return token != null && given != null && java.security.MessageDigest.isEqual(
            token.getBytes(java.nio.charset.StandardCharsets.UTF_8),
            given.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Whether {@code given} is the account that owns this seat; constant time, like {@link #holds}. */
    boolean ownedBy(String given) {
        return account != null && given != null && java.security.MessageDigest.isEqual(
            account.getBytes(java.nio.charset.StandardCharsets.UTF_8),
            given.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    Player renamed(String newName) {
        return new Player(token, newName, kind, level, account);
    }

    /** The same player, its seat owned by {@code owner}. */
    Player owned(String owner) {
        return new Player(token, name, kind, level, owner);
    }
}
