package inrow.game;

import java.util.Locale;

/** Who sits in a seat: a person, who proves the seat with a token, or a computer. */
public enum SeatKind {
    HUMAN, BOT;

    /** The spelling in the store and in the cluster's messages. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SeatKind of(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }
}
