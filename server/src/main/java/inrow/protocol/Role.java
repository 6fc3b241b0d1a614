package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What a joining connection asks to be: a player (a seat, if one is open) or a spectator. */
public enum Role {
    PLAYER, SPECTATOR;

    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
