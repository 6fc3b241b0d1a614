package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class TurnOrderTest {
    private static final Rules RULES = new Rules(4, 3, 3, true);

    @Test
    void emptyGame() {
        Game game = Game.start(RULES);

        assertEquals(Mark.X, game.turn());
        assertEquals(Mark.X, game.toMove());
        assertEquals(0, game.ply());
        assertEquals(List.of(), game.moves());
        assertNull(game.lastMove());
        assertNull(game.result());
        assertFalse(game.isOver());
        assertEquals(List.of("....", "....", "...."), game.rows());
        assertEquals("....\n....\n....", game.toString());
    }

    @Test
    void xFirstThenAlternating() {
        Game game = Game.start(RULES);
        List<Point> moves = List.of(new Point(0, 0), new Point(3, 2), new Point(1, 2), new Point(2, 0));
        Mark expected = Mark.X;
        for (Point p : moves) {
            assertEquals(expected, game.turn());
            game = play(game, p);
            assertEquals(expected, game.at(p.x(), p.y()));
            assertEquals(p, game.lastMove());
            expected = expected.other();
        }

        assertEquals(Mark.X, game.turn());
        assertEquals(4, game.ply());
        assertEquals(moves, game.moves());
        assertEquals(List.of("X.O.", "....", ".X.O"), game.rows());
        assertEquals("X.O.", game.row(0));
        assertNull(game.at(1, 1));
    }

    @Test
    void noTurnOnceWonButTheCountGoesOn() {
        Game game = Boards.play(RULES, """
                xxx.
                OO..
                ....
                """, "C3");

        assertTrue(game.isOver());
        assertNull(game.turn());
        assertEquals(Mark.O, game.toMove());
        assertEquals(new Point(2, 0), game.lastMove());
    }

    @Test
    void noTurnOnceForfeited() {
        Game game = play(Game.start(RULES), new Point(1, 1)).forfeit(Mark.O, Result.Reason.ABANDONED);

        assertNull(game.turn());
        assertEquals(Mark.O, game.toMove());
        assertEquals(new Point(1, 1), game.lastMove());
    }

    @Test
    void marks() {
        assertEquals(Mark.O, Mark.X.other());
        assertEquals(Mark.X, Mark.O.other());
        assertEquals('X', Mark.X.symbol());
        assertEquals('O', Mark.O.symbol());
        assertEquals(1, Game.code(Mark.X));
        assertEquals(2, Game.code(Mark.O));
    }

    private static Game play(Game game, Point p) {
        return ((MoveResult.Played) game.play(p.x(), p.y())).game();
    }
}
