package inrow.room;

import inrow.game.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Rules;
import inrow.protocol.Wire;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 38, item 7: a script took every "Anyone" seat on the lobby and never moved. In a listed game, a seat whose
 * person lets the first move's time pass goes back to the lobby (the round starts over, the other player keeps
 * their seat), and an address that keeps doing it may not take listed seats for a while. On the test's clock.
 */
@Timeout(10)
class RoomSnipeTest {
    private static final String SNIPER = "203.0.113.66";
    /** Seats lost within {@link #WINDOW_MS} that bar an address (SeatLosses). */
    private static final int LOSSES = 3;
    private static final long WINDOW_MS = 10 * 60_000L;
    private final AtomicLong clock = new AtomicLong(RoomKit.START);
    private final ManualTimer timer = new ManualTimer(clock);
    private final MemoryStore store = new MemoryStore();
    private final Rooms rooms = new Rooms(new RoomContext(Runnable::run, new Wire(), new Tokens(), clock::get,
        (bot, game, think, wanted, answer) -> { }, timer, store, RoomContext.DEFAULT_ABANDON_MILLIS),
        RoomLimits.DEFAULT);

    /** A listed untimed gomoku game: Ann (the creator) at {@code annAt}, the other seat open; Ann is here. */
    private RoomKit.Table listed(SeatSpec x, SeatSpec o) {
        try {
            Rooms.Created created = rooms.create(new RoomSetup(Rules.GOMOKU, x, o, "Ann",
                RoomSetup.DEFAULT_THINK_MILLIS, 0, null, true));
            RoomKit.Table t = new RoomKit.Table(new RoomKit(), created, rooms.find(created.code()));
            FakeConnection ann = t.connect("ann");
            t.send(ann, "{'type':'join','token':'" + created.token() + "'}");
            if (x == SeatSpec.CREATOR) {
                t.x = ann;
            } else {
                t.o = ann;
            }
            return t;
        } catch (Rooms.Unavailable | Rooms.TooMany e) {
            throw new AssertionError(e);
        }
    }

    private FakeConnection sniper(RoomKit.Table t, String label) {
        FakeConnection c = t.connect(label);
        c.address = SNIPER;
        t.send(c, "{'type':'join','role':'player','name':'Bot'}");
        return c;
    }

    @Test
    void aStrangerWhoNeverMakesTheFirstMoveLosesTheSeatAndTheGameIsListedAgain() {
        RoomKit.Table t = listed(SeatSpec.CREATOR, SeatSpec.OPEN);
        t.o = sniper(t, "sniper");
        assertEquals("O", t.o.last("welcome").path("seat").asText());
        assertEquals(30_000, t.x.game().path("first_move_ms").asLong(), "a listed untimed game: timed games' 30 s");
        t.play(t.x, 7, 7); // Ann moves in time; the sniper never does
        clock.addAndGet(30_000 - 1);
        timer.runDue();
        assertEquals("playing", t.x.game().path("status").asText(), "not yet");
        clock.addAndGet(1);
        timer.runDue();

        JsonNode g = t.x.game();
        assertEquals("waiting", g.path("status").asText(), "waiting for a new opponent, not aborted: " + g);
        assertTrue(g.path("result").isNull(), g.toString());
        assertEquals(0, g.path("moves").size(), "the round starts over with no stones");
        assertTrue(g.path("players").path("O").isNull(), "the seat is open again: " + g.path("players"));
        assertEquals("Ann", g.path("players").path("X").path("name").asText(), "Ann keeps her seat");
        assertEquals("seat_lost", t.o.last("error").path("code").asText(), "the sniper is told: " + t.o.raw().toString());
        assertTrue(t.o.last("welcome").path("seat").isNull(), "and only watches now");
        assertTrue(t.room.snapshot().listable(clock.get()), "the lobby lists the game again");
        assertEquals(0, timer.pending(), "no deadline while waiting");

        String kept = store.load(t.created.code()).orElseThrow().toString();
        assertTrue(Table.rebuild(store.load(t.created.code()).orElseThrow(), clock.get()).status()
            == inrow.game.GameStatus.WAITING, "a restart restores the reopened game: " + kept);
        assertTrue(Table.rebuild(store.load(t.created.code()).orElseThrow(), clock.get()).player(inrow.engine.Mark.O)
            == null, kept);

        FakeConnection cy = t.player("cy", "Cy");
        assertEquals("O", cy.last("welcome").path("seat").asText(), "a new stranger takes the seat");
        t.play(t.x, 7, 7);
        t.play(cy, 8, 8);
        t.send(t.o, "{'type':'move','x':9,'y':9}");
        assertEquals("not_a_player", t.o.last("error").path("code").asText());
    }

    @Test
    void aSniperAtXWhoNeverOpensLosesTheSeatAndTheCreatorKeepsO() {
        RoomKit.Table t = listed(SeatSpec.OPEN, SeatSpec.CREATOR);
        t.x = sniper(t, "sniper");
        clock.addAndGet(30_000);
        timer.runDue();
        JsonNode g = t.o.game();
        assertEquals("waiting", g.path("status").asText(), g.toString());
        assertTrue(g.path("players").path("X").isNull());
        assertEquals("Ann", g.path("players").path("O").path("name").asText());
        assertEquals("seat_lost", t.x.last("error").path("code").asText());
    }

    @Test
    void withNobodyLeftToWaitTheGameIsCalledOffAsBefore() {
        RoomKit.Table t = listed(SeatSpec.CREATOR, SeatSpec.OPEN);
        t.o = sniper(t, "sniper");
        t.play(t.x, 7, 7);
        t.room.disconnect(t.x);
        clock.addAndGet(30_000);
        timer.runDue();
        assertEquals("aborted", t.o.game().path("result").path("reason").asText());
    }

    @Test
    void anAddressThatLosesThreeSeatsInTenMinutesMayNotTakeAListedSeatForAWhile() {
        for (int i = 0; i < LOSSES; i++) {
            RoomKit.Table t = listed(SeatSpec.CREATOR, SeatSpec.OPEN);
            FakeConnection s = sniper(t, "sniper" + i);
            assertEquals("O", s.last("welcome").path("seat").asText());
            t.play(t.x, 7, 7);
            clock.addAndGet(30_000);
            timer.runDue();
            assertEquals("seat_lost", s.last("error").path("code").asText(), s.raw().toString());
        }
        RoomKit.Table next = listed(SeatSpec.CREATOR, SeatSpec.OPEN);
        FakeConnection s = next.connect("sniper-again");
        s.address = SNIPER;
        FakeConnection other = next.connect("someone");
        other.address = "198.51.100.9";
        JsonNode error = next.assertRefused(s, "{'type':'join','role':'player','name':'Bot'}", "seat_barred");
        assertTrue(error.path("message").asText().contains(" s"), error.toString());
        next.send(s, "{'type':'join','role':'spectator'}");
        assertTrue(s.last("welcome").path("seat").isNull(), "it may still watch");
        next.send(s, "{'type':'join','role':'player'}");
        assertEquals("seat_barred", s.last("error").path("code").asText());

        clock.addAndGet(WINDOW_MS);
        next.send(s, "{'type':'join','role':'player','name':'Bot'}");
        assertEquals("O", s.last("welcome").path("seat").asText(), "ten minutes on, it may again: " + s.raw().toString());
        assertFalse(other.raw().toString().contains("seat_barred"), "another address was never refused");
    }
}
