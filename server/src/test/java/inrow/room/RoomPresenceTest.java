package inrow.room;

import inrow.game.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Rules;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Who is here: the spectator count and the players' connected marks. */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomPresenceTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void spectatorsAreCountedAsTheyJoinAndLeave() {
        RoomKit.Table t = kit.started();
        assertEquals(0, t.x.game().path("spectators").asInt());

        FakeConnection s1 = t.spectator("s1");
        assertEquals(1, t.x.game().path("spectators").asInt());
        FakeConnection s2 = t.spectator("s2");
        assertEquals(2, t.o.game().path("spectators").asInt());
        assertEquals(2, s1.game().path("spectators").asInt());
        assertEquals(2, t.room.view().spectators());

        t.room.disconnect(s1);
        assertEquals(1, s2.game().path("spectators").asInt());
        assertEquals(1, t.x.game().path("spectators").asInt());
        assertEquals(1, t.room.view().spectators());
        assertEquals(3, t.room.snapshot().present());
    }

    @Test
    void aConnectionThatNeverJoinedIsNotASpectatorAndLeavesSilently() {
        RoomKit.Table t = kit.started();
        long v = t.version();
        FakeConnection lurker = t.connect("lurker");
        assertEquals(3, t.room.snapshot().present());
        assertEquals(0, t.room.view().spectators());
        assertEquals(List.of(), lurker.frames(), "connecting alone sends nothing");

        int xMark = t.x.size();
        t.room.disconnect(lurker);
        assertEquals(List.of(), t.x.since(xMark), "nothing to tell when a non-member leaves");
        assertEquals(2, t.room.snapshot().present());
        assertEquals(v, t.version());
    }

    @Test
    void playersConnectedMarksFollowTheirConnections() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");
        assertTrue(s.game().path("players").path("X").path("connected").asBoolean());
        assertTrue(s.game().path("players").path("O").path("connected").asBoolean());

        t.room.disconnect(t.o);
        assertTrue(s.game().path("players").path("X").path("connected").asBoolean());
        assertFalse(s.game().path("players").path("O").path("connected").asBoolean());
        assertEquals("Bob", s.game().path("players").path("O").path("name").asText(), "the seat stays Bob's");
        assertEquals("playing", s.game().path("status").asText());
        assertFalse(t.room.view().players().get("O").connected());

        FakeConnection bobAgain = t.joinWithToken("bob2", t.o.last("welcome").path("token").asText());
        assertEquals("O", bobAgain.last("welcome").path("seat").asText());
        assertTrue(s.game().path("players").path("O").path("connected").asBoolean());
    }

    @Test
    void disconnectingTwiceIsHarmless() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");
        t.room.disconnect(t.x);
        long v = s.lastVersion();
        int mark = s.size();

        t.room.disconnect(t.x);
        t.room.disconnect(t.x);

        assertEquals(List.of(), s.since(mark), "a second disconnect broadcasts nothing");
        assertEquals(v, t.version());
        assertFalse(t.room.view().players().get("X").connected());
        assertEquals(2, t.room.snapshot().present());
        // A message from the gone connection is ignored, not answered.
        int xMark = t.x.size();
        t.send(t.x, "{'type':'ping','id':1}");
        assertEquals(List.of(), t.x.since(xMark));
        // The room still works: Bob may resign while Ann is away, and the spectator hears of it.
        t.send(t.o, "{'type':'resign'}");
        assertEquals(v + 1, s.lastVersion());
        assertEquals("X", s.game().path("result").path("winner").asText());
    }

    @Test
    void spectatorJoiningAnEmptyRoomSeesNoPlayers() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);
        FakeConnection s = t.spectator("s");
        assertEquals(1, s.game().path("spectators").asInt());
        t.room.disconnect(s);
        assertEquals(0, t.room.view().spectators());
        assertEquals(0, t.room.snapshot().present());
    }
}
