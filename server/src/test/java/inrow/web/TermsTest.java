package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.protocol.GameView;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A game's name and a clock's terms read the same on the pages the server writes as in the page's scripts
 * (web/static/js/terms.js): both are held to web/test/terms.json, which the scripts' own test
 * (web/test/terms.test.js, under node) reads too.
 */
class TermsTest {
    private static final Texts ENGLISH = new Texts(Language.EN, Catalogue.load(true));
    private static final JsonNode TERMS = read();

    private static JsonNode read() {
        try {
            return new ObjectMapper().readTree(Path.of("web", "test", "terms.json").toFile());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void gamesAreNamedAsTheScriptsNameThem() {
        for (JsonNode c : TERMS.get("games")) {
            JsonNode r = c.get("rules");
            assertEquals(c.get("name").asText(), ENGLISH.label(r.get("width").asInt(), r.get("height").asInt(),
                r.get("win").asInt(), r.get("overline").asBoolean(), r.get("renju").asBoolean(),
                r.get("gravity").asBoolean()), r.toString());
        }
    }

    @Test
    void clocksReadAsTheScriptsReadThem() {
        for (JsonNode c : TERMS.get("clocks")) {
            JsonNode k = c.get("clock");
            var clock = new GameView.ClockView(k.get("initial_ms").asLong(), k.get("increment_ms").asLong(),
                k.get("per_move_ms").asLong(), 0, 0, null);
            assertEquals(c.get("terms").asText(), GamePage.clockTerms(ENGLISH, clock), k.toString());
        }
    }
}
