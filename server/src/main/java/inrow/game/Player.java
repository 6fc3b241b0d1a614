package inrow.game;


/**
 * Someone who holds a seat for the life of a room: a person, with the token that proves the seat, or a computer,
 * with its level's code and no token. Seats swap colours on a rematch; the player, and so the token, stays in its slot.
 */
public record Player(String token, String name, SeatKind kind, String level) {
    public static Player person(String token, String name) {
        return new Player(token, name, SeatKind.HUMAN, null);
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

    Player renamed(String newName) {
        return new Player(token, newName, kind, level);
    }
}
