package inrow.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Reviews checked against solved values: tic-tac-toe is a draw from every first move, and after a centre opening an
 * edge reply loses while a corner holds; Pons's published Connect Four positions ("4455": the side to move wins with
 * its fourth stone, score 18); and a gomoku open three left unblocked, which loses to a forced four.
 */
class ReviewerTest {
    private final Reviewer reviewer = new Reviewer();

    private Review review(Rules rules, List<Point> moves, long budgetMs) {
        List<Review> seen = new ArrayList<>();
        Review r = reviewer.review("TEST", 1, rules, moves, budgetMs, seen::add, () -> false);
        assertEquals(moves.size(), seen.size(), "a partial review after every move");
        for (int i = 0; i < seen.size(); i++) {
            assertEquals(i + 1, seen.get(i).moves().size());
        }
        assertTrue(r.complete());
        return r;
    }

    @Test
    void ticTacToeIsADrawFromEveryFirstMoveAndAnEdgeAnswerToTheCentreLoses() {
        Review edge = review(Rules.TICTACTOE, List.of(new Point(1, 1), new Point(1, 0)), 1000);
        MoveReview first = edge.moves().get(0);
        assertTrue(edge.exact());
        assertEquals(9, first.every().size(), "every cell valued");
        first.every().forEach(c -> assertEquals(Outcome.draw(), c.outcome(), "tic-tac-toe is a draw: " + c));
        assertEquals(Grade.BEST, first.grade());
        MoveReview reply = edge.moves().get(1);
        assertEquals(Mark.O, reply.by());
        assertEquals(0, reply.outcome().result() + 1, "the edge loses: " + reply.outcome());
        assertEquals(0, reply.bestOutcome().result(), "a corner holds the draw");
        assertTrue(isCorner(reply.best()), reply.best().toString());
        assertEquals(Grade.MISTAKE, reply.grade(), "a draw thrown away");
        for (Candidate c : reply.every()) {
            assertEquals(isCorner(c.move()) ? 0 : -1, c.outcome().result(), c.toString());
        }
        assertEquals(100.0, edge.accuracy(Mark.X), 0.01);
        // A draw thrown away is a 50-point drop: lichess's formula gives 103.1668 e^(-0.04354 * 50) - 3.1669.
        assertEquals(103.1668 * Math.exp(-0.04354 * 50) - 3.1669, edge.accuracy(Mark.O), 1e-9);
        assertEquals(8.53, edge.accuracy(Mark.O), 0.01);
    }

    private static boolean isCorner(Point p) {
        return p.x() != 1 && p.y() != 1;
    }

    @Test
    void connectFourMovesHaveTheSolversValues() {
        // Early positions cannot be proven in a position's time: their grades are left null, never guessed.
        List<Point> moves = columns(Rules.CONNECT4, "44553");
        Review r = review(Rules.CONNECT4, moves, 1000);
        assertTrue(r.exact());
        MoveReview fifth = r.moves().get(4);
        assertEquals(Mark.X, fifth.by());
        // Pons: "4455" scores 18 for the side to move: 22 - 18 = 4 stones, its fourth wins (this, then one more).
        assertEquals(Outcome.win(3), fifth.bestOutcome());
        assertEquals(Outcome.win(3), fifth.outcome(), "column 3 opens the bottom row's three at both ends");
        assertEquals(Grade.BEST, fifth.grade());
        assertEquals(7, fifth.every().size());
        for (MoveReview early : r.moves().subList(0, 4)) {
            assertTrue(early.grade() == null || early.outcome() != null, "a grade only from proven values: " + early);
        }
    }

    /**
     * Pons's published scores of two late positions, every column solved: the best move keeps the score's result at
     * the score's distance. "2252576253462244111563365343671351441" scores -1 for O to move (X's 21st stone wins:
     * two more, so O's best loses in 4 plies); "7422341735647741166133573473242566" scores 1 for X to move (its 21st
     * stone: this one and three more, 7 plies).
     */
    @Test
    void lateConnectFourPositionsKeepTheirPublishedValues() {
        FourInARow solver = new FourInARow();
        List<Candidate> losing = solver.assess(game("2252576253462244111563365343671351441"), null, Long.MAX_VALUE);
        assertEquals(Outcome.loss(4), losing.get(0).outcome(), losing.toString());
        losing.forEach(c -> assertEquals(-1, c.outcome().result(), "every column loses: " + c));
        List<Candidate> winning = solver.assess(game("7422341735647741166133573473242566"), null, Long.MAX_VALUE);
        assertEquals(Outcome.win(7), winning.get(0).outcome(), winning.toString());
    }

    private static inrow.engine.Game game(String columns) {
        inrow.engine.Game g = inrow.engine.Game.start(Rules.CONNECT4);
        for (char ch : columns.toCharArray()) {
            g = ((inrow.engine.MoveResult.Played) g.drop(ch - '1')).game();
        }
        return g;
    }

    @Test
    void anOpenThreeLeftUnblockedIsABlunder() {
        Rules rules = Rules.GOMOKU;
        // X builds an open three on row 7 (F8 G8 H8); O plays far away instead of blocking, then X has an open four.
        List<Point> moves = List.of(new Point(7, 7), new Point(0, 0), new Point(6, 7), new Point(14, 14),
            new Point(5, 7), new Point(0, 14));
        Review r = review(rules, moves, 400);
        MoveReview careless = r.moves().get(5);
        assertEquals(Mark.O, careless.by());
        assertEquals(Grade.BLUNDER, careless.grade(), careless.toString());
        assertTrue(careless.best().y() == 7 && List.of(3, 4, 8, 9).contains(careless.best().x()),
            "block the three at an end, or one further: " + careless.best());
    }

    /** A gravity game from a 1-based column string, each stone where it lands. */
    static List<Point> columns(Rules rules, String columns) {
        int[] height = new int[rules.width()];
        List<Point> out = new ArrayList<>();
        for (char ch : columns.toCharArray()) {
            int x = ch - '1';
            out.add(new Point(x, rules.height() - 1 - height[x]++));
        }
        return out;
    }
}
