package inrow.game;

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
        // A joiner is kept only between two kept characters, with no space between: at an end, beside a space or
        // repeated it joins nothing, and would only make a name that looks like another.
        int joiner = -1;
        int previous = -1;
        int marks = 0; // marks on the last character kept
        for (int i = 0; i < raw.length(); ) {
            int cp = raw.codePointAt(i);
            i += Character.charCount(cp);
            int type = Character.getType(cp);
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp) || looksBlank(cp)) {
                space = out.length() > 0;
                joiner = -1;
                marks = 0;
            } else if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK) {
                // A mark belongs to the character before it: alone it is no name, and piled up it spills over the
                // lines around it. Five on one character are more than any writing needs (a Tibetan stack takes
                // three or four).
                boolean joined = joiner >= 0; // Bengali's ra, joiner, virama, ya: the mark follows a joiner
                if (previous < 0 || space || marks >= MAX_MARKS
                    || out.length() + (joined ? 1 : 0) + Character.charCount(cp) > max) {
                    continue;
                }
                if (joined) {
                    out.append((char) joiner);
                    joiner = -1;
                }
                out.appendCodePoint(cp);
                marks++;
            } else if (type == Character.PRIVATE_USE) {
                continue; // no font shows it the same way twice, if at all
            } else if (cp == ZWNJ || cp == ZWJ) {
                joiner = out.length() > 0 && !space ? cp : -1;
            } else if (!Character.isISOControl(cp) && type != Character.UNASSIGNED
                && (type != Character.FORMAT || isTag(cp) && (previous == BLACK_FLAG || isTag(previous)))) {
                boolean joined = joiner >= 0 && type != Character.FORMAT;
                // Stop before a character that would not fit whole, so a surrogate pair is never split.
                if (out.length() + (space ? 1 : 0) + (joined ? 1 : 0) + Character.charCount(cp) > max) {
                    break;
                }
                if (space) {
                    out.append(' ');
                    space = false;
                }
                if (joined) {
                    out.append((char) joiner);
                }
                joiner = -1;
                out.appendCodePoint(cp);
                previous = cp;
                if (type != Character.FORMAT) {
                    marks = 0; // a flag's tags are part of the character before them: its marks still count
                }
            }
        }
        dropUnfinishedFlag(out);
        return out.length() == 0 ? fallback : out.toString();
    }

    private static final int MAX_MARKS = 5;

    /**
     * Characters that are letters or symbols to Unicode but draw nothing: the Hangul fillers and the blank braille
     * pattern. A name of them alone looked like no name at all, and between words they are spaces.
     */
    private static boolean looksBlank(int cp) {
        // Not the conjoining fillers U+115F and U+1160: they build old Hangul syllables with the jamo after them.
        return cp == 0x3164 || cp == 0xFFA0 || cp == 0x2800;
    }

    private static final int ZWNJ = 0x200C;
    private static final int ZWJ = 0x200D;
    private static final int BLACK_FLAG = 0x1F3F4;
    private static final int CANCEL_TAG = 0xE007F;

    private static boolean isTag(int cp) {
        return cp >= 0xE0020 && cp <= CANCEL_TAG;
    }

    /**
     * A subdivision flag is a black flag, tags, and a cancel tag; cut at the limit before its end (or sent without
     * one), it would show as a black flag followed by nothing anyone can read: it goes, with what joined it on.
     */
    private static void dropUnfinishedFlag(StringBuilder out) {
        int end = out.length();
        while (end > 0 && isTag(out.codePointBefore(end)) && out.codePointBefore(end) != CANCEL_TAG) {
            end -= 2;
        }
        if (end == out.length()) {
            return;
        }
        if (end > 0 && out.codePointBefore(end) == BLACK_FLAG) {
            end -= 2;
        }
        while (end > 0 && (out.charAt(end - 1) == ' ' || out.charAt(end - 1) == ZWJ || out.charAt(end - 1) == ZWNJ)) {
            end--;
        }
        out.setLength(end);
    }
}
