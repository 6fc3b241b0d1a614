package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Timeout(value = 10, unit = TimeUnit.SECONDS)
class NamesTest {
    @Test
    void keepsPrintableTextAndCollapsesWhitespace() {
        assertEquals("Ann Lee", Names.clean("  Ann \t\n  Lee  ", "fallback"));
        assertEquals("Zoë 陳", Names.clean("Zoë\u3000陳", "fallback"));
    }

    @Test
    void dropsControlAndFormatCharacters() {
        assertEquals("abc", Names.clean("a\u0000b\u0007\u202Ec\u200B", "fallback"));
        assertEquals("evil", Names.clean("\u202Eevil\u2066", "fallback"));
    }

    /**
     * The joiners that writing needs are kept: Persian "می‌خواهم" has a non-joiner, a family emoji and a rainbow flag
     * are joined, and Scotland's flag is a black flag with tags. A tag anywhere else, or a joiner alone, is not text.
     */
    @Test
    void keepsTheJoinersThatWritingNeeds() {
        for (String text : new String[] {"\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645",
            "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67", "\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08",
            "\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62\uDB40\uDC73\uDB40\uDC63\uDB40\uDC74\uDB40\uDC7F"}) {
            assertEquals(text, Names.clean(text, "fallback", 140));
        }
        assertEquals("hi", Names.clean("h\uDB40\uDC41i", "fallback"), "a tag after a letter hides text");
        assertEquals("fallback", Names.clean("\u200D\u200C", "fallback"), "joiners alone are nothing to read");
    }

    /** A joiner joins two characters or goes: at an end, beside a space or repeated, it only disguises a name. */
    @Test
    void aJoinerThatJoinsNothingGoes() {
        assertEquals("Ana", Names.clean("Ana \u200D", "fallback"));
        assertEquals("Ana", Names.clean("\u200D Ana", "fallback"));
        assertEquals("Ana", Names.clean("\u200C\u200C\u200CAna", "fallback"));
        assertEquals("Ana", Names.clean("Ana\u200D", "fallback"));
        assertEquals("a\u200Db", Names.clean("a\u200D\u200D\u200Db", "fallback"));
        assertEquals("a b", Names.clean("a\u200D b", "fallback"));
    }

    /** Cut at the limit, a joined pair is kept whole or not at all, and a subdivision flag is not left half-spelt. */
    @Test
    void theCutKeepsJoinedTextWhole() {
        String scotland = "\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62\uDB40\uDC73\uDB40\uDC63\uDB40\uDC74\uDB40\uDC7F";
        assertEquals("ab", Names.clean("ab " + scotland, "fallback", 10), "the flag does not fit: it goes whole");
        assertEquals("ab " + scotland, Names.clean("ab " + scotland, "fallback", 3 + scotland.length()));
        assertEquals("a", Names.clean("a\u200Db", "fallback", 2), "b does not fit, so neither does its joiner");
        assertEquals("fallback", Names.clean(scotland.substring(0, 6), "fallback"), "a flag without its end tag");
    }

    @Test
    void fallsBackWhenNothingPrintableIsLeft() {
        assertEquals("Player X", Names.clean(null, "Player X"));
        assertEquals("Player X", Names.clean("", "Player X"));
        assertEquals("Player X", Names.clean(" \t\u0000\u200B ", "Player X"));
    }

    /** Letters and symbols to Unicode that draw nothing made a name that looked like none (QA). */
    @Test
    void charactersThatDrawNothingAreNoName() {
        assertEquals("Player", Names.clean("\u3164\u3164", "Player"), "Hangul fillers");
        assertEquals("Player", Names.clean("\u2800\u2800", "Player"), "blank braille");
        assertEquals("Player", Names.clean("\u0301\u0308\u0301", "Player"), "marks with no letter to sit on");
        assertEquals("Player", Names.clean("\uE000\uF8FF", "Player"), "private use");
        assertEquals("Ann Lee", Names.clean("Ann\u3164Lee", "Player"), "a filler between words is a space");
    }

    /** Marks sit on their letter, a few at most: a pile of them spilled over the lines around the name (QA). */
    @Test
    void marksStayOnTheirLetterAFewAtMost() {
        assertEquals("Z\u0301\u0302\u0303\u0304\u0305o", Names.clean("Z" + "\u0301\u0302\u0303\u0304\u0305\u0306"
            .repeat(3) + "o", "Player"));
        assertEquals("\u0F66\u0F92\u0FB2\u0F74", Names.clean("\u0F66\u0F92\u0FB2\u0F74", "Player"), "a Tibetan stack");
        assertEquals("\u115F\u1161\u11A8", Names.clean("\u115F\u1161\u11A8", "Player"), "an old Hangul syllable");
        assertEquals("Nguy\u00ea\u0303n", Names.clean("Nguy\u00ea\u0303n", "Player"), "Vietnamese, decomposed");
        assertEquals("\u0915\u094D\u0937\u093F", Names.clean("\u0915\u094D\u0937\u093F", "Player"), "Devanagari");
        assertEquals("\u2764\uFE0F", Names.clean("\u2764\uFE0F", "Player"), "an emoji's variation selector");
        assertEquals("1\uFE0F\u20E3", Names.clean("1\uFE0F\u20E3", "Player"), "a keycap");
        assertEquals("a b", Names.clean("a \u0301b", "Player"), "a mark after a space has nothing to sit on");
        // Bengali's ra + joiner + virama + ya (the ya-phala), as in "র‍্যাব": the mark comes after the joiner.
        assertEquals("\u09B0\u200D\u09CD\u09AF\u09BE\u09AC", Names.clean("\u09B0\u200D\u09CD\u09AF\u09BE\u09AC",
            "Player"));
        // A black flag's tags do not start a fresh count of marks.
        String flagged = Names.clean("\uD83C\uDFF4" + ("\uDB40\uDC67" + "\u0301\u0302\u0303\u0304\u0305").repeat(3)
            + "\uDB40\uDC7F", "Player", 140);
        assertTrue(flagged.codePoints().filter(c -> Character.getType(c) == Character.NON_SPACING_MARK).count() <= 5,
            flagged);
    }

    @Test
    void truncatesLongNames() {
        assertEquals("n".repeat(Names.MAX_LENGTH), Names.clean("n".repeat(1000), "fallback"));
    }

    /** The limit holds whatever sits at the cut: a space before a letter, or a character outside the BMP. */
    @ParameterizedTest(name = "{index}")
    @ValueSource(strings = {
        "aaaaaaaaaaaaaaaaaaaaaaa bbbb",              // 23 letters, a space, more letters
        "aaaaaaaaaaaaaaaaaaaaaaa\uD83D\uDE00\uD83D\uDE00", // 23 letters, then emoji (two chars each)
        "aaaaaaaaaaaaaaaaaaaaaaa \uD83D\uDE00",        // 23 letters, a space, an emoji
        "aaaaaaaaaaaaaaaaaaaaaaaaa",                 // 25 letters
    })
    void neverLongerThanMaxLength(String raw) {
        String clean = Names.clean(raw, "fallback");
        assertTrue(clean.length() <= Names.MAX_LENGTH,
            "\"" + clean + "\" is " + clean.length() + " chars, more than " + Names.MAX_LENGTH);
        assertTrue(clean.startsWith("a".repeat(23)), clean);
    }
}
