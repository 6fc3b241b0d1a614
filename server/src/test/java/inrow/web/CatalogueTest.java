package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.util.ULocale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every language has every message, no more, none empty, with the same placeholders as English, and each one is a
 * valid ICU message; plurals follow each language's rules.
 */
class CatalogueTest {
    private static final Map<String, String> ENGLISH = Catalogue.read(Language.EN, true);

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyLanguageHasExactlyTheEnglishKeysWithTheSamePlaceholders(Language l) {
        Map<String, String> messages = Catalogue.read(l, true);
        Set<String> missing = new TreeSet<>(ENGLISH.keySet());
        missing.removeAll(messages.keySet());
        Set<String> extra = new TreeSet<>(messages.keySet());
        extra.removeAll(ENGLISH.keySet());
        assertEquals(Set.of(), missing, l + " lacks these keys");
        assertEquals(Set.of(), extra, l + " has keys English lacks");
        for (var e : messages.entrySet()) {
            assertFalse(e.getValue().isBlank(), l + " " + e.getKey() + " is empty");
            assertEquals(arguments(ENGLISH.get(e.getKey())), arguments(e.getValue()),
                l + " " + e.getKey() + ": placeholders differ from English");
        }
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyMessageIsValidIcuAndFormats(Language l) {
        for (var e : Catalogue.read(l, true).entrySet()) {
            MessageFormat format = new MessageFormat(e.getValue(), ULocale.forLanguageTag(l.tag));
            Map<String, Object> args = new java.util.HashMap<>();
            for (String name : arguments(e.getValue())) {
                // "t" is a date (common.date, the account pages' dates).
                args.put(name, name.equals("n") || name.equals("d") ? 2 : name.equals("how") ? "time"
                    : name.equals("seat") ? "X" : name.equals("t") ? new java.util.Date(0) : "v");
            }
            String out = format.format(args);
            assertFalse(out.contains("{"), l + " " + e.getKey() + " left a brace: " + out);
        }
    }

    @Test
    void pluralsFollowEachLanguage() {
        Catalogue c = Catalogue.load(true);
        assertEquals("1 move", c.format(Language.EN, "js.lobby.moves", "n", 1));
        assertEquals("2 moves", c.format(Language.EN, "js.lobby.moves", "n", 2));
        assertTrue(c.format(Language.ES, "js.lobby.moves", "n", 1).startsWith("1 "));
        assertTrue(!c.format(Language.ES, "js.lobby.moves", "n", 1).equals(
            c.format(Language.ES, "js.lobby.moves", "n", 2).replace("2", "1")), "Spanish has a singular");
        // French counts 0 as singular; Chinese has one form for every count.
        assertEquals(c.format(Language.FR, "js.lobby.moves", "n", 0).replace("0", "1"),
            c.format(Language.FR, "js.lobby.moves", "n", 1));
        assertEquals(c.format(Language.ZH_HANS, "js.lobby.moves", "n", 1).replace("1", "2"),
            c.format(Language.ZH_HANS, "js.lobby.moves", "n", 2));
        assertEquals("1,234 moves", c.format(Language.EN, "js.lobby.moves", "n", 1234), "numbers for the language");
    }

    @Test
    void gameNamesAreWhatPlayersOfEachLanguageCallThem() {
        Catalogue c = Catalogue.load(true);
        assertEquals("tres en línea", c.format(Language.ES, "js.common.game.tictactoe").toLowerCase());
        assertEquals("morpion", c.format(Language.FR, "js.common.game.tictactoe").toLowerCase());
        assertEquals("井字棋", c.format(Language.ZH_HANS, "js.common.game.tictactoe"));
        assertEquals("五子棋", c.format(Language.ZH_HANS, "js.common.game.gomoku"));
        assertEquals("Connect Four", c.format(Language.EN, "js.common.game.connect4"));
        assertEquals("Conecta 4", c.format(Language.ES, "js.common.game.connect4"));
        assertEquals("Puissance 4", c.format(Language.FR, "js.common.game.connect4"));
        assertEquals("四子棋", c.format(Language.ZH_HANS, "js.common.game.connect4"));
    }

    /** The names of a message's arguments, nested ones included ("{how, select, resign {{name} ...}}"). */
    static Set<String> arguments(String message) {
        MessagePattern p = new MessagePattern(message);
        Set<String> names = new TreeSet<>();
        for (int i = 0; i < p.countParts(); i++) {
            MessagePattern.Part part = p.getPart(i);
            if (part.getType() == MessagePattern.Part.Type.ARG_NAME) {
                names.add(p.getSubstring(part));
            }
        }
        return names;
    }
}
