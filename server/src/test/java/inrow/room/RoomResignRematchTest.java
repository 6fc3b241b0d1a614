package inrow.room;

import inrow.game.Table;
import inrow.engine.Result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomResignRematchTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void resignGivesTheOtherSideTheWin() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");
        t.play(t.x, 1, 1);

        t.send(t.o, "{'type':'resign','id':'gg'}");

        JsonNode reply = t.o.last("state");
        assertEquals("gg", reply.path("id").asText());
        for (FakeConnection c : List.of(t.x, t.o, s)) {
            JsonNode game = c.game();
            assertEquals("over", game.path("status").asText(), c.label);
            assertTrue(game.path("turn").isNull());
            assertEquals("X", game.path("result").path("winner").asText());
            assertEquals("resign", game.path("result").path("reason").asText());
            assertEquals(0, game.path("result").path("line").size());
            assertEquals(1, game.path("moves").size(), "the board stays as it was");
        }
    }

    @Test
    void resignByXBeforeAnyMoveGivesOTheWin() {
        RoomKit.Table t = kit.started();
        t.send(t.x, "{'type':'resign'}");
        assertEquals("O", t.room.view().result().winner());
        assertEquals(Result.Reason.RESIGN, t.room.view().result().reason());
    }

    @Test
    void rematchBeforeTheGameIsOverGetsNotOver() {
        RoomKit.Table t = kit.started();
        t.assertRefused(t.x, "{'type':'rematch'}", "not_over");
    }

    @Test
    void rematchByOnePlayerShowsThatSeat() {
        RoomKit.Table t = kit.started();
        t.send(t.x, "{'type':'resign'}");
        long v = t.version();

        t.send(t.o, "{'type':'rematch','id':3}");

        JsonNode reply = t.o.last("state");
        assertEquals(3, reply.path("id").asInt());
        assertEquals(v + 1, reply.path("v").asLong());
        assertEquals(List.of("O"), strings(t.x.game().path("rematch")));
        assertEquals(1, t.x.game().path("round").asInt());
        assertEquals("over", t.x.game().path("status").asText());
        assertEquals(List.of("O"), t.room.view().rematch());
    }

    @Test
    void rematchByBothStartsRoundTwoWithColoursSwapped() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");
        String annToken = t.x.last("welcome").path("token").asText();
        String bobToken = t.o.last("welcome").path("token").asText();
        t.play(t.x, 0, 0);
        t.play(t.o, 1, 1);
        t.send(t.o, "{'type':'resign'}");
        t.send(t.x, "{'type':'rematch'}");
        int annMark = t.x.size();
        int bobMark = t.o.size();

        t.send(t.o, "{'type':'rematch','id':'again'}");

        // Each player gets a fresh welcome with the new seat, before the state of the new round.
        List<JsonNode> toAnn = t.x.since(annMark);
        List<JsonNode> toBob = t.o.since(bobMark);
        assertEquals(List.of("welcome", "state"), types(toAnn));
        assertEquals(List.of("welcome", "state"), types(toBob));
        assertEquals("O", toAnn.get(0).path("seat").asText());
        assertEquals(annToken, toAnn.get(0).path("token").asText(), "tokens stay with their players");
        assertEquals("X", toBob.get(0).path("seat").asText());
        assertEquals(bobToken, toBob.get(0).path("token").asText());
        assertEquals("again", toBob.get(1).path("id").asText());
        assertTrue(s.ofType("welcome").size() == 1, "the spectator gets no new welcome");

        JsonNode game = s.game();
        assertEquals(2, game.path("round").asInt());
        assertEquals("playing", game.path("status").asText());
        assertEquals("X", game.path("turn").asText());
        assertEquals(List.of("...", "...", "..."), RoomGamePlayTest.rows(game));
        assertEquals(0, game.path("moves").size());
        assertTrue(game.path("result").isNull());
        assertEquals(List.of(), strings(game.path("rematch")));
        assertEquals("Bob", game.path("players").path("X").path("name").asText());
        assertEquals("Ann", game.path("players").path("O").path("name").asText());
        assertTrue(game.path("players").path("X").path("connected").asBoolean());
        assertTrue(game.path("players").path("O").path("connected").asBoolean());

        // The former O player now moves first; the former X player waits.
        t.assertRefused(t.x, "{'type':'move','x':1,'y':1,'ply':0}", "not_your_turn");
        JsonNode first = t.play(t.o, 1, 1);
        assertEquals(List.of("...", ".X.", "..."), RoomGamePlayTest.rows(first.path("game")));
        t.play(t.x, 0, 0);
        assertEquals(List.of("O..", ".X.", "..."), RoomGamePlayTest.rows(t.x.game()));

        // The swapped tokens still reclaim the swapped seats.
        FakeConnection annTab = t.joinWithToken("ann-tab", annToken);
        assertEquals("O", annTab.last("welcome").path("seat").asText());
    }

    @Test
    void rematchWorksAfterAWinAndTheNewRoundCanBeWon() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 0);
        t.play(t.o, 0, 1);
        t.play(t.x, 1, 0);
        t.play(t.o, 1, 1);
        t.play(t.x, 2, 0);
        t.send(t.o, "{'type':'rematch'}");
        t.send(t.x, "{'type':'rematch'}");
        assertEquals(2, t.room.view().round());

        // Round two: Bob (O connection) is X.
        t.play(t.o, 0, 0);
        t.play(t.x, 0, 1);
        t.play(t.o, 1, 0);
        t.play(t.x, 1, 1);
        JsonNode win = t.play(t.o, 2, 0);
        assertEquals("X", win.path("game").path("result").path("winner").asText());
        assertEquals("Bob", win.path("game").path("players").path("X").path("name").asText());
    }

    @Test
    void askingForARematchTwiceDoesNotStartARound() {
        RoomKit.Table t = kit.started();
        t.send(t.x, "{'type':'resign'}");
        t.send(t.x, "{'type':'rematch'}");
        t.send(t.x, "{'type':'rematch'}");

        assertEquals(1, t.room.view().round());
        assertEquals(List.of("X"), t.room.view().rematch());
    }

    private static List<String> types(List<JsonNode> frames) {
        return frames.stream().map(f -> f.path("type").asText()).toList();
    }

    private static List<String> strings(JsonNode array) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
