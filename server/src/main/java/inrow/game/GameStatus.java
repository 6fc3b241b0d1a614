package inrow.game;

import java.util.Locale;

/** Where a game stands: a seat still open, both seats taken and play on, or the round is over. */
public enum GameStatus {
    WAITING, PLAYING, OVER;

    /** The spelling in the store and in the cluster's messages (the wire has its own, {@code protocol.GameStatus}). */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The status with this code; throws for anything else (a store row or message that was never written so). */
    public static GameStatus of(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }
}
