package inrow.room;

/**
 * Cleans a display name or a chat line: printable (no controls, no invisible formatting such as bidi overrides),
 * spaces folded, trimmed, short. Escaping is the page's job; this keeps text sane. Three kinds of formatting
 * characters are text, not tricks, and stay: the zero-width non-joiner that Persian, Urdu and Indic words need
 * (U+200C), the joiner that builds emoji such as a family or a rainbow flag (U+200D), and the tags that spell a
 * subdivision flag after a black flag (U+E0020 to U+E007F, as in the flag of Scotland).
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
        boolean visible = false;
        int previous = -1;
        for (int i = 0; i < raw.length(); ) {
            int cp = raw.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                space = out.length() > 0;
            } else if (!Character.isISOControl(cp) && Character.getType(cp) != Character.UNASSIGNED
                && (Character.getType(cp) != Character.FORMAT || joins(cp, previous))) {
                // Stop before a character that would not fit whole, so a surrogate pair is never split.
                if (out.length() + (space ? 1 : 0) + Character.charCount(cp) > max) {
                    break;
                }
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.appendCodePoint(cp);
                previous = cp;
                visible |= Character.getType(cp) != Character.FORMAT;
            }
        }
        return visible ? out.toString() : fallback;
    }

    private static final int BLACK_FLAG = 0x1F3F4;

    /** Whether a formatting character is one that writing needs (see above), after {@code previous}. */
    private static boolean joins(int cp, int previous) {
        if (cp == 0x200C || cp == 0x200D) {
            return true;
        }
        return cp >= 0xE0020 && cp <= 0xE007F && (previous == BLACK_FLAG || previous >= 0xE0020 && previous <= 0xE007F);
    }
}
