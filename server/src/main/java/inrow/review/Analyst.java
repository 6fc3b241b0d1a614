package inrow.review;

import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.List;

/**
 * What a review asks of an engine: for a position, the best move and the move played, each with what it leaves to
 * its mover. An exact analyst also values every other legal move (Connect Four's columns, tic-tac-toe's cells).
 */
public interface Analyst {
    boolean handles(Rules rules);

    /** Whether its outcomes are proven (then a mistake is a move that throws away a win or a draw). */
    boolean exact();

    /**
     * The candidates in {@code game} (not over), best first; they include {@code played}. {@code deadlineNanos}: a
     * {@code System.nanoTime()} past which the analyst stops and says what it has (an exact one then leaves the
     * unproven moves' outcome null).
     */
    List<Candidate> assess(Game game, Point played, long deadlineNanos);
}
