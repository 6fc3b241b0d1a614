package inrow.tournament;

/** Where an arena is in its life; the wire's {@code status}. */
public enum ArenaStatus {
    CREATED, STARTED, FINISHED;

    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static ArenaStatus of(String code) {
        return valueOf(code.toUpperCase(java.util.Locale.ROOT));
    }
}
