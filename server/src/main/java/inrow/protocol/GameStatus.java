package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Where a game stands: a seat still open, both seats taken and play on, or the round is over. */
public enum GameStatus {
    WAITING, PLAYING, OVER;

    /** The spelling on the wire, in the store and in the cluster's messages. */
    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The status with this code; throws for anything else (a store row or message that was never written so). */
    public static GameStatus of(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }

    /** The wire's spelling of the game's status: the one place the two meet. */
    public static GameStatus from(inrow.game.GameStatus status) {
        return switch (status) {
            case WAITING -> WAITING;
            case PLAYING -> PLAYING;
            case OVER -> OVER;
        };
    }
}
