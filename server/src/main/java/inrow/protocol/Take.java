package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A swap opening's choice: play black ({@code X}), play white ({@code O}), or (swap2's first choice only) place
 * two more stones and hand the choice back ({@code more}).
 */
public enum Take {
    X, O, MORE;

    /** The spelling on the wire, in the store and in the cluster's messages: "X", "O", "more". */
    @JsonValue
    public String code() {
        return this == MORE ? "more" : name();
    }

    /** The take with this code; throws for anything else (a store row that was never written so). */
    public static Take of(String code) {
        for (Take t : values()) {
            if (t.code().equals(code)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no take " + code);
    }

    /** The wire's spelling of the game's take, and back: the one place the two meet. */
    public static Take from(inrow.game.Take take) {
        return switch (take) {
            case X -> X;
            case O -> O;
            case MORE -> MORE;
        };
    }

    public inrow.game.Take toGame() {
        return switch (this) {
            case X -> inrow.game.Take.X;
            case O -> inrow.game.Take.O;
            case MORE -> inrow.game.Take.MORE;
        };
    }
}
