package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Rules;
import inrow.protocol.Wire;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The room cap is a real bound on memory: creating a room and loading a stored one both respect it. When the
 * server is full, a finished game leaves first, then a room nobody ever joined, then one waiting for a player; a
 * game in play never leaves. A room that left stays in the store and loads again when opened.
 */
class RoomCapTest {
    private static final long HOUR = 3_600_000L;
    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final MemoryStore store = new MemoryStore();

    private Rooms rooms(int max) {
        return new Rooms(new RoomContext(Runnable::run, new Wire(), new Tokens(), clock::get,
            (bot, game, think, wanted, answer) -> { }, null, store, RoomContext.DEFAULT_ABANDON_MILLIS),
            new RoomLimits(HOUR, HOUR, HOUR, max));
    }

    private static String create(Rooms rooms) {
        Rooms.Created c = rooms.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann");
        assertNotNull(c, "a room could be made");
        return c.code();
    }

    private static void inPlay(Rooms rooms, String code) {
        FakeConnection bob = new FakeConnection("bob-" + code);
        rooms.find(code).connect(bob);
        rooms.find(code).receive(bob, ((Wire.Decoded.Ok) new Wire().decode("{\"type\":\"join\"}")).message());
        rooms.find(code).disconnect(bob); // nobody is connected, yet the game is in play
    }

    @Test
    void aRoomNobodyJoinedLeavesFirstAndTheOldestOfThose() {
        Rooms rooms = rooms(3);
        String played = create(rooms);
        inPlay(rooms, played);
        clock.addAndGet(1000);
        String oldest = create(rooms);
        clock.addAndGet(1000);
        String newer = create(rooms);

        String fourth = create(rooms);
        assertEquals(3, rooms.size());
        assertTrue(rooms.live().stream().noneMatch(v -> v.code().equals(oldest)), "the oldest unjoined room left");
        assertTrue(rooms.live().stream().anyMatch(v -> v.code().equals(newer)));
        assertTrue(rooms.live().stream().anyMatch(v -> v.code().equals(played)), "a game in play never leaves");
        assertTrue(rooms.live().stream().anyMatch(v -> v.code().equals(fourth)));

        assertNotNull(rooms.find(oldest), "a room that left loads again from the store");
        assertEquals(3, rooms.size(), "loading it made space in turn");
    }

    @Test
    void aFinishedGameLeavesBeforeARoomWhosePlayersAreStillComing() {
        Rooms rooms = rooms(3);
        String waitedFor = create(rooms);
        clock.addAndGet(1000);
        String over = create(rooms);
        FakeConnection bob = new FakeConnection("bob");
        rooms.find(over).connect(bob);
        rooms.find(over).receive(bob, ((Wire.Decoded.Ok) new Wire().decode("{\"type\":\"join\"}")).message());
        rooms.find(over).receive(bob, ((Wire.Decoded.Ok) new Wire().decode("{\"type\":\"resign\"}")).message());
        rooms.find(over).disconnect(bob);
        assertTrue(rooms.find(over).over(), "the game is over");
        clock.addAndGet(1000);
        create(rooms);

        create(rooms);
        assertEquals(3, rooms.size());
        assertTrue(rooms.live().stream().anyMatch(v -> v.code().equals(waitedFor)),
            "the older room nobody joined yet stays: its players may be on their way");
        assertNotNull(rooms.find(over), "the finished game loads again from the store");
    }

    @Test
    void aFullServerFreesAHundredthOfItsRoomsAtOnce() {
        Rooms rooms = rooms(200);
        for (int i = 0; i < 200; i++) {
            create(rooms);
            clock.addAndGet(1);
        }
        assertEquals(200, rooms.size());
        create(rooms);
        assertEquals(198, rooms.size(), "down to 197 (under 200 less 2), then the new one");
        create(rooms);
        assertEquals(199, rooms.size(), "the next one needed no eviction");
    }

    @Test
    void gamesInPlayFillTheServerAndNothingElseComesIn() {
        Rooms rooms = rooms(2);
        String a = create(rooms);
        inPlay(rooms, a);
        String b = create(rooms);
        inPlay(rooms, b);
        String stored = create(rooms(5)); // another game in the store, not in memory here

        assertNull(rooms.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "Cy"));
        assertThrows(Rooms.Full.class, () -> rooms.find(stored), "loading past the cap is refused, not done");
        assertEquals(2, rooms.size());
    }

    @Test
    void restoringAtStartStopsAtTheCap() {
        Rooms first = rooms(10);
        for (int i = 0; i < 5; i++) {
            inPlay(first, create(first));
        }
        Rooms restarted = rooms(3);
        assertEquals(3, restarted.restore());
        assertEquals(3, restarted.size());
        assertFalse(restarted.live().isEmpty());
    }
}
