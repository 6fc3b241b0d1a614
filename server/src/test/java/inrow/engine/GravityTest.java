package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Gravity: a stone falls to the lowest empty cell of its column; the board is drawn top row first. */
class GravityTest {
    /** Plays columns given as digits from 1, the way Connect Four solvers write games ("4455"). */
    static Game columns(Rules rules, String digits) {
        Game game = Game.start(rules);
        for (char c : digits.toCharArray()) {
            game = ((MoveResult.Played) game.drop(c - '1')).game();
        }
        return game;
    }

    @Test
    void aStoneLandsOnTheLowestEmptyCell() {
        Game game = columns(Rules.CONNECT4, "4454");
        assertEquals(String.join("\n",
            ".......",
            ".......",
            ".......",
            "...O...",
            "...O...",
            "...XX.."), game.toString());
        assertEquals(new Point(3, 3), game.lastMove());
        assertEquals(2, game.landing(3));
        assertEquals(5, game.landing(0));
    }

    @Test
    void aRowAboveTheLandingRowFloats() {
        Game game = columns(Rules.CONNECT4, "4");
        assertEquals(Illegal.FLOATING, refusal(game.play(0, 0)));
        assertEquals(Illegal.FLOATING, refusal(game.play(3, 3)));
        assertFalse(game.isLegal(3, 3));
        assertTrue(game.isLegal(3, 4));
        assertInstanceOf(MoveResult.Played.class, game.play(3, 4));
        assertEquals(Illegal.OCCUPIED, refusal(game.play(3, 5)));
    }

    @Test
    void aFullColumnIsOccupied() {
        Game game = columns(Rules.CONNECT4, "444444");
        assertEquals(-1, game.landing(3));
        assertEquals(Illegal.OCCUPIED, refusal(game.drop(3)));
        assertEquals(Illegal.OUT_OF_BOUNDS, refusal(game.drop(7)));
        assertEquals(Illegal.OUT_OF_BOUNDS, refusal(game.drop(-1)));
    }

    @Test
    void fourStackedWins() {
        Game game = columns(Rules.CONNECT4, "4545454");
        assertEquals(Mark.X, game.result().winner());
        assertEquals(List.of(new Point(3, 2), new Point(3, 3), new Point(3, 4), new Point(3, 5)),
            game.result().line().stream().sorted((a, b) -> a.y() - b.y()).toList());
        assertEquals(Illegal.GAME_OVER, refusal(game.drop(1)));
    }

    @Test
    void aDiagonalBuiltUpTheColumnsWins() {
        // X climbs a1 b2 c3 d4; its last stone needs three under it in the fourth column.
        Game before = columns(Rules.CONNECT4, "1223343447");
        assertNull(before.result());
        Game won = ((MoveResult.Played) before.drop(3)).game();
        assertEquals(String.join("\n",
            ".......",
            ".......",
            "...X...",
            "..XX...",
            ".XXO...",
            "XOOO..O"), won.toString());
        assertEquals(Mark.X, won.result().winner());
        assertEquals(4, won.result().line().size());
    }

    @Test
    void aFullBoardWithoutFourIsADraw() {
        // Every column alternates; the fourth starts with O, so no row, column or diagonal holds four alike.
        Game game = columns(Rules.CONNECT4, "111111222222333333" + "544554455445" + "666666777777");
        assertEquals(42, game.ply());
        assertEquals(Result.Reason.DRAW, game.result().reason());
        assertNull(game.result().winner());
    }

    @Test
    void presetsAndLimits() {
        assertEquals(Rules.CONNECT4, Rules.preset("connect4"));
        assertEquals("Connect Four", Rules.CONNECT4.label());
        assertTrue(Rules.CONNECT4.gravity());
        assertFalse(Rules.GOMOKU.gravity());
        assertEquals("9x9, 5 in a row, gravity", new Rules(9, 9, 5, true, false, true).label());
        assertThrows(IllegalArgumentException.class, () -> new Rules(15, 15, 5, true, true, true));
    }

    private static Illegal refusal(MoveResult r) {
        return ((MoveResult.Refused) r).reason();
    }
}
