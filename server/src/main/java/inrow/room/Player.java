package inrow.room;

import inrow.bot.Bot;
import inrow.bot.Level;

/**
 * Someone who holds a seat for the life of a room: a person, with the token that proves the seat, or a computer,
 * with its bot and no token. Seats swap on a rematch; the player, and so the token, stays.
 */
final class Player {
    final String token;
    String name;
    final Level level;
    final Bot bot;

    Player(String token, String name) {
        this(token, name, null, null);
    }

    private Player(String token, String name, Level level, Bot bot) {
        this.token = token;
        this.name = name;
        this.level = level;
        this.bot = bot;
    }

    static Player computer(Level level, Bot bot) {
        return new Player(null, level.label(), level, bot);
    }

    boolean isBot() {
        return bot != null;
    }
}
