package inrow.room;

import inrow.game.Table;
import inrow.game.GameStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Rules;
import inrow.protocol.GameView;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The room registry: idle sweeping with a hand-moved clock, the lobby list and the room limit. */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomsTest {
    private static final long WAITING = 1_000;
    private static final long FINISHED = 5_000;
    private static final long ABANDONED = 20_000;

    private final RoomKit kit = new RoomKit(new RoomLimits(WAITING, FINISHED, ABANDONED, 5));

    private void advance(long millis) {
        kit.clock.addAndGet(millis);
    }

    @Test
    void neverStartedEmptyRoomIsRemovedAfterWaitingTtl() {
        RoomKit.Table t = kit.ticTacToe();
        String code = t.created.code();
        assertSame(t.room, kit.rooms.find(code));

        advance(WAITING - 1);
        kit.rooms.sweep();
        assertSame(t.room, kit.rooms.find(code), "not yet");

        advance(1);
        kit.rooms.sweep();
        assertNull(kit.rooms.find(code));
        assertEquals(0, kit.rooms.size());
    }

    @Test
    void roomWithAConnectionIsNotSwept() {
        RoomKit.Table joined = kit.ticTacToe();
        joined.spectator("s");
        RoomKit.Table lurked = kit.ticTacToe();
        lurked.connect("lurker"); // connected but never joined: still somebody

        advance(100 * ABANDONED);
        kit.rooms.sweep();

        assertSame(joined.room, kit.rooms.find(joined.created.code()));
        assertSame(lurked.room, kit.rooms.find(lurked.created.code()));
    }

    @Test
    void idleTimeCountsFromWhenTheLastConnectionLeft() {
        RoomKit.Table t = kit.ticTacToe();
        FakeConnection s = t.spectator("s");
        advance(10 * WAITING);
        t.room.disconnect(s);

        kit.rooms.sweep();
        assertNotNull(kit.rooms.find(t.created.code()), "it was empty only for a moment");
        advance(WAITING);
        kit.rooms.sweep();
        assertNull(kit.rooms.find(t.created.code()));
    }

    @Test
    void startedButAbandonedRoomLivesForTheAbandonedTtl() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 1, 1);
        t.room.disconnect(t.x);
        t.room.disconnect(t.o);

        advance(FINISHED);
        kit.rooms.sweep();
        assertNotNull(kit.rooms.find(t.created.code()));
        advance(ABANDONED - FINISHED);
        kit.rooms.sweep();
        assertNull(kit.rooms.find(t.created.code()));
    }

    @Test
    void finishedRoomLivesForTheFinishedTtl() {
        RoomKit.Table t = kit.started();
        t.send(t.x, "{'type':'resign'}");
        t.room.disconnect(t.x);
        t.room.disconnect(t.o);

        advance(FINISHED - 1);
        kit.rooms.sweep();
        assertNotNull(kit.rooms.find(t.created.code()));
        advance(1);
        kit.rooms.sweep();
        assertNull(kit.rooms.find(t.created.code()));
    }

    @Test
    void connectionArrivingAtAClosedRoomGetsUnknownGameAndIsClosed() {
        RoomKit.Table t = kit.ticTacToe();
        advance(WAITING);
        kit.rooms.sweep();
        assertNull(kit.rooms.find(t.created.code()));

        FakeConnection late = t.connect("late"); // held a reference from before the sweep
        assertEquals(1, late.frames().size(), late.raw().toString());
        assertEquals("error", late.lastFrame().path("type").asText());
        assertEquals("unknown_game", late.lastFrame().path("code").asText());
        assertEquals(List.of("1008 unknown game"), late.closes());
        assertEquals(0, t.room.snapshot().present());

        // Anything it sends afterwards goes unanswered, and the room stays closed.
        t.send(late, "{'type':'join'}");
        t.send(late, "{'type':'ping','id':1}");
        assertEquals(1, late.frames().size());
        assertNull(kit.rooms.find(t.created.code()));
    }

    @Test
    void sweepingTwiceIsHarmless() {
        RoomKit.Table a = kit.ticTacToe();
        RoomKit.Table b = kit.ticTacToe();
        b.spectator("s");
        advance(WAITING);
        kit.rooms.sweep();
        kit.rooms.sweep();
        assertNull(kit.rooms.find(a.created.code()));
        assertNotNull(kit.rooms.find(b.created.code()));
        assertEquals(1, kit.rooms.size());
    }

    @Test
    void liveExcludesFinishedGamesAndListsMostWatchedFirst() {
        RoomKit.Table quiet = kit.ticTacToe();
        RoomKit.Table popular = kit.started();
        popular.spectator("s1");
        popular.spectator("s2");
        RoomKit.Table finished = kit.started();
        finished.spectator("s3");
        finished.spectator("s4");
        finished.spectator("s5");
        finished.send(finished.x, "{'type':'resign'}");

        List<GameView> live = kit.rooms.live();

        assertEquals(List.of(popular.created.code(), quiet.created.code()),
            live.stream().map(GameView::code).toList());
        assertTrue(live.stream().noneMatch(v -> v.status() == inrow.protocol.GameStatus.OVER));
        assertEquals(3, kit.rooms.size(), "a finished room is still findable, just not listed");
    }

    @Test
    void liveOrdersEquallyWatchedGamesByMovesPlayed() {
        RoomKit.Table fresh = kit.started();
        RoomKit.Table busy = kit.started();
        busy.play(busy.x, 0, 0);
        busy.play(busy.o, 1, 1);

        assertEquals(List.of(busy.created.code(), fresh.created.code()),
            kit.rooms.live().stream().map(GameView::code).toList());
    }

    @Test
    void createReturnsNullWhenMaxRoomsIsReachedAndNoRoomCanLeave() {
        RoomKit small = new RoomKit(new RoomLimits(WAITING, FINISHED, ABANDONED, 2));
        RoomKit.Table a = small.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "a");
        RoomKit.Table b = small.create(Rules.GOMOKU, SeatSpec.OPEN, SeatSpec.OPEN, null);
        FakeConnection inA = a.spectator("in-a");
        FakeConnection inB = b.spectator("in-b");

        assertNull(small.rooms.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "c"),
            "both rooms have someone in them: neither may leave to make space");
        assertEquals(2, small.rooms.size());

        // Sweeping frees room for new games once they stand empty past their time.
        a.room.disconnect(inA);
        b.room.disconnect(inB);
        small.clock.addAndGet(WAITING);
        small.rooms.sweep();
        assertEquals(0, small.rooms.size());
        assertNotNull(small.rooms.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "d"));
    }

    @Test
    void findIgnoresNullAndUnknownCodes() {
        kit.ticTacToe();
        assertNull(kit.rooms.find(null));
        assertNull(kit.rooms.find("ZZZZZZZZ"));
    }
}
