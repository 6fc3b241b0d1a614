package inrow.room;

import inrow.game.Table;
import inrow.game.GameStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Whole games through the room, and ping. */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomGamePlayTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void fullTicTacToeGameToAWin() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");

        t.play(t.x, 0, 0);
        t.play(t.o, 0, 1);
        t.play(t.x, 1, 1);
        JsonNode mid = t.play(t.o, 0, 2);
        assertEquals("playing", mid.path("game").path("status").asText());
        assertEquals("X", mid.path("game").path("turn").asText());
        JsonNode last = t.play(t.x, 2, 2);

        for (FakeConnection c : List.of(t.x, t.o, s)) {
            JsonNode game = c.game();
            assertEquals("over", game.path("status").asText(), c.label);
            assertTrue(game.path("turn").isNull(), c.label);
            assertEquals("X", game.path("result").path("winner").asText());
            assertEquals("line", game.path("result").path("reason").asText());
            assertEquals(List.of(List.of(0, 0), List.of(1, 1), List.of(2, 2)), cells(game.path("result").path("line")));
            assertEquals(List.of("X..", "OX.", "O.X"), rows(game));
            assertEquals(List.of(List.of(0, 0), List.of(0, 1), List.of(1, 1), List.of(0, 2), List.of(2, 2)),
                cells(game.path("moves")));
            assertEquals(last.path("v"), c.last("state").path("v"));
        }
        assertFalse(last.path("game").path("result").isNull());
        assertEquals(inrow.protocol.GameStatus.OVER, t.room.view().status());
    }

    @Test
    void aWinOnARowHasTheRowAsItsLine() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 2);
        t.play(t.o, 0, 0);
        t.play(t.x, 1, 2);
        t.play(t.o, 1, 0);
        t.play(t.x, 0, 1);
        JsonNode win = t.play(t.o, 2, 0);

        JsonNode result = win.path("game").path("result");
        assertEquals("O", result.path("winner").asText());
        assertEquals(List.of(List.of(0, 0), List.of(1, 0), List.of(2, 0)), cells(result.path("line")));
        assertEquals("over", win.path("game").path("status").asText());
        assertTrue(win.path("game").path("turn").isNull());
    }

    @Test
    void aDrawGame() {
        RoomKit.Table t = kit.started();
        int[][] moves = {{0, 0}, {1, 0}, {2, 0}, {1, 1}, {0, 1}, {0, 2}, {2, 1}, {2, 2}, {1, 2}};
        JsonNode last = null;
        for (int i = 0; i < moves.length; i++) {
            last = t.play(i % 2 == 0 ? t.x : t.o, moves[i][0], moves[i][1]);
            if (i < moves.length - 1) {
                assertEquals("playing", last.path("game").path("status").asText(), "after move " + i);
            }
        }

        JsonNode game = last.path("game");
        assertEquals("over", game.path("status").asText());
        assertTrue(game.path("turn").isNull());
        assertTrue(game.path("result").path("winner").isNull());
        assertEquals("draw", game.path("result").path("reason").asText());
        assertEquals(0, game.path("result").path("line").size());
        assertEquals(List.of("XOX", "XOX", "OXO"), rows(game));
        t.assertRefused(t.o, "{'type':'move','x':0,'y':0}", "game_over");
    }

    @Test
    void everyAcceptedMoveBroadcastsOneStateToEveryone() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");
        long v0 = s.lastVersion();
        int oMark = t.o.size();

        t.send(t.x, "{'type':'move','x':1,'y':1,'ply':0,'id':'mine'}");

        JsonNode toX = t.x.lastFrame();
        assertEquals("mine", toX.path("id").asText(), "the mover's copy echoes its id");
        List<JsonNode> toO = t.o.since(oMark);
        assertEquals(1, toO.size());
        assertFalse(toO.get(0).has("id"), "other connections get no id");
        assertEquals(v0 + 1, toO.get(0).path("v").asLong());
        assertEquals(toX.path("game"), toO.get(0).path("game"));
        assertEquals(toX.path("game"), s.game());
    }

    @Test
    void pingGetsPongWithIdEchoed() {
        RoomKit.Table t = kit.started();
        FakeConnection lurker = t.connect("lurker");
        int oMark = t.o.size();

        t.send(t.x, "{'type':'ping','id':42}");
        t.send(t.x, "{'type':'ping','id':'abc'}");
        t.send(t.x, "{'type':'ping'}");
        t.send(lurker, "{'type':'ping','id':7}");

        List<JsonNode> frames = t.x.frames();
        JsonNode p1 = frames.get(frames.size() - 3);
        JsonNode p2 = frames.get(frames.size() - 2);
        JsonNode p3 = frames.get(frames.size() - 1);
        assertEquals("pong", p1.path("type").asText());
        assertEquals(42, p1.path("id").asInt());
        assertTrue(p1.path("id").isInt());
        assertEquals("abc", p2.path("id").asText());
        assertEquals("pong", p3.path("type").asText());
        assertFalse(p3.has("id"));
        assertEquals(List.of(), t.o.since(oMark), "a ping is answered only to its sender and changes nothing");
        assertEquals(1, lurker.frames().size(), "a connection that has not joined can still ping");
        assertEquals(7, lurker.lastFrame().path("id").asInt());
    }

    static List<List<Integer>> cells(JsonNode array) {
        List<List<Integer>> out = new ArrayList<>();
        for (JsonNode p : array) {
            out.add(List.of(p.get(0).asInt(), p.get(1).asInt()));
        }
        return out;
    }

    static List<String> rows(JsonNode game) {
        List<String> out = new ArrayList<>();
        for (JsonNode r : game.path("board")) {
            out.add(r.asText());
        }
        return out;
    }
}
