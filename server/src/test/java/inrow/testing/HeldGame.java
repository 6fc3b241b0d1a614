package inrow.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.Map;

/**
 * What a client holds of one game socket's stream, as the page does (web/static/js/game.js): a {@code state} frame
 * replaces the game, a {@code moved} frame adds its stone and move to the game of the version before it and replaces
 * the fields it carries. {@link #hear} turns each moved frame into the state frame it implies, so a test reads whole
 * states whichever way the server sent them. A moved frame on top of anything but the version before it is a
 * protocol fault: it becomes a frame of type {@code gap}, which no test waits for, so the test fails saying so.
 */
public final class HeldGame {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ObjectNode game;
    private long version = -1;
    private int moved;

    /** The frame as the client holds it. Not thread-safe: one socket's frames arrive in order on one thread. */
    public JsonNode hear(JsonNode frame) {
        String type = frame.path("type").asText();
        if (type.equals("state")) {
            game = (ObjectNode) frame.get("game").deepCopy();
            version = frame.path("v").asLong();
            return frame;
        }
        if (type.equals("events")) {
            return events(frame);
        }
        if (!type.equals("moved")) {
            return frame;
        }
        long v = frame.path("v").asLong();
        if (game == null || v != version + 1) {
            return gap("a move of version", v, frame);
        }
        ObjectNode next = game.deepCopy();
        place(next, frame.get("move").get(0).asInt(), frame.get("move").get(1).asInt(), frame.get("mark").asText());
        for (Map.Entry<String, JsonNode> field : frame.get("game").properties()) {
            next.set(field.getKey(), field.getValue().deepCopy());
        }
        game = next;
        version = v;
        moved++;
        ObjectNode state = JSON.createObjectNode();
        state.put("type", "state");
        state.put("v", v);
        state.set("game", next.deepCopy());
        if (frame.has("id")) {
            state.set("id", frame.get("id"));
        }
        return state;
    }

    /** How many moved frames were heard. */
    /**
     * An events frame on top of the version held: each moved event's stone put where it says, then the fields its
     * patch changed set, as docs/protocol.md (Events) tells a client to; heard as the state that makes (its events and
     * {@code can} beside the game), so a test reads an events socket as it reads any other.
     */
    private JsonNode events(JsonNode frame) {
        long v = frame.path("v").asLong();
        if (game == null || v != version + 1) {
            return gap("events of version", v, frame);
        }
        ObjectNode next = game.deepCopy();
        for (JsonNode event : frame.get("events")) {
            if (event.path("kind").asText().equals("moved")) {
                place(next, event.get("x").asInt(), event.get("y").asInt(), event.get("mark").asText());
                moved++;
            }
        }
        for (Map.Entry<String, JsonNode> field : frame.get("game").properties()) {
            next.set(field.getKey(), field.getValue().deepCopy());
        }
        game = next;
        version = v;
        ObjectNode state = JSON.createObjectNode();
        state.put("type", "state");
        state.put("v", v);
        state.set("game", next.deepCopy());
        if (frame.has("id")) {
            state.set("id", frame.get("id"));
        }
        state.set("events", frame.get("events").deepCopy());
        state.set("can", frame.get("can").deepCopy());
        return state;
    }

    /** What a frame of version {@code v} on top of another version is heard as: a gap, which tests fail on. */
    private JsonNode gap(String what, long v, JsonNode frame) {
        ObjectNode gap = JSON.createObjectNode();
        gap.put("type", "gap");
        gap.put("detail", what + " " + v + " on top of version " + version);
        gap.set("frame", frame);
        return gap;
    }

    /** A stone of {@code mark} at x, y on the game's board, and [x, y] at the end of its moves. */
    private static void place(ObjectNode game, int x, int y, String mark) {
        ArrayNode board = (ArrayNode) game.get("board");
        char[] row = board.get(y).asText().toCharArray();
        row[x] = mark.charAt(0);
        board.set(y, TextNode.valueOf(new String(row)));
        ((ArrayNode) game.get("moves")).add(JSON.createArrayNode().add(x).add(y));
    }

    public int moved() {
        return moved;
    }
}
