package inrow.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The templates' one helper for words: {@code ${t.get("lobby.create")}}, with named arguments when a message has
 * placeholders, the page's language for {@code <html lang>} and the menu, and the script's messages as JSON.
 * {@code viewer}: the signed-in person's name, which the header shows, or null.
 */
public record Texts(Language language, Catalogue catalogue, String viewer) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Words for a person who is not signed in. */
    public Texts(Language language, Catalogue catalogue) {
        this(language, catalogue, null);
    }

    /** A date (epoch milliseconds) as this language writes it, in the server's time zone: "28 November 2026". */
    public String date(long millis) {
        return catalogue.format(language, "common.date", "t", new java.util.Date(millis));
    }

    public String get(String key) {
        return catalogue.format(language, key);
    }

    public String get(String key, String name, Object value) {
        return catalogue.format(language, key, name, value);
    }

    public String get(String key, String n1, Object v1, String n2, Object v2) {
        return catalogue.format(language, key, n1, v1, n2, v2);
    }

    public String get(String key, String n1, Object v1, String n2, Object v2, String n3, Object v3) {
        return catalogue.format(language, key, n1, v1, n2, v2, n3, v3);
    }

    public String get(String key, String n1, Object v1, String n2, Object v2, String n3, Object v3, String n4,
                      Object v4) {
        return catalogue.format(language, key, n1, v1, n2, v2, n3, v3, n4, v4);
    }

    /**
     * A game's name as players of this language say it: "Tic-tac-toe" / "tres en línea" / "井字棋", "Connect Four" /
     * "Conecta 4", or the board (with "gravity" when stones fall).
     */
    public String label(int width, int height, int win, boolean overline, boolean renju, boolean gravity) {
        if (gravity) {
            return width == 7 && height == 6 && win == 4 && overline ? get("js.common.game.connect4")
                : get("js.common.game.withGravity", "game", label(width, height, win, overline, renju, false));
        }
        if (width == 3 && height == 3 && win == 3) {
            return get("js.common.game.tictactoe");
        }
        if (width == 15 && height == 15 && win == 5) {
            return get(renju ? "js.common.game.renju" : overline ? "js.common.game.gomoku" : "js.common.game.standard");
        }
        return catalogue.format(language, overline ? "js.common.game.custom" : "js.common.game.customExact", "w", width, "h", height,
            "k", win);
    }

    public String lang() {
        return language.tag;
    }

    public Language[] languages() {
        return Language.values();
    }

    /**
     * The script's messages for a page (comma-separated key prefixes), as the JSON inside {@code <script type="application/json" id="i18n">}:
     * {@code <}, {@code >} and {@code &} are escaped so no message can close the block.
     */
    public String json(String prefixes) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("lang", language.tag);
        data.put("messages", catalogue.subset(language, prefixes.split(",")));
        data.put("defaultNames", catalogue.defaultNames());
        try {
            return JSON.writeValueAsString(data).replace("<", "\\u003c").replace(">", "\\u003e")
                .replace("&", "\\u0026");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
