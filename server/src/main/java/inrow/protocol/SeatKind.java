package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Who sits in a seat: a person, who proves the seat with a token, or a computer. */
public enum SeatKind {
    HUMAN, BOT;

    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SeatKind of(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }

    /** The wire's spelling of the game's seat kind: the one place the two meet. */
    public static SeatKind from(inrow.game.SeatKind kind) {
        return switch (kind) {
            case HUMAN -> HUMAN;
            case BOT -> BOT;
        };
    }
}
