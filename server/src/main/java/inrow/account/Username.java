package inrow.account;

import java.util.Locale;

/**
 * A username's rules: 2 to 20 characters, ASCII letters, digits, {@code _} and {@code -}, not starting or ending with
 * {@code _} or {@code -}; unique without regard to case. ASCII only, so that no two names look alike to a reader
 * (no Cyrillic "а" beside a Latin "a") and case folds one way in every language.
 */
public final class Username {
    public static final int MIN = 2;
    public static final int MAX = 20;

    private Username() {
    }

    /** The first rule the name breaks, or null when it is a good name. */
    public static AccountError problem(String name) {
        if (name == null || name.length() < MIN) {
            return AccountError.NAME_TOO_SHORT;
        }
        if (name.length() > MAX) {
            return AccountError.NAME_TOO_LONG;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-';
            if (!ok) {
                return AccountError.NAME_BAD_CHARACTER;
            }
        }
        if (edge(name.charAt(0)) || edge(name.charAt(name.length() - 1))) {
            return AccountError.NAME_BAD_EDGE;
        }
        return null;
    }

    private static boolean edge(char c) {
        return c == '_' || c == '-';
    }

    /** The key two names are the same by: "Ana", "ana" and "ANA" are one name. */
    public static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
