package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Where a swap opening stands: stones to place, a colour to choose, or colours settled and play on. */
public enum OpeningPhase {
    PLACE, CHOOSE, DONE;

    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The wire's spelling of the game's opening phase: the one place the two meet. */
    public static OpeningPhase from(inrow.game.OpeningPhase phase) {
        return switch (phase) {
            case PLACE -> PLACE;
            case CHOOSE -> CHOOSE;
            case DONE -> DONE;
        };
    }
}
