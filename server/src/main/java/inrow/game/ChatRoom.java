package inrow.game;

import java.util.Locale;

/** Who a chat line is for: the two players, or the spectators (both, once the game is over). */
public enum ChatRoom {
    PLAYERS, SPECTATORS;

    /** The spelling in the store. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
