package inrow.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Point;
import inrow.engine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An events frame: its events in the documented spelling, and the fields of the game they changed. */
class PatchTest {
    private final Wire wire = new Wire();

    private static GameView view(List<Point> moves, String... board) {
        return new GameView("ABCDEFGH", new GameView.RulesView(3, 3, 3, true), List.of(board), moves,
            moves.size() % 2 == 0 ? "X" : "O", GameStatus.PLAYING, null, Map.of(), 2, 1, List.of(), null, null,
            60_000);
    }

    @Test
    void everyKindOfEventSaysWhichFieldsItChanges() {
        List<Class<?>> missing = new ArrayList<>();
        for (Class<?> kind : WireEvent.class.getPermittedSubclasses()) {
            if (!Patch.FIELDS.containsKey(kind)) {
                missing.add(kind);
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void aMoveSendsWhatAMoveChangesAndNotTheBoard() throws Exception {
        GameView after = view(List.of(new Point(0, 0)), "X..", "...", "...");
        List<WireEvent> events = List.of(new WireEvent.Moved("X", 0, 0, 0));
        String frame = wire.encode(new ServerMessage.Events(5, events, Patch.of(wire.mapper(), after, events),
            new Can(false, false, true, true, false, false, true, false, false), MessageId.of(com.fasterxml.jackson.databind.node.IntNode.valueOf(3))));
        JsonNode f = wire.mapper().readTree(frame);
        assertEquals("events", f.get("type").asText());
        assertEquals(5, f.get("v").asLong());
        assertEquals(3, f.get("id").asLong());
        assertEquals("{\"kind\":\"moved\",\"mark\":\"X\",\"x\":0,\"y\":0,\"ply\":0}", f.get("events").get(0).toString());
        JsonNode game = f.get("game");
        assertEquals("O", game.get("turn").asText());
        assertTrue(game.has("offers") && game.has("clock") && game.has("forbidden"));
        assertTrue(!game.has("board") && !game.has("moves") && !game.has("series"), game.toString());
        assertTrue(f.get("can").get("takeback").asBoolean());
        assertTrue(!f.get("can").get("move").asBoolean());
    }

    @Test
    void aNewRoundSendsTheWholeGame() {
        GameView after = view(List.of(), "...", "...", "...");
        JsonNode patch = Patch.of(wire.mapper(), after, List.of(new WireEvent.NewRound(2))).fields();
        assertEquals(wire.mapper().valueToTree(after), patch);
    }

    @Test
    void nothingSeenChangesNothingAndACrowdOnlyTheSpectators() {
        GameView after = view(List.of(), "...", "...", "...");
        assertEquals(0, Patch.of(wire.mapper(), after, List.of()).fields().size());
        JsonNode crowd = Patch.of(wire.mapper(), after, List.of(new WireEvent.Crowd(2))).fields();
        assertEquals("{\"spectators\":2}", crowd.toString());
    }

    @Test
    void eventsAreSpelledAsDocumented() {
        assertEquals("{\"kind\":\"game_over\",\"winner\":null,\"reason\":\"agreement\"}",
            wire.encodeEvent(new WireEvent.GameOver(null, Result.Reason.AGREEMENT)));
        assertEquals("{\"kind\":\"declined\",\"offer\":\"takeback\",\"by\":\"O\"}",
            wire.encodeEvent(new WireEvent.Declined(OfferKind.TAKEBACK, "O")));
        assertEquals("{\"kind\":\"taken_back\",\"ply\":4}", wire.encodeEvent(new WireEvent.TakenBack(4)));
        assertEquals("{\"kind\":\"presence\",\"seat\":\"O\",\"connected\":false}",
            wire.encodeEvent(new WireEvent.Presence("O", false)));
    }
}
