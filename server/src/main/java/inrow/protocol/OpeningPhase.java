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
}
