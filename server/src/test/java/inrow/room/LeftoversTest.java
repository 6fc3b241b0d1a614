package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Judge;
import inrow.game.Timekeeper;
import inrow.game.Change;
import inrow.game.Verdict;
import inrow.game.StoredGame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.ClientMessage;
import inrow.game.GameStatus;
import inrow.protocol.GameView;
import inrow.game.SeatKind;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * No game is left hanging: a computer game its person left for an hour, an untimed game nobody touched for 30 days,
 * and the lobby's live list leaving out games nobody has been in for ten minutes.
 */
class LeftoversTest {
    private static final String CODE = "LEFTOVR2";
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "t", now::get, 60_000);

    private Table started(boolean oIsComputer) {
        Table t = Table.evolve(null, new Change.Created(CODE, Rules.GOMOKU, 1000, 0, null, true, now.get()));
        t = Table.evolve(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null));
        t = Table.evolve(t, oIsComputer ? new Change.Seated(CODE, 1, null, "Master", SeatKind.BOT, "master")
            : new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null));
        t = Table.evolve(t, new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, now.get()));
        for (int[] m : new int[][] {{7, 7}, {8, 8}}) {
            Verdict v = Commands.decide(judge, t, Whereabouts.NONE, Member.seatedAt(t.slot(t.game().turn())),
                new ClientMessage.Move(null, m[0], m[1], t.game().ply()));
            t = Table.fold(t, ((Verdict.Commit) v).changes());
        }
        return t;
    }

    @Test
    void aComputerGameItsPersonLeftForAnHourEndsTheComputerWinning() {
        Table t = started(true);
        Whereabouts personGone = Whereabouts.NONE.withAway(Arrays.asList(now.get(), null));
        assertEquals(now.get() + Timekeeper.COMPUTER_GAME_LEFT_MS, judge.deadline(t, personGone));
        now.addAndGet(Timekeeper.COMPUTER_GAME_LEFT_MS - 1);
        assertInstanceOf(Verdict.Ignore.class, judge.tick(t, personGone));
        now.addAndGet(1);
        Change.Status end = (Change.Status) ((Verdict.Commit) judge.tick(t, personGone)).changes().get(0);
        assertEquals(Mark.O, end.winner(), "the computer wins");
        assertEquals(Result.Reason.ABANDONED, end.reason());
    }

    @Test
    void anUntimedGameNobodyTouchedForThirtyDaysEndsAgainstTheSideToMove() {
        Table t = started(false);
        assertEquals(now.get() + Timekeeper.UNTIMED_IDLE_MS, judge.deadline(t, Whereabouts.NONE));
        now.addAndGet(Timekeeper.UNTIMED_IDLE_MS);
        Change.Status end = (Change.Status) ((Verdict.Commit) judge.tick(t, Whereabouts.NONE)).changes().get(0);
        assertEquals(Mark.O, end.winner(), "X was to move and never did");
        assertEquals(Result.Reason.ABANDONED, end.reason());
    }

    @Test
    void aMonthOldGameThatLeftMemoryLongAgoIsLoadedAndEnded() {
        AtomicLong clock = new AtomicLong(1_000_000);
        ManualTimer timer = new ManualTimer(clock);
        MemoryStore store = new MemoryStore();
        Rooms rooms = rooms(clock, timer, store);
        Rooms.Created c = rooms.create(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann");
        Room room = rooms.find(c.code());
        FakeConnection ann = new FakeConnection("ann");
        FakeConnection bob = new FakeConnection("bob");
        room.connect(ann);
        room.connect(bob);
        room.receive(ann, ((inrow.protocol.Wire.Decoded.Ok) new inrow.protocol.Wire()
            .decode("{\"type\":\"join\",\"token\":\"" + c.token() + "\"}")).message());
        room.receive(bob, ((inrow.protocol.Wire.Decoded.Ok) new inrow.protocol.Wire()
            .decode("{\"type\":\"join\"}")).message());
        room.receive(ann, new ClientMessage.Move(null, 7, 7, 0));
        room.receive(bob, new ClientMessage.Move(null, 8, 8, 1));
        room.disconnect(ann);
        room.disconnect(bob);

        // A restart: a new node on the same store, a month later; the game is not in its memory.
        clock.addAndGet(Timekeeper.UNTIMED_IDLE_MS + 1);
        Rooms later = rooms(clock, timer, store);
        assertEquals(1, later.reviveLongIdle(Timekeeper.UNTIMED_IDLE_MS));
        timer.runDue();
        StoredGame ended = store.load(c.code()).orElseThrow();
        assertEquals(GameStatus.OVER, ended.status());
        assertEquals(Result.Reason.ABANDONED, ended.reason());
        assertEquals(Mark.O, ended.winner());
    }

    /**
     * A game both players left drops out of the lobby after ten minutes, watched or not (a watcher once kept it listed
     * for as long as they watched an empty table); one whose player is still there stays, watched or not.
     */
    @Test
    void theLobbyLeavesOutGamesBothPlayersLeftTenMinutesAgo() {
        RoomKit kit = new RoomKit();
        RoomKit.Table idle = kit.started(); // in play, both players gone: listed a while for onlookers
        idle.room.disconnect(idle.x);
        idle.room.disconnect(idle.o);
        RoomKit.Table watched = kit.started();
        watched.spectator("someone");
        watched.room.disconnect(watched.x);
        watched.room.disconnect(watched.o);
        RoomKit.Table thinking = kit.started(); // Bob thinks on, his opponent gone
        thinking.room.disconnect(thinking.x);
        kit.clock.addAndGet(Math.max(Rooms.IDLE_UNLISTED_MILLIS, RoomSnapshot.PLAYERS_GONE_UNLISTED_MILLIS) - 1);
        assertEquals(3, kit.rooms.live().size());
        kit.clock.addAndGet(1);
        assertEquals(java.util.List.of(thinking.created.code()),
            kit.rooms.live().stream().map(GameView::code).toList());
        assertTrue(kit.rooms.find(idle.created.code()) != null, "left out of the list, not gone");
        assertTrue(kit.rooms.find(watched.created.code()) != null, "left out of the list, not gone");
        // In cluster mode its holders take it out of the shared list too (RedisLobby), by the same rule.
        assertTrue(watched.room.delisted());
        assertFalse(thinking.room.delisted());
        watched.joinWithToken("ann-back", watched.created.token());
        assertTrue(listed(kit, watched.created.code()), "listed again when a player is back");
        assertFalse(watched.room.delisted());
    }

    @Test
    void theLobbyOffersAnInvitationOnlyWhileItsInviterIsThere() {
        RoomKit kit = new RoomKit();
        RoomKit.Table game = kit.ticTacToe(); // made by Ann, who is still on her way to its page
        String code = game.created.code();
        kit.clock.addAndGet(RoomSnapshot.INVITATION_ARRIVAL_MILLIS - 1);
        assertTrue(listed(kit, code), "listed while its creator's page opens");
        kit.clock.addAndGet(1);
        assertFalse(listed(kit, code), "its creator never came: nobody would be there to play");

        FakeConnection ann = game.joinWithToken("ann", game.created.token());
        assertTrue(listed(kit, code), "Ann came: her invitation stands");
        FakeConnection watcher = game.spectator("watcher");
        game.room.disconnect(ann);
        assertFalse(listed(kit, code), "Ann left: at once out of the list, though someone is watching");
        assertTrue(kit.rooms.find(code) != null, "out of the list, not gone");
        game.joinWithToken("ann-again", game.created.token());
        assertTrue(listed(kit, code), "back in the list when she is back");
        game.room.disconnect(watcher);
    }

    /** A restart loads every unfinished game; one whose inviter is gone is not offered again for its first minute. */
    @Test
    void anInvitationLoadedAtARestartIsNotListedWithItsInviterGone() {
        AtomicLong clock = new AtomicLong(1_000_000);
        MemoryStore store = new MemoryStore();
        Rooms before = rooms(clock, new ManualTimer(clock), store);
        Rooms.Created c = before.create(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann");
        assertTrue(before.live().stream().anyMatch(v -> v.code().equals(c.code())), "just made: Ann is on her way");
        clock.addAndGet(RoomSnapshot.INVITATION_ARRIVAL_MILLIS * 10);
        Rooms after = rooms(clock, new ManualTimer(clock), store);
        assertEquals(1, after.restore());
        assertFalse(after.live().stream().anyMatch(v -> v.code().equals(c.code())),
            "loaded at a restart, Ann long gone: not offered");
    }

    @Test
    void aGameInPlayStaysListedWhileItsPlayersAreAway() {
        RoomKit kit = new RoomKit();
        RoomKit.Table game = kit.started();
        game.room.disconnect(game.x);
        game.room.disconnect(game.o);
        kit.clock.addAndGet(RoomSnapshot.INVITATION_ARRIVAL_MILLIS * 2);
        assertTrue(listed(kit, game.created.code()), "a game in play is not an invitation");
    }

    @Test
    void aGameAgainstTheComputerIsListedOnlyWhileItsPersonIsThere() {
        RoomKit kit = new RoomKit(); // its computers think inline
        RoomKit.Table game = kit.create(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.bot(inrow.bot.Level.GREEDY), "Ann");
        String code = game.created.code();
        FakeConnection ann = game.joinWithToken("ann", game.created.token());
        game.move(ann, 7, 7, 0);
        assertEquals(2, ann.game().path("moves").size(), "the computer answered");
        assertTrue(listed(kit, code), "Ann is playing the computer");
        FakeConnection watcher = game.spectator("watcher");
        game.room.disconnect(ann);
        assertFalse(listed(kit, code), "Ann left: nothing will happen here until she is back, watched or not");
        game.joinWithToken("ann-again", game.created.token());
        assertTrue(listed(kit, code), "she is back");
        game.room.disconnect(watcher);

    }

    @Test
    void aGameBetweenTwoComputersIsListedWithNobodyThere() {
        AtomicLong clock = new AtomicLong(1_000_000);
        Rooms rooms = rooms(clock, new ManualTimer(clock), new MemoryStore()); // its computers take their time
        Rooms.Created machines = rooms.create(Rules.GOMOKU, SeatSpec.bot(inrow.bot.Level.RANDOM),
            SeatSpec.bot(inrow.bot.Level.RANDOM), null);
        clock.addAndGet(RoomSnapshot.INVITATION_ARRIVAL_MILLIS);
        assertEquals(inrow.protocol.GameStatus.PLAYING, rooms.find(machines.code()).view().status());
        assertTrue(rooms.live().stream().anyMatch(v -> v.code().equals(machines.code())),
            "two computers play on by themselves");
    }

    private static boolean listed(RoomKit kit, String code) {
        return kit.rooms.live().stream().anyMatch(v -> v.code().equals(code));
    }

    /** Rooms on this clock, timer and store, run at once, whose computers never answer: their games stay in play. */
    private static Rooms rooms(AtomicLong clock, ManualTimer timer, MemoryStore store) {
        return new Rooms(new RoomContext(Runnable::run, new inrow.protocol.Wire(), new Tokens(), clock::get,
            (bot, game, ms, wanted, answer) -> { }, timer, store, 60_000), RoomLimits.DEFAULT);
    }
}
