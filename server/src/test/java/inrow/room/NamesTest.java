package inrow.room;

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

    @Test
    void fallsBackWhenNothingPrintableIsLeft() {
        assertEquals("Player X", Names.clean(null, "Player X"));
        assertEquals("Player X", Names.clean("", "Player X"));
        assertEquals("Player X", Names.clean(" \t\u0000\u200B ", "Player X"));
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
