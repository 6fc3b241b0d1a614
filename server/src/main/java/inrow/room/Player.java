package inrow.room;

import inrow.bot.Level;
import inrow.protocol.SeatKind;

/**
 * Someone who holds a seat for the life of a room: a person, with the token that proves the seat, or a computer,
 * with its level and no token. Seats swap colours on a rematch; the player, and so the token, stays in its slot.
 */
public record Player(String token, String name, SeatKind kind, Level level) {
    static Player person(String token, String name) {
        return new Player(token, name, SeatKind.HUMAN, null);
    }

    static Player computer(Level level) {
        return new Player(null, level.label(), SeatKind.BOT, level);
    }

    boolean isBot() {
        return kind == SeatKind.BOT;
    }

    Player renamed(String newName) {
        return new Player(token, newName, kind, level);
    }
}
