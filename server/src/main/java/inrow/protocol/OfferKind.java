package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What one player may propose and the other answer: a draw, or taking back the proposer's last move. */
public enum OfferKind {
    DRAW, TAKEBACK;

    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The wire's spelling of the game's offer kind: the one place the two meet. */
    public static OfferKind from(inrow.game.OfferKind kind) {
        return switch (kind) {
            case DRAW -> DRAW;
            case TAKEBACK -> TAKEBACK;
        };
    }
}
