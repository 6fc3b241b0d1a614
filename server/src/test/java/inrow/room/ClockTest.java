package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Judge;
import inrow.game.Change;
import inrow.game.Verdict;
import inrow.game.TimeControl;
import inrow.game.RoundResult;
import inrow.game.StoredGame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.ClientMessage;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The server keeps time, with an injected clock (no sleeping): Fischer arithmetic, the per-move reset, the lag
 * refund and its cap, the flag on the server's own timer, the first-move abort, and no charge for a restart.
 */
class ClockTest {
    private static final String CODE = "CLOCK234";
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "t", now::get, 60_000);

    private Table started(TimeControl control) {
        return started(control, false);
    }

    /** {@code unlisted}: a game between friends, left out of the lobby. */
    private Table started(TimeControl control, boolean unlisted) {
        Table t = Table.evolve(null, new Change.Created(CODE, Rules.GOMOKU, 1000, 0, control, true, now.get(), null,
            unlisted));
        t = Table.evolve(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null));
        t = Table.evolve(t, new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null));
        return Table.evolve(t, new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, now.get()));
    }

    /** Has the side to move play at (x, y) after {@code thinkMs}, with {@code lagMs} measured on its connection. */
    private Table move(Table t, int x, int y, long thinkMs, long lagMs) {
        now.addAndGet(thinkMs);
        Member m = new Member(true, t.slot(t.game().turn()), null, lagMs);
        Verdict v = Commands.decide(judge, t, Whereabouts.NONE, m, new ClientMessage.Move(null, x, y, t.game().ply()));
        return Table.fold(t, assertInstanceOf(Verdict.Commit.class, v, v.toString()).changes());
    }

    @Test
    void fischerChargesFromTheSecondMoveOfEachSideAndAddsTheIncrement() {
        Table t = started(TimeControl.fischer(180, 2));
        t = move(t, 7, 7, 5_000, 0); // first moves are free
        t = move(t, 8, 8, 9_000, 0);
        assertEquals(180_000, t.timeLeft(Mark.X, now.get()));
        assertEquals(180_000, t.timeLeft(Mark.O, now.get()));
        assertEquals(Mark.X, t.running(), "both sides have moved: X's clock runs");
        now.addAndGet(4_000);
        assertEquals(176_000, t.timeLeft(Mark.X, now.get()), "the view counts down the running side");
        t = move(t, 7, 8, 0, 0);
        assertEquals(178_000, t.timeLeft(Mark.X, now.get()), "180 - 4 + 2");
        t = move(t, 9, 9, 10_000, 0);
        assertEquals(172_000, t.timeLeft(Mark.O, now.get()), "180 - 10 + 2");
    }

    /**
     * A bank of 0 with an increment (0+3) starts at its increment, at least 3 s (lichess's rule for 0+1): it once
     * started at 0, so black's first move, never charged, lost on time.
     */
    @Test
    void aZeroBankStartsAtItsIncrementAndAtLeastThreeSeconds() {
        Table t = started(TimeControl.fischer(0, 5));
        assertEquals(5_000, t.timeLeft(Mark.X, now.get()));
        t = move(t, 7, 7, 2_000, 0);
        assertEquals(GameStatus.PLAYING, t.status(), "a first move is not charged, whatever the bank");
        t = move(t, 8, 8, 2_000, 0);
        assertEquals(5_000, t.timeLeft(Mark.X, now.get()));
        t = move(t, 7, 8, 4_000, 0);
        assertEquals(6_000, t.timeLeft(Mark.X, now.get()), "5 - 4 + 5");
        assertEquals(GameStatus.PLAYING, t.status());

        Table one = move(move(started(TimeControl.fischer(0, 1)), 7, 7, 0, 0), 8, 8, 0, 0);
        assertEquals(3_000, one.timeLeft(Mark.X, now.get()), "0+1 starts at 3 s");
        assertEquals(3_000, one.timeLeft(Mark.O, now.get()));
    }

    @Test
    void perMoveResetsAfterEveryMoveAndKeepsNothing() {
        Table t = started(TimeControl.perMove(30));
        t = move(t, 7, 7, 1_000, 0);
        t = move(t, 8, 8, 1_000, 0);
        t = move(t, 7, 8, 2_000, 0);
        assertEquals(30_000, t.timeLeft(Mark.X, now.get()), "unused time is not kept");
        now.addAndGet(29_000);
        assertEquals(1_000, t.timeLeft(Mark.O, now.get()));
    }

    @Test
    void lagMeasuredOnTheConnectionIsRefundedUpTo300Ms() {
        Table t = move(move(started(TimeControl.fischer(60, 0)), 7, 7, 0, 0), 8, 8, 0, 0);
        Table refunded = move(t, 7, 8, 1_000, 200);
        assertEquals(59_200, refunded.timeLeft(Mark.X, now.get()), "1000 ms charged less 200 ms of lag");
        now.addAndGet(-1_000);
        Table capped = move(t, 7, 8, 1_000, 5_000); // a connection claiming 10 s of round trip gets 300 ms
        assertEquals(59_300, capped.timeLeft(Mark.X, now.get()));
        assertEquals(300, new Member(true, 0, null, 0).lag(10_000).lagMs());
    }

    @Test
    void theServerFlagsARunOutClockWithNobodySendingAnything() {
        Table t = move(move(started(TimeControl.fischer(10, 0)), 7, 7, 0, 0), 8, 8, 0, 0);
        long due = judge.deadline(t, Whereabouts.NONE);
        assertEquals(now.get() + 10_000 + Member.MAX_LAG_REFUND_MS, due, "X's clock, plus the most lag a move may get back");
        now.set(due - 1);
        assertInstanceOf(Verdict.Ignore.class, judge.tick(t, Whereabouts.NONE));
        now.set(due);
        Verdict.Commit flag = assertInstanceOf(Verdict.Commit.class, judge.tick(t, Whereabouts.NONE));
        Table over = Table.evolve(t, flag.changes().get(0));
        assertEquals(GameStatus.OVER, over.status());
        assertEquals(Mark.O, over.game().result().winner());
        assertEquals(Result.Reason.TIME, over.game().result().reason());
        assertEquals(List.of(new RoundResult(1, Mark.O, Result.Reason.TIME)), over.series());
        assertNull(over.running(), "no clock runs once the game is over");
        assertEquals(Long.MAX_VALUE, judge.deadline(over, Whereabouts.NONE));
    }

    @Test
    void aMoveThatArrivesAfterTheTimeRanOutLosesOnTime() {
        Table t = move(move(started(TimeControl.fischer(10, 5)), 7, 7, 0, 0), 8, 8, 0, 0);
        now.addAndGet(10_100); // the timer has not rung yet (it waits out the lag allowance)
        Verdict v = Commands.decide(judge, t, Whereabouts.NONE, new Member(true, 0, null, 0), new ClientMessage.Move(null, 7, 8, 2));
        Change.Status flag = (Change.Status) assertInstanceOf(Verdict.Commit.class, v).changes().get(0);
        assertEquals(Result.Reason.TIME, flag.reason());
        assertEquals(Mark.O, flag.winner());
    }

    @Test
    void aSideThatNeverMakesItsFirstMoveAbortsAGameBetweenFriends() {
        Table timed = started(TimeControl.fischer(300, 0));
        assertEquals(now.get() + 30_000, judge.deadline(timed, Whereabouts.NONE), "30 s for a first move in a timed game");
        Table slowPerMove = started(TimeControl.perMove(120));
        assertEquals(now.get() + 120_000, judge.deadline(slowPerMove, Whereabouts.NONE), "or the per-move allowance if longer");
        Table untimed = started(null, true);
        assertEquals(now.get() + 60_000, judge.deadline(untimed, Whereabouts.NONE), "60 s in an untimed game between friends");
        assertEquals(now.get() + 30_000, judge.deadline(started(null, false), Whereabouts.NONE),
            "30 s, as timed games give, in a listed untimed game (issue 38)");

        Table afterX = move(untimed, 7, 7, 1_000, 0);
        assertEquals(now.get() + 60_000, judge.deadline(afterX, Whereabouts.NONE), "O's first move is counted from its turn");
        now.addAndGet(60_000);
        Verdict.Commit abort = assertInstanceOf(Verdict.Commit.class, judge.tick(afterX, Whereabouts.NONE));
        Table over = Table.evolve(afterX, abort.changes().get(0));
        assertNull(over.game().result().winner());
        assertEquals(Result.Reason.ABORTED, over.game().result().reason());
    }

    @Test
    void aRestartChargesNobodyForTheTimeTheServerWasAway() {
        Table t = move(move(move(started(TimeControl.fischer(60, 0)), 7, 7, 0, 0), 8, 8, 0, 0), 7, 8, 3_000, 0);
        assertEquals(57_000, t.timeLeft(Mark.X, now.get()));
        now.addAndGet(2_000); // O thinks 2 s, then the server dies for an hour
        StoredGame stored = new StoredGame(CODE, Rules.GOMOKU, 1000, 0, TimeControl.fischer(60, 0), true,
            Arrays.asList(new StoredGame.Slot("ann", "Ann", SeatKind.HUMAN, null),
                new StoredGame.Slot("bob", "Bob", SeatKind.HUMAN, null)),
            1, List.of(new Point(7, 7), new Point(8, 8), new Point(7, 8)), Arrays.asList(60_000L, 60_000L, 57_000L),
            GameStatus.PLAYING, null, null, List.of(), List.of(), 0, 0, 3);
        now.addAndGet(3_600_000);
        Table back = Table.rebuild(stored, now.get());
        assertEquals(57_000, back.timeLeft(Mark.X, now.get()));
        assertEquals(60_000, back.timeLeft(Mark.O, now.get()), "O's clock resumes from its last confirmed value");
        assertEquals(Mark.O, back.running());
    }

    @Test
    void creatorsAskForClocksWithinTheRanges() {
        assertEquals(new TimeControl(300_000, 5_000, 0), TimeControl.fischer(300, 5));
        assertEquals(new TimeControl(0, 0, 2 * 86_400_000L), TimeControl.days(2));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.fischer(0, 0));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.fischer(10_801, 0));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.fischer(60, 181));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.perMove(4));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.perMove(601));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.days(15));
    }
}
