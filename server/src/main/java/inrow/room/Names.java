package inrow.room;

/**
 * Cleans a display name or a chat line: printable (no controls, no invisible formatting such as bidi overrides),
 * spaces folded, trimmed, short. Escaping is the page's job; this keeps text sane.
 */
public final class Names {
    public static final int MAX_LENGTH = 24;

    private Names() {
    }

    /** The cleaned name, or {@code fallback} when nothing printable is left. */
    public static String clean(String raw, String fallback) {
        return clean(raw, fallback, MAX_LENGTH);
    }

    /** The cleaned text cut at {@code max} characters, or {@code fallback} when nothing printable is left. */
    public static String clean(String raw, String fallback, int max) {
        if (raw == null) {
            return fallback;
        }
        StringBuilder out = new StringBuilder();
        boolean space = false;
        for (int i = 0; i < raw.length(); ) {
            int cp = raw.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                space = out.length() > 0;
            } else if (!Character.isISOControl(cp) && Character.getType(cp) != Character.FORMAT
                && Character.getType(cp) != Character.UNASSIGNED) {
                // Stop before a character that would not fit whole, so a surrogate pair is never split.
                if (out.length() + (space ? 1 : 0) + Character.charCount(cp) > max) {
                    break;
                }
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.appendCodePoint(cp);
            }
        }
        return out.length() == 0 ? fallback : out.toString();
    }
}
