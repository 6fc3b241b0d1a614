package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Rules;
import inrow.game.TimeControl;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A socket that asks for events ({@code ?events=1}) gets a whole state when it joins and then, version by version,
 * what happened and the fields it changed. The oracle is the room's own published view, as for moves: after every
 * change the game an events socket holds by applying what it was sent (HeldGame, as docs/protocol.md tells a client
 * to) must be exactly the view an old socket is sent whole; and what it may do ({@code can}) must be what the judge
 * then allows.
 */
class RoomEventsTest {
    private final RoomKit kit = new RoomKit();

    private RoomKit.Table table() throws Exception {
        Rooms.Created created = kit.rooms.create(new RoomSetup(Rules.RENJU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann",
            RoomSetup.DEFAULT_THINK_MILLIS, 0, TimeControl.fischer(300, 2), true));
        RoomKit.Table t = new RoomKit.Table(kit, created, kit.rooms.find(created.code()));
        t.o = events(t, "bob");
        t.send(t.o, "{'type':'join','role':'player','name':'Bob'}");
        t.x = events(t, "ann");
        t.send(t.x, "{'type':'join','token':'" + created.token() + "'}");
        return t;
    }

    private static FakeConnection events(RoomKit.Table t, String label) {
        FakeConnection c = new FakeConnection(label, true, true);
        t.connections.add(c);
        t.room.connect(c);
        return c;
    }

    @Test
    void aJoinerGetsAStateWithWhatItMayDoThenEventsThatKeepItsGameTheRooms() throws Exception {
        RoomKit.Table t = table();
        JsonNode joined = t.x.last("state");
        assertTrue(joined.path("can").path("move").asBoolean(), "Ann, at X, is to move: " + joined);
        assertTrue(joined.path("can").path("abort").asBoolean());
        assertFalse(joined.path("can").path("draw").asBoolean(), "no draw before both sides have moved");
        FakeConnection old = t.spectator("sam"); // an old client: whole states
        FakeConnection watcher = events(t, "cy");
        t.send(watcher, "{'type':'join','role':'spectator'}");
        int[][] moves = {{7, 7}, {0, 0}, {6, 7}, {0, 2}};
        for (int i = 0; i < moves.length; i++) {
            FakeConnection mover = i % 2 == 0 ? t.x : t.o;
            int before = watcher.wire().size();
            kit.clock.addAndGet(1_500);
            t.play(mover, moves[i][0], moves[i][1]);
            List<String> sent = watcher.wire().subList(before, watcher.wire().size());
            JsonNode frame = FakeConnection.parse(sent.get(sent.size() - 1));
            assertEquals("events", frame.path("type").asText(), frame.toString());
            JsonNode moved = frame.path("events").get(0);
            assertEquals("moved", moved.path("kind").asText());
            assertEquals(moves[i][0], moved.path("x").asInt());
            assertEquals(i, moved.path("ply").asInt());
            assertEquals(i % 2 == 0 ? "X" : "O", moved.path("mark").asText());
            assertFalse(frame.path("game").has("board"), "the stone is the event's: " + frame);
            holdTheView(t, List.of(t.x, t.o, watcher, old));
        }
        JsonNode ann = t.x.last("state");
        assertTrue(ann.path("can").path("move").asBoolean(), "X to move again: " + ann.path("can"));
        assertTrue(ann.path("can").path("draw").asBoolean(), "both sides have moved: a draw may be offered");
        assertFalse(t.o.last("state").path("can").path("move").asBoolean(), "not Bob's turn");
        assertFalse(watcher.last("state").path("can").path("resign").asBoolean(), "a spectator may do nothing");
    }

    @Test
    void anOfferAndItsRefusalAreSaidByNameAndWhoRefused() throws Exception {
        RoomKit.Table t = table();
        t.play(t.x, 7, 7);
        t.play(t.o, 0, 0);
        t.send(t.o, "{'type':'draw'}");
        JsonNode offered = lastEvents(t.x);
        assertEquals("offered", offered.path("events").get(0).path("kind").asText(), offered.toString());
        assertEquals("O", offered.path("events").get(0).path("by").asText());
        assertEquals("O", offered.path("game").path("offers").path("draw").asText());
        assertTrue(offered.path("can").path("draw").asBoolean(), "Ann may accept it");
        t.send(t.x, "{'type':'draw','accept':false}");
        JsonNode declined = lastEvents(t.o);
        assertEquals("declined", declined.path("events").get(0).path("kind").asText(), declined.toString());
        assertEquals("X", declined.path("events").get(0).path("by").asText(), "Ann said no");
        assertTrue(declined.path("game").path("offers").path("draw").isNull());
        holdTheView(t, List.of(t.x, t.o));
    }

    @Test
    void everyVersionComesToEveryEventsSocketWithNoHoles() throws Exception {
        RoomKit.Table t = table();
        FakeConnection watcher = events(t, "cy");
        t.send(watcher, "{'type':'join','role':'spectator'}");
        t.play(t.x, 7, 7);
        t.send(t.x, "{'type':'chat','text':'good luck'}"); // to the players, as a chat frame
        t.play(t.o, 0, 0);
        t.send(t.x, "{'type':'takeback'}");
        t.send(t.o, "{'type':'takeback','accept':true}");
        t.send(t.x, "{'type':'resign'}");
        for (FakeConnection c : List.of(t.x, t.o, watcher)) {
            List<Long> versions = new ArrayList<>();
            for (JsonNode f : c.frames()) {
                assertFalse(f.path("type").asText().equals("gap"), c + " missed a version: " + f);
                if (f.has("v")) {
                    versions.add(f.path("v").asLong());
                }
            }
            for (int i = 1; i < versions.size(); i++) {
                assertEquals(versions.get(i - 1) + 1, versions.get(i), c + ": " + versions);
            }
        }
        assertEquals("good luck", t.o.last("chat").path("text").asText());
        assertTrue(watcher.ofType("chat").isEmpty(), "the players' chat is theirs");
        JsonNode over = lastEvents(watcher);
        assertEquals("game_over", over.path("events").get(0).path("kind").asText(), over.toString());
        assertEquals("O", over.path("events").get(0).path("winner").asText());
        assertTrue(t.o.last("state").path("can").path("rematch").asBoolean());
        holdTheView(t, List.of(t.x, t.o, watcher));
    }

    /**
     * A page reloaded: its new socket reclaims the seat, and the room shows that whole (a presence change it does not
     * name). The move after it must come as events to that socket too, not as another whole state.
     */
    @Test
    void aSocketThatReclaimsItsSeatIsToldTheNextMoveAsEvents() throws Exception {
        RoomKit.Table t = table();
        String token = t.o.last("welcome").path("token").asText();
        t.room.disconnect(t.o);
        FakeConnection again = events(t, "bob again");
        t.send(again, "{'type':'join','token':'" + token + "'}");
        assertEquals("O", again.last("welcome").path("seat").asText());
        int before = again.wire().size();
        t.play(t.x, 7, 7);
        List<String> sent = again.wire().subList(before, again.wire().size());
        JsonNode frame = FakeConnection.parse(sent.get(sent.size() - 1));
        assertEquals("events", frame.path("type").asText(), "after its state, what happens: " + sent);
        holdTheView(t, List.of(t.x, again));
    }

    /**
     * A player's connection going and coming back is said by name: a {@code presence} event with the players (and
     * their {@code away_ms}) it changed, not a whole state; and what the opponent may do changes with it.
     */
    @Test
    void aPlayerWhoGoesAndComesBackIsSaidAsPresence() throws Exception {
        RoomKit.Table t = table();
        FakeConnection watcher = events(t, "cy");
        t.send(watcher, "{'type':'join','role':'spectator'}");
        t.play(t.x, 7, 7);
        t.play(t.o, 0, 0);
        String token = t.o.last("welcome").path("token").asText();
        long states = wholeStates(watcher);
        t.room.disconnect(t.o);
        JsonNode gone = lastEvents(watcher);
        assertEquals("presence", gone.path("events").get(0).path("kind").asText(), gone.toString());
        assertEquals("O", gone.path("events").get(0).path("seat").asText());
        assertFalse(gone.path("events").get(0).path("connected").asBoolean());
        assertFalse(gone.path("game").path("players").path("O").path("connected").asBoolean(), gone.toString());
        assertEquals(states, wholeStates(watcher), "no whole state for a presence change: " + watcher.wire());
        holdTheView(t, List.of(t.x, watcher));
        FakeConnection again = events(t, "bob again");
        t.send(again, "{'type':'join','token':'" + token + "'}");
        JsonNode back = lastEvents(t.x);
        assertEquals("presence", back.path("events").get(0).path("kind").asText(), back.toString());
        assertTrue(back.path("events").get(0).path("connected").asBoolean());
        assertEquals(states, wholeStates(watcher), "no whole state for a presence change: " + watcher.wire());
        holdTheView(t, List.of(t.x, again, watcher));
    }

    /** The whole states sent, as sent (not those the connection holds after applying events). */
    private static long wholeStates(FakeConnection c) {
        return c.wire().stream().filter(f -> FakeConnection.parse(f).path("type").asText().equals("state")).count();
    }

    private static JsonNode lastEvents(FakeConnection c) {
        List<String> wire = c.wire();
        for (int i = wire.size() - 1; i >= 0; i--) {
            JsonNode f = FakeConnection.parse(wire.get(i));
            if (f.path("type").asText().equals("events")) {
                return f;
            }
        }
        throw new AssertionError(c + " got no events: " + wire);
    }

    /** Each connection's game, as it holds it, is the room's published view at the same version. */
    private static void holdTheView(RoomKit.Table t, List<FakeConnection> all) {
        JsonNode view = t.view();
        for (FakeConnection c : all) {
            JsonNode held = c.last("state");
            assertEquals(view, held.get("game"), c + " holds another game than the room's");
            assertEquals(t.version(), held.path("v").asLong(), c.toString());
        }
    }
}
