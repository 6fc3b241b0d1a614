package inrow.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.review.Analysts;
import inrow.review.Candidate;
import inrow.review.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The analysis board's best lines checked against known values: an open three with the attacker to move (either end
 * makes an open four, a forced win), a renju double-three point never offered to black, Pons's published Connect
 * Four positions as the solver values them, and tic-tac-toe, a draw from every cell.
 */
class ThinkerTest {
    private static Thought think(Thinker t, Game g, long ms) {
        return t.think(g, 1, System.nanoTime() + ms * 1_000_000L);
    }

    @Test
    void aForcedWinComesFirst() {
        // X: F8 G8 H8 (an open three on row 7); O far away. X to move: an open four at either end wins.
        Game g = Game.replay(Rules.GOMOKU, List.of(new Point(7, 7), new Point(0, 0), new Point(6, 7),
            new Point(14, 14), new Point(5, 7), new Point(0, 14)));
        Thought t = think(new EngineThinker(), g, 1500);
        assertEquals(3, t.lines().size(), t.toString());
        Line first = t.lines().get(0);
        assertTrue(List.of(new Point(4, 7), new Point(8, 7)).contains(first.move()), first.toString());
        assertTrue(first.outcome().chance() > 0.99, first.toString());
        assertTrue(first.moves().size() >= 2, "a line, not a lone move: " + first);
        assertLegal(g, t);
        for (int i = 1; i < t.lines().size(); i++) {
            assertTrue(t.lines().get(i - 1).outcome().chance() >= t.lines().get(i).outcome().chance(), t.toString());
        }
    }

    @Test
    void aRenjuFoulIsNeverSuggested() {
        // Black: H6 H7 (a column) and F8 G8 (a row): H8 would make two open threes, forbidden to black.
        Game g = Game.replay(Rules.RENJU, List.of(new Point(7, 5), new Point(0, 0), new Point(7, 6), new Point(14, 0),
            new Point(5, 7), new Point(0, 14), new Point(6, 7), new Point(14, 14)));
        assertEquals(Mark.X, g.toMove());
        assertTrue(g.forbidden().contains(new Point(7, 7)), "the fixture's double-three: " + g.forbidden());
        for (int depth = 1; depth <= 2; depth++) {
            Thought t = new EngineThinker().think(g, depth, System.nanoTime() + 800_000_000L);
            assertFalse(t.lines().isEmpty());
            for (Line l : t.lines()) {
                assertFalse(g.forbidden().contains(l.move()), "a foul suggested: " + l);
            }
            assertLegal(g, t);
        }
    }

    @Test
    void connectFourLinesHaveTheSolversValues() {
        Thinker t = new ExactThinker(Analysts.exactFor(Rules.CONNECT4));
        // Pons: "7422341735647741166133573473242566" scores 1 for X to move: its 21st stone, this and three more.
        Game winning = columns("7422341735647741166133573473242566");
        Thought w = think(t, winning, 10_000);
        assertTrue(w.exact() && w.finished(), w.toString());
        assertEquals(Outcome.win(7), w.lines().get(0).outcome(), w.toString());
        assertSolverValues(winning, w);
        // "2252576253462244111563365343671351441" scores -1 for O to move: every column loses, the best in 4 plies.
        Game losing = columns("2252576253462244111563365343671351441");
        Thought l = think(t, losing, 10_000);
        assertEquals(Outcome.loss(4), l.lines().get(0).outcome(), l.toString());
        l.every().forEach(c -> assertEquals(-1, c.outcome().result(), c.toString()));
        assertSolverValues(losing, l);
        // "4455" scores 18 for X to move: 22 - 18 = 4 stones, X's fourth wins (this one, then one more): 3 plies.
        // Its centre columns take minutes to prove; the winning ones are proven at once and lead.
        Game early = columns("4455");
        Thought e = think(t, early, 4_000);
        assertEquals(Outcome.win(3), e.lines().get(0).outcome(), e.toString());
        assertEquals(3, e.lines().get(0).moves().size(), "the win played out: " + e.lines().get(0));
        assertLegal(early, e);
    }

    @Test
    void ticTacToeIsADrawEverywhere() {
        Thought t = think(new ExactThinker(Analysts.exactFor(Rules.TICTACTOE)), Game.start(Rules.TICTACTOE), 5_000);
        assertTrue(t.finished());
        assertEquals(9, t.every().size());
        t.every().forEach(c -> assertEquals(Outcome.draw(), c.outcome()));
        assertEquals(3, t.lines().size());
        assertEquals(4, t.lines().get(0).moves().size(), "a line of four moves: " + t.lines().get(0));
        assertLegal(Game.start(Rules.TICTACTOE), t);
    }

    /** Every column's value is what the review's solver says of it. */
    private static void assertSolverValues(Game g, Thought t) {
        List<Candidate> solver = Analysts.exactFor(g.rules()).assess(g, null, Long.MAX_VALUE);
        assertEquals(solver, t.every());
        for (Line l : t.lines()) {
            assertTrue(solver.contains(new Candidate(l.move(), l.outcome())), l.toString());
        }
    }

    /** Every line can be played from {@code g} by the rules (no foul, no occupied point). */
    private static void assertLegal(Game g, Thought t) {
        for (Line l : t.lines()) {
            Game at = g;
            for (Point p : l.moves()) {
                MoveResult r = at.play(p.x(), p.y());
                assertInstanceOf(MoveResult.Played.class, r, "line " + l + " at " + p);
                at = ((MoveResult.Played) r).game();
            }
        }
    }

    static Game columns(String columns) {
        Game g = Game.start(Rules.CONNECT4);
        for (char ch : columns.toCharArray()) {
            g = ((MoveResult.Played) g.drop(ch - '1')).game();
        }
        return g;
    }
}
