package inrow.room;

import inrow.game.Table;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.protocol.Wire;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Spectators arriving and leaving change only the count on show, which the room shows at most once a second: 500
 * spectators arriving at once must not send each of them the whole room 500 times. Players' comings and goings are
 * still shown at once. On the test's clock and timer.
 */
@Timeout(10)
class RoomCrowdTest {
    private final AtomicLong clock = new AtomicLong(RoomKit.START);
    private final ManualTimer timer = new ManualTimer(clock);
    private final Rooms rooms = new Rooms(new RoomContext(Runnable::run, new Wire(), new Tokens(), clock::get,
        (bot, game, think, wanted, answer) -> { }, timer), RoomLimits.DEFAULT);

    private RoomKit.Table started() {
        return RoomKit.startedGomoku(rooms, null);
    }

    @Test
    void aCrowdArrivingAtOnceIsCountedOnceAMomentLaterNotOncePerArrival() {
        RoomKit.Table t = started();
        int annBefore = t.x.ofType("state").size();
        List<FakeConnection> crowd = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            crowd.add(t.spectator("s" + i));
        }
        // The first is shown at once, as a lone spectator always is; the other 49 wait for the second to pass.
        assertEquals(annBefore + 1, t.x.ofType("state").size(), "Ann is not sent the room once per arrival");
        for (FakeConnection s : crowd) {
            assertEquals(1, s.ofType("state").size(), "each arrival gets the room once: " + s);
            assertEquals(t.x.game(), s.game(), "and as everyone else holds it: " + s);
        }

        clock.addAndGet(Crowd.QUIET_MILLIS);
        timer.runDue();
        assertEquals(annBefore + 2, t.x.ofType("state").size(), "then once more, with everyone counted");
        for (FakeConnection who : everyone(t, crowd)) {
            assertEquals(50, who.game().path("spectators").asInt(), who.toString());
            assertEquals(t.x.lastVersion(), who.lastVersion(), who.toString());
        }
        clock.addAndGet(Crowd.QUIET_MILLIS);
        timer.runDue();
        assertEquals(annBefore + 2, t.x.ofType("state").size(), "and nothing after that");
    }

    /**
     * A spectator who arrives while the count waits is not shown to the others, but is itself sent the room with the
     * clocks as they are when it arrives: the view everyone holds was made up to a second before.
     */
    @Test
    void aSpectatorArrivingWhileTheCountWaitsSeesTheClocksAsTheyAreNow() {
        RoomKit.Table t = RoomKit.startedGomoku(rooms, TimeControl.fischer(300, 0));
        t.play(t.x, 7, 7);
        t.play(t.o, 8, 8); // both first moves made: X's clock runs
        t.spectator("s1"); // shown at once
        clock.addAndGet(700);
        FakeConnection late = t.spectator("s2"); // counted a moment later
        JsonNode held = t.x.game();
        JsonNode seen = late.game();
        assertEquals(held.path("clock").path("X").asLong() - 700, seen.path("clock").path("X").asLong(),
            "X's clock as it is now: " + seen.path("clock") + " against " + held.path("clock"));
        assertEquals(held.path("clock").path("O").asLong(), seen.path("clock").path("O").asLong());
        assertEquals(t.x.lastVersion(), late.lastVersion(), "the version everyone holds");
        assertEquals(1, seen.path("spectators").asInt(), "and the count everyone holds");
        assertEquals(held.path("moves"), seen.path("moves"));
    }

    @Test
    void aCrowdLeavingIsShownOnceAndAMoveCarriesTheCountMeanwhile() {
        RoomKit.Table t = started();
        List<FakeConnection> crowd = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            crowd.add(t.spectator("s" + i));
        }
        clock.addAndGet(Crowd.QUIET_MILLIS);
        timer.runDue(); // the arrivals shown
        clock.addAndGet(Crowd.QUIET_MILLIS);
        int annBefore = t.x.ofType("state").size();
        for (int i = 0; i < 9; i++) {
            t.room.disconnect(crowd.get(i));
        }
        assertEquals(annBefore + 1, t.x.ofType("state").size(), "the first leaving is shown at once");
        t.play(t.x, 7, 7); // a move shows the room, count and all, before the second is up
        assertEquals(1, t.o.game().path("spectators").asInt());
        int afterMove = t.x.frames().size();
        clock.addAndGet(Crowd.QUIET_MILLIS);
        timer.runDue();
        assertEquals(afterMove, t.x.frames().size(), "nothing left to show: the move showed the count");
    }

    @Test
    void aPlayerLeavingIsShownAtOnceEvenInACrowd() {
        RoomKit.Table t = started();
        t.spectator("s1");
        t.spectator("s2"); // the count waits
        t.room.disconnect(t.o);
        JsonNode bob = t.x.game().path("players").path("O");
        assertFalse(bob.path("connected").asBoolean(true), "Bob's absence is not held back: " + bob);
        assertEquals(2, t.x.game().path("spectators").asInt(), "and it shows the count that was waiting");
        int shown = t.x.frames().size();
        clock.addAndGet(Crowd.QUIET_MILLIS);
        timer.runDue();
        assertEquals(shown, t.x.frames().size(), "so the count's own showing finds nothing to show");
    }

    @Test
    void spectatorsArrivingOnAnotherNodeAreCountedOnceASecondToo() {
        RoomKit.Table t = started();
        t.room.heardPresence("node-b", new Presence(0, 0, 1, 0)); // node B joins the room: shown at once
        int annBefore = t.x.ofType("state").size();
        for (int n = 1; n <= 20; n++) {
            t.room.heardPresence("node-b", new Presence(n, 0, 1, 0));
        }
        assertEquals(annBefore + 1, t.x.ofType("state").size(), "not one state per spectator on the other node");
        clock.addAndGet(Crowd.QUIET_MILLIS);
        timer.runDue();
        assertEquals(annBefore + 2, t.x.ofType("state").size());
        assertEquals(20, t.x.game().path("spectators").asInt());

        // A player's connection heard from the other node is shown at once.
        t.room.heardPresence("node-b", new Presence(20, 1, 1, 0));
        assertEquals(annBefore + 3, t.x.ofType("state").size(), "a seat's news is not held back");
    }

    private static List<FakeConnection> everyone(RoomKit.Table t, List<FakeConnection> crowd) {
        List<FakeConnection> all = new ArrayList<>(crowd);
        all.add(t.x);
        all.add(t.o);
        return all;
    }
}
