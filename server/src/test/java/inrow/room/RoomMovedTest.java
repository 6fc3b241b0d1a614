package inrow.room;

import inrow.game.Table;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A move alone goes out as a {@code moved} frame, which a client applies to the state it holds; anything else (a
 * join, a takeback, the game's end) as the whole state. The oracle is the room's own published view: after every
 * change, the game each connection holds by applying what it was sent, as the page does, must be exactly that view.
 */
class RoomMovedTest {
    private final RoomKit kit = new RoomKit();

    /** Renju with a clock: the moves change the turn, the clocks and black's forbidden points. */
    private RoomKit.Table table() throws Exception {
        Rooms.Created created = kit.rooms.create(new RoomSetup(Rules.RENJU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann",
            RoomSetup.DEFAULT_THINK_MILLIS, 0, TimeControl.fischer(300, 2), true));
        RoomKit.Table t = new RoomKit.Table(kit, created, kit.rooms.find(created.code()));
        t.o = t.player("bob", "Bob");
        t.x = t.connect("ann");
        t.send(t.x, "{'type':'join','token':'" + created.token() + "'}");
        return t;
    }

    @Test
    void aMoveIsSentAsAMoveAndEveryoneHoldsThePublishedView() throws Exception {
        RoomKit.Table t = table();
        FakeConnection watcher = t.spectator("sam");
        List<FakeConnection> all = List.of(t.x, t.o, watcher);
        assertHoldsTheView(t, all);
        // Black builds a double three at 8,7 (with 6,7 7,7 across and 8,5 8,6 down), forbidden to black; white stays
        // out of the way.
        int[][] moves = {{7, 7}, {0, 0}, {6, 7}, {0, 2}, {8, 5}, {0, 4}, {8, 6}, {0, 6}};
        for (int i = 0; i < moves.length; i++) {
            FakeConnection mover = i % 2 == 0 ? t.x : t.o;
            int[] before = sizes(all);
            kit.clock.addAndGet(1_500);
            t.play(mover, moves[i][0], moves[i][1]);
            for (FakeConnection c : all) {
                List<String> sent = c.wire().subList(before[all.indexOf(c)], c.wire().size());
                assertEquals(1, sent.size(), c + ": " + sent);
                JsonNode frame = FakeConnection.parse(sent.get(0));
                assertEquals("moved", frame.path("type").asText(), c + " after move " + i + ": " + frame);
                assertEquals(c == mover, frame.has("id"), c + ": only the mover's copy echoes its id: " + frame);
                assertFalse(frame.path("game").has("board"), frame.toString());
                assertTrue(sent.get(0).length() < t.view().toString().length() / 2,
                    "a move frame is far smaller than the view: " + sent.get(0));
            }
            assertHoldsTheView(t, all);
        }
        assertFalse(t.view().path("forbidden").isEmpty(), "the shape should leave black forbidden points: "
            + t.view());
    }

    @Test
    void aTakebackAJoinAndTheEndAreSentWhole() throws Exception {
        RoomKit.Table t = table();
        FakeConnection watcher = t.spectator("sam");
        t.play(t.x, 7, 7);
        t.play(t.o, 0, 0);
        t.play(t.x, 7, 8);
        // A takeback shortens the move list: the whole state.
        int mark = t.x.wire().size();
        t.send(t.x, "{'type':'takeback'}");
        t.send(t.o, "{'type':'takeback','accept':true}");
        List<String> sent = t.x.wire().subList(mark, t.x.wire().size());
        assertEquals("state", FakeConnection.parse(sent.get(sent.size() - 1)).path("type").asText(), sent.toString());
        assertEquals(2, t.view().path("moves").size());
        assertHoldsTheView(t, List.of(t.x, t.o, watcher));
        // A late spectator changes the count: the whole state for everyone, the newcomer included.
        FakeConnection late = t.spectator("lee");
        assertEquals("state", FakeConnection.parse(last(t.x.wire())).path("type").asText());
        assertEquals("state", FakeConnection.parse(last(late.wire())).path("type").asText());
        // Black plays five in a row: the last move ends the game, so it comes whole, with the result and the line.
        int[][] rest = {{7, 8}, {1, 0}, {7, 9}, {2, 0}, {7, 10}, {3, 0}, {7, 11}};
        for (int i = 0; i < rest.length; i++) {
            t.play(i % 2 == 0 ? t.x : t.o, rest[i][0], rest[i][1]);
        }
        JsonNode end = FakeConnection.parse(last(watcher.wire()));
        assertEquals("state", end.path("type").asText(), end.toString());
        assertEquals("X", end.path("game").path("result").path("winner").asText());
        assertHoldsTheView(t, List.of(t.x, t.o, watcher, late));
    }

    @Test
    void aClientThatDoesNotTakeMovesGetsWholeStatesBesideOnesThatDo() throws Exception {
        // Bob's page is an old one (kept in his browser's cache across a deploy): it never says it takes moves.
        Rooms.Created created = kit.rooms.create(new RoomSetup(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann",
            RoomSetup.DEFAULT_THINK_MILLIS, 0));
        RoomKit.Table t = new RoomKit.Table(kit, created, kit.rooms.find(created.code()));
        t.o = new FakeConnection("bob", false);
        t.room.connect(t.o);
        t.send(t.o, "{'type':'join','role':'player','name':'Bob'}");
        t.x = t.connect("ann");
        t.send(t.x, "{'type':'join','token':'" + created.token() + "'}");
        FakeConnection watcher = t.spectator("sam");
        int[][] moves = {{7, 7}, {0, 0}, {6, 7}, {0, 2}};
        for (int i = 0; i < moves.length; i++) {
            int oldBefore = t.o.wire().size();
            int newBefore = watcher.wire().size();
            // Bob's own moves come back to him whole, with his id (RoomKit.play checks the echo).
            t.play(i % 2 == 0 ? t.x : t.o, moves[i][0], moves[i][1]);
            assertEquals(oldBefore + 1, t.o.wire().size());
            assertEquals("state", FakeConnection.parse(last(t.o.wire())).path("type").asText());
            assertEquals(newBefore + 1, watcher.wire().size());
            assertEquals("moved", FakeConnection.parse(last(watcher.wire())).path("type").asText());
            assertHoldsTheView(t, List.of(t.x, t.o, watcher));
        }
    }

    /** Each connection's last state, as it holds it, is the room's published view at the same version. */
    private static void assertHoldsTheView(RoomKit.Table t, List<FakeConnection> all) {
        JsonNode view = t.view();
        for (FakeConnection c : all) {
            JsonNode held = c.last("state");
            assertEquals(view, held.get("game"), c + " holds another game than the room's");
            assertEquals(t.version(), held.path("v").asLong(), c.toString());
        }
    }

    private static int[] sizes(List<FakeConnection> all) {
        int[] out = new int[all.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = all.get(i).wire().size();
        }
        return out;
    }

    private static String last(List<String> frames) {
        return frames.get(frames.size() - 1);
    }
}
