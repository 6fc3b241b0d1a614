package inrow.game;

/**
 * A swap opening's choice: play black ({@code X}), play white ({@code O}), or (swap2's first choice only) place
 * two more stones and hand the choice back ({@code MORE}).
 */
public enum Take {
    X, O, MORE;

    /** The spelling in the store and in the cluster's messages: "X", "O", "more". */
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
}
