package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import inrow.engine.Mark;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Issue 38, items 5 and 10: a takeback costs the side that grants it nothing (the computer lost on time after four
 * ask-and-grant cycles at 8+2), the computer refuses a takeback loop, and a refused request is not asked again at
 * once (40 ask-and-refuse cycles made 80 full broadcasts).
 */
class TakebackFairnessTest {
    private static final String CODE = "TAKEBK23";
    private static final Sender ANN = Sender.seatedAt(0);
    private static final Sender BOB = Sender.seatedAt(1);
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "t", now::get, 60_000);

    private Table started(TimeControl control, boolean bobIsComputer) {
        Table t = Table.evolve(null, new Change.Created(CODE, Rules.GOMOKU, 1000, 0, control, true, now.get()));
        t = Table.evolve(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null));
        t = Table.evolve(t, bobIsComputer ? new Change.Seated(CODE, 1, null, "Greedy", SeatKind.BOT, "greedy")
            : new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null));
        return Table.evolve(t, new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, now.get()));
    }

    private static Table apply(Table t, Verdict v) {
        return Table.fold(t, assertInstanceOf(Verdict.Commit.class, v, String.valueOf(v)).changes());
    }

    private Table play(Table t, int x, int y, long thinkMs) {
        now.addAndGet(thinkMs);
        Sender m = Sender.seatedAt(t.slot(t.game().turn()));
        return apply(t, Sender.decide(judge, t, m, new Command.Move(x, y, t.game().ply(), 0)));
    }

    private static Command takeback(Boolean accept) {
        return new Command.Takeback(accept);
    }

    private static void refused(Verdict v, Refusal code) {
        assertEquals(code, assertInstanceOf(Verdict.Refuse.class, v, String.valueOf(v)).code());
    }

    @Test
    void theGranterGetsBackTheTimeItSpentOnTheMovesTakenBackTheAskerDoesNot() {
        Table t = play(play(started(TimeControl.fischer(60, 0), false), 7, 7, 0), 8, 8, 0);
        t = play(t, 7, 8, 5_000); // X: 55 s
        t = play(t, 9, 9, 4_000); // O: 56 s
        now.addAndGet(2_000);
        Table asked = apply(t, Sender.decide(judge, t, ANN, takeback(null)));
        now.addAndGet(1_000);
        Table back = apply(asked, Sender.decide(judge, asked, BOB, takeback(null)));
        assertEquals(2, back.game().ply());
        assertEquals(52_000, back.timeLeft(Mark.X, now.get()), "the asker keeps what it has: 60 - 5 - 2 - 1");
        assertEquals(60_000, back.timeLeft(Mark.O, now.get()), "the granter's 4 s on its move taken back return");
    }

    /** Four ask-and-grant cycles at 8+2 with 2 s of thinking used to cost the computer 8 s of its clock. */
    @Test
    void aComputerGrantingTakebacksLosesNoTimeAndRefusesALoop() {
        Table t = play(play(started(TimeControl.fischer(480, 2), true), 7, 7, 0), 8, 8, 0);
        t = play(t, 7, 8, 1_000);
        for (int cycle = 1; cycle <= TakingBack.COMPUTER_TAKEBACKS; cycle++) {
            t = play(t, 9, 9, 2_000); // the computer thinks 2 s
            now.addAndGet(500);
            t = apply(t, Sender.decide(judge, t, ANN, takeback(null)));
            assertEquals(2, t.game().ply(), "granted at once, cycle " + cycle);
            assertEquals(480_000, t.timeLeft(Mark.O, now.get()), "the computer's clock is whole, cycle " + cycle);
            t = play(t, 7, 8, 1_000);
        }
        t = play(t, 9, 9, 2_000);
        refused(Sender.decide(judge, t, ANN, takeback(null)), Refusal.NO_MORE_TAKEBACKS);
    }

    @Test
    void aRefusedRequestIsNotAskedAgainUntilBothSidesHaveMoved() {
        Table t = play(play(play(started(null, false), 7, 7, 0), 8, 8, 0), 7, 8, 0);
        Table asked = apply(t, Sender.decide(judge, t, ANN, takeback(null)));
        Table declined = apply(asked, Sender.decide(judge, asked, BOB, takeback(false)));
        refused(Sender.decide(judge, declined, ANN, takeback(null)), Refusal.TOO_SOON);
        Table oMoved = play(declined, 9, 9, 0);
        refused(Sender.decide(judge, oMoved, ANN, takeback(null)), Refusal.TOO_SOON);
        Table xMoved = play(oMoved, 6, 6, 0);
        assertEquals(Mark.X, apply(xMoved, Sender.decide(judge, xMoved, ANN, takeback(null))).offers().takeback(),
            "two moves later the player may ask again");
    }
}
