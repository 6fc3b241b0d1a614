package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Draw offers, takebacks and aborts, judged as values: every path, and every wrong moment. */
class TableMannersTest {
    private static final String CODE = "MANNER23";
    private static final Sender ANN = Sender.seatedAt(0);
    private static final Sender BOB = Sender.seatedAt(1);
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "t", now::get, 60_000);

    private Table started(boolean takebacks, TimeControl control, boolean bobIsComputer) {
        Table t = Table.evolve(null, new Change.Created(CODE, Rules.GOMOKU, 1000, 0, control, takebacks, now.get()));
        t = Table.evolve(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null));
        t = Table.evolve(t, bobIsComputer ? new Change.Seated(CODE, 1, null, "Greedy", SeatKind.BOT, "greedy")
            : new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null));
        return Table.evolve(t, new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, now.get()));
    }

    private Table started() {
        return started(true, null, false);
    }

    /** Both sides have moved once: a draw may be offered (before that, the game may be aborted instead). */
    private Table begun(Table t) {
        return play(play(t, 7, 7), 8, 8);
    }

    /** Carries a verdict that must commit into the table. */
    private static Table apply(Table t, Verdict v) {
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, v, String.valueOf(v));
        for (Change change : c.changes()) {
            t = Table.evolve(t, change);
        }
        return t;
    }

    private Table play(Table t, int x, int y) {
        Sender m = Sender.seatedAt(t.slot(t.game().turn()));
        return apply(t, Sender.decide(judge, t, m, new Command.Move(x, y, t.game().ply(), 0)));
    }

    private static void refused(Verdict v, Refusal code) {
        assertEquals(code, assertInstanceOf(Verdict.Refuse.class, v, String.valueOf(v)).code());
    }

    private static Command draw(Boolean accept) {
        return new Command.Draw(accept);
    }

    private static Command takeback(Boolean accept) {
        return new Command.Takeback(accept);
    }

    @Test
    void aDrawOfferedAndAcceptedEndsTheGameByAgreement() {
        refused(Sender.decide(judge, play(started(), 7, 7), ANN, draw(null)), Refusal.NOT_ALLOWED); // abort instead
        Table t = apply(begun(started()), Sender.decide(judge, begun(started()), ANN, draw(null)));
        assertEquals(new Offers(Mark.X, null), t.offers());
        assertInstanceOf(Verdict.Answer.class, Sender.decide(judge, t, ANN, draw(null)), "offering again changes nothing");
        Table over = apply(t, Sender.decide(judge, t, BOB, draw(null)));
        assertEquals(GameStatus.OVER, over.status());
        assertNull(over.game().result().winner());
        assertEquals(Result.Reason.AGREEMENT, over.game().result().reason());
        assertEquals(Offers.NONE, over.offers());
    }

    @Test
    void aDrawOfferCanBeDeclinedAndLapsesWhenItsReceiverMoves() {
        Table offered = apply(begun(started()), Sender.decide(judge, begun(started()), ANN, draw(null)));
        assertEquals(Offers.NONE, apply(offered, Sender.decide(judge, offered, BOB, draw(false))).offers());
        refused(Sender.decide(judge, offered, ANN, draw(false)), Refusal.NO_OFFER);

        Table xMoved = play(offered, 7, 9);
        assertEquals(Mark.X, xMoved.offers().draw(), "the offerer's own move keeps it");
        Table oMoved = play(xMoved, 8, 9);
        assertNull(oMoved.offers().draw(), "the receiver moved: the offer lapsed");
    }

    @Test
    void offersAreForPlayersOfAGameInPlay() {
        refused(Sender.decide(judge, started(), Sender.watching(), draw(null)), Refusal.NOT_A_PLAYER);
        refused(Sender.decide(judge, started(), Sender.watching(), takeback(null)), Refusal.NOT_A_PLAYER);
        refused(Sender.decide(judge, started(), Sender.watching(), new Command.Abort()), Refusal.NOT_A_PLAYER);
        Table over = apply(started(), Sender.decide(judge, started(), ANN, new Command.Resign()));
        refused(Sender.decide(judge, over, BOB, draw(null)), Refusal.NOT_ALLOWED);
        refused(Sender.decide(judge, over, BOB, takeback(null)), Refusal.NOT_ALLOWED);
    }

    /**
     * A takeback puts the moves back, not the time spent on them: with the clocks put back, a player could think as
     * long as they liked by moving and taking the move back (a computer grants every takeback at once). lichess
     * does the same.
     */
    @Test
    void aTakebackGrantedPutsTheAskersMoveBackButNotTheTimeSpent() {
        Table t = started(true, TimeControl.fischer(60, 0), false);
        t = play(t, 7, 7);
        t = play(t, 8, 8);
        now.addAndGet(5_000);
        t = play(t, 7, 8); // X spends 5 s
        now.addAndGet(1_000);
        t = play(t, 9, 9); // O spends 1 s
        assertEquals(55_000, t.timeLeft(Mark.X, now.get()));

        now.addAndGet(2_000); // X, to move, thinks 2 s and asks
        Table asked = apply(t, Sender.decide(judge, t, ANN, takeback(null)));
        assertEquals(Mark.X, asked.offers().takeback());
        now.addAndGet(3_000); // O thinks 3 s about it, X's clock still running
        Table back = apply(asked, Sender.decide(judge, asked, BOB, takeback(null)));
        assertEquals(2, back.game().ply(), "X's last move, and O's since, are taken back");
        assertEquals(Mark.X, back.game().turn(), "the asker moves again");
        assertEquals(50_000, back.timeLeft(Mark.X, now.get()), "X keeps what it had left: 60 - 5 - 2 - 3 s");
        // Issue 38, item 5: the granter is not charged for the move it had to take back (it was 59 s, 60 - 1).
        assertEquals(60_000, back.timeLeft(Mark.O, now.get()), "O, who granted, gets its 1 s back: 60 s");
        now.addAndGet(4_000);
        assertEquals(46_000, back.timeLeft(Mark.X, now.get()), "X's clock runs on from there");
        assertEquals(60_000, back.timeLeft(Mark.O, now.get()));
        assertEquals(Offers.NONE, back.offers());
    }

    /**
     * Once the clocks run, the first moves stay: back before both sides had moved, the clocks stopped, the next move
     * counted as a free first one (a full clock again) and the game could be aborted. Untimed, they may go.
     */
    @Test
    void onceTheClocksRunTheFirstMovesStay() {
        Table x = play(started(true, TimeControl.fischer(60, 0), true), 7, 7);
        x = play(x, 8, 8); // the computer's first move: the clocks start
        now.addAndGet(50_000);
        refused(Sender.decide(judge, x, ANN, takeback(null)), Refusal.NOT_ALLOWED);
        Table o = play(started(true, TimeControl.fischer(60, 0), false), 7, 7);
        o = play(play(o, 8, 8), 7, 8);
        refused(Sender.decide(judge, o, BOB, takeback(null)), Refusal.NOT_ALLOWED);

        Table before = play(started(true, TimeControl.fischer(60, 0), true), 7, 7);
        Table back = apply(before, Sender.decide(judge, before, ANN, takeback(null)));
        assertEquals(0, back.game().ply(), "before the clocks start, the first move may go");
        Table untimed = play(play(started(true, null, true), 7, 7), 8, 8);
        assertEquals(0, apply(untimed, Sender.decide(judge, untimed, ANN, takeback(null))).game().ply(), "untimed too");
    }

    /** The increment a move earned goes with it: moving fast and taking back banked 4 s a time against a computer. */
    @Test
    void aTakebackTakesTheIncrementsOfTheMovesItRemoves() {
        Table t = play(play(started(true, TimeControl.fischer(60, 5), true), 7, 7), 8, 8);
        now.addAndGet(500);
        t = play(t, 7, 8); // X: 60 - 0.5 + 5
        now.addAndGet(1_000);
        t = play(t, 9, 9); // O: 60 - 1 + 5
        assertEquals(64_500, t.timeLeft(Mark.X, now.get()));
        Table back = apply(t, Sender.decide(judge, t, ANN, takeback(null)));
        assertEquals(2, back.game().ply());
        assertEquals(59_500, back.timeLeft(Mark.X, now.get()), "X keeps the half second it spent, not the 5 s");
        // Issue 38, item 5: the computer granted, so its clock is as before its move (it was 59 s, 60 - 1 + 5 - 5).
        assertEquals(60_000, back.timeLeft(Mark.O, now.get()), "O's increment went with its move, its 1 s came back");
    }

    @Test
    void aTakebackCanBeRefusedIsOffWhenTheCreatorSaysAndIsGrantedByAComputer() {
        Table t = play(started(), 7, 7);
        Table asked = apply(t, Sender.decide(judge, t, ANN, takeback(null)));
        assertEquals(Offers.NONE, apply(asked, Sender.decide(judge, asked, BOB, takeback(false))).offers());
        refused(Sender.decide(judge, t, BOB, takeback(false)), Refusal.NO_OFFER);
        refused(Sender.decide(judge, t, BOB, takeback(null)), Refusal.NOT_ALLOWED); // O has no move to take back

        Table off = play(started(false, null, false), 7, 7);
        refused(Sender.decide(judge, off, ANN, takeback(null)), Refusal.NOT_ALLOWED);

        Table vsComputer = play(play(started(true, null, true), 7, 7), 8, 8);
        Table granted = apply(vsComputer, Sender.decide(judge, vsComputer, ANN, takeback(null)));
        assertEquals(0, granted.game().ply(), "the computer grants it at once");
    }

    @Test
    void aGameCanBeAbortedOnlyBeforeBothSidesHaveMoved() {
        Table aborted = apply(started(), Sender.decide(judge, started(), BOB, new Command.Abort()));
        assertEquals(Result.Reason.ABORTED, aborted.game().result().reason());
        Table afterX = play(started(), 7, 7);
        apply(afterX, Sender.decide(judge, afterX, ANN, new Command.Abort()));
        refused(Sender.decide(judge, play(afterX, 8, 8), ANN, new Command.Abort()), Refusal.NOT_ALLOWED);
    }

    @Test
    void aComputerAnswersADrawOfferByItsJudgement() {
        Table t = begun(started(true, null, true));
        Table offered = apply(t, Sender.decide(judge, t, ANN, draw(null)));
        assertEquals(Result.Reason.AGREEMENT,
            apply(offered, judge.botDraw(offered, Mark.O, true)).game().result().reason());
        assertEquals(Offers.NONE, apply(offered, judge.botDraw(offered, Mark.O, false)).offers());
        assertInstanceOf(Verdict.Ignore.class, judge.botDraw(t, Mark.O, true), "no offer standing: nothing to answer");
    }
}
