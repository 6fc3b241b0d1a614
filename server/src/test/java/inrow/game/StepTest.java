package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.OfferKind;
import inrow.game.SeatKind;
import inrow.game.Take;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Step}: what a room makes durable is the verdict's changes plus what the table worked out from them, so the
 * store needs none of the table's rules. Each case names the rule the store no longer repeats.
 */
class StepTest {
    private static final String CODE = "STEPTEST";

    private static Table fold(Table t, Change... changes) {
        return Table.fold(t, List.of(changes));
    }

    private static Table started(Rules rules, OpeningRule opening) {
        return fold(null, new Change.Created(CODE, rules, 1000, 0, null, true, 10, opening),
            new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null),
            new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, 11));
    }

    private static Change.Moved move(int ply, int x, int y) {
        return new Change.Moved(CODE, 1, ply, x, y, 20 + ply, null, null);
    }

    @Test
    void aMoveThatChangesNoOfferNorEndsTheRoundIsWrittenAsDecided() {
        Table t = started(Rules.TICTACTOE, null);
        List<Change> decided = List.of(move(0, 1, 1));
        Step step = Step.of(t, decided);
        assertSame(decided, step.changes());
        assertEquals(fold(t, move(0, 1, 1)).game().moves(), step.after().game().moves());
    }

    @Test
    void aDrawOfferLapsingAtTheOtherPlayersMoveIsWrittenAsWhatNowStands() {
        Table t = fold(started(Rules.TICTACTOE, null), move(0, 1, 1),
            new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.X),
            new Change.Offered(CODE, 1, OfferKind.TAKEBACK, Mark.X));
        Step step = Step.of(t, List.of(move(1, 0, 0)));
        assertEquals(List.of(move(1, 0, 0), new Change.Standing(CODE, 1, Offers.NONE)), step.changes(),
            "O moved: X's draw offer lapsed, and X's takeback request with any move");
        assertEquals(Offers.NONE, step.after().offers());
    }

    @Test
    void anOfferMadeIsWrittenAsWhatNowStandsAndAnOfferAfterTheEndAsNothing() {
        Table t = fold(started(Rules.TICTACTOE, null), move(0, 1, 1));
        Change.Offered draw = new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.O);
        assertEquals(List.of(draw, new Change.Standing(CODE, 1, new Offers(Mark.O, null))),
            Step.of(t, List.of(draw)).changes());
        Table over = fold(t, new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 30));
        assertEquals(List.of(draw), Step.of(over, List.of(draw)).changes(), "nothing stands once the round is over");
    }

    @Test
    void theRoundsEndClearsTheOffersAndScoresItForTheSeries() {
        Table t = fold(started(Rules.TICTACTOE, null), move(0, 1, 1),
            new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.X));
        Change.Status resign = new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 30);
        assertEquals(List.of(resign, new Change.Scored(CODE, new RoundResult(1, Mark.X, Result.Reason.RESIGN)),
            new Change.Standing(CODE, 1, Offers.NONE)), Step.of(t, List.of(resign)).changes());
    }

    @Test
    void aTakebackClearsBothOffers() {
        Table t = fold(started(Rules.TICTACTOE, null), move(0, 1, 1), move(1, 0, 0),
            new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.X),
            new Change.Offered(CODE, 1, OfferKind.TAKEBACK, Mark.O));
        Change.TakenBack back = new Change.TakenBack(CODE, 1, 1, 30, null, null);
        assertEquals(List.of(back, new Change.Standing(CODE, 1, Offers.NONE)), Step.of(t, List.of(back)).changes());
    }

    /**
     * Swap: Ann (X in round 1) places three stones, Bob takes black (X), so the seats are exchanged. Black wins: the
     * series counts the round for the seat black was when the round began, O, so that the score follows Bob.
     */
    @Test
    void aRoundWonAfterASwapIsScoredForTheSeatTheWinnerHeldWhenTheRoundBegan() {
        Table t = fold(started(Rules.GOMOKU, OpeningRule.SWAP), move(0, 7, 7), move(1, 8, 8), move(2, 6, 8),
            new Change.Chose(CODE, 1, 3, Take.X, 25));
        assertEquals(Mark.X, t.markOf(1), "Bob sits at black now");
        Change.Status resign = new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 30);
        Step step = Step.of(t, List.of(resign));
        assertEquals(List.of(resign, new Change.Scored(CODE, new RoundResult(1, Mark.O, Result.Reason.RESIGN))),
            step.changes());
        assertEquals(step.after().series(), fold(t, resign).series(), "as the table counts it");
    }
}
