package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Who a chat line is for: the two players, or the spectators (both, once the game is over). */
public enum ChatRoom {
    PLAYERS, SPECTATORS;

    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The wire's spelling of the game's chat room: the one place the two meet. */
    public static ChatRoom from(inrow.game.ChatRoom room) {
        return switch (room) {
            case PLAYERS -> PLAYERS;
            case SPECTATORS -> SPECTATORS;
        };
    }
}
