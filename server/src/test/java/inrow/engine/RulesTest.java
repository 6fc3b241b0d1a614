package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RulesTest {
    @ParameterizedTest(name = "{0}x{1}, k={2}")
    @CsvSource({
            "3, 3, 3",
            "26, 26, 26",
            "26, 26, 3",
            "3, 26, 26",
            "26, 3, 26",
            "5, 3, 5",
            "4, 9, 9",
            "7, 4, 3",
            "15, 15, 5"})
    void goodNumbers(int width, int height, int win) {
        assertNull(Rules.problem(width, height, win));
        Rules rules = new Rules(width, height, win, false);
        assertEquals(width * height, rules.cells());
    }

    @ParameterizedTest(name = "{0}x{1}, k={2}")
    @CsvSource({
            "2, 3, 3",
            "27, 3, 3",
            "3, 2, 3",
            "3, 27, 3",
            "0, 0, 0",
            "-3, 3, 3",
            "3, 3, 2",
            "3, 3, 4",
            "5, 3, 6",
            "3, 5, 6",
            "26, 26, 27",
            "9, 9, -5"})
    void badNumbers(int width, int height, int win) {
        String problem = Rules.problem(width, height, win);
        assertNotNull(problem);
        assertFalse(problem.isBlank());

        for (boolean overline : new boolean[] {true, false}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new Rules(width, height, win, overline));
            assertEquals(problem, e.getMessage());
        }
    }

    @Test
    void messagesNameTheLimits() {
        assertEquals("width and height must be between 3 and 26", Rules.problem(27, 3, 3));
        assertEquals("k (stones in a row) must be between 3 and 7", Rules.problem(7, 4, 8));
    }

    @Test
    void presets() {
        assertEquals(new Rules(3, 3, 3, true), Rules.TICTACTOE);
        assertEquals(new Rules(15, 15, 5, true), Rules.GOMOKU);
        assertSame(Rules.TICTACTOE, Rules.preset("tictactoe"));
        assertSame(Rules.GOMOKU, Rules.preset("gomoku"));
        assertNull(Rules.preset("nope"));
        assertNull(Rules.preset("Gomoku"));
    }

    @Test
    void labels() {
        assertEquals("Tic-tac-toe", Rules.TICTACTOE.label());
        assertEquals("Gomoku", Rules.GOMOKU.label());
        assertEquals("9x9, 4 in a row", new Rules(9, 9, 4, true).label());
        // 15x15, exactly five for both sides is the standard gomoku rule set: it has a name now.
        assertEquals("Standard gomoku", new Rules(15, 15, 5, false).label());
        assertEquals("Renju", Rules.RENJU.label());
        assertEquals("13x13, 5 in a row, exact", new Rules(13, 13, 5, false).label());
    }

    @Test
    void renjuIsFiveInARowWithLongerLinesWinningForWhite() {
        assertEquals(Rules.RENJU, Rules.preset("renju"));
        assertEquals(Rules.STANDARD, Rules.preset("standard"));
        assertEquals(Rules.GOMOKU, Rules.preset("freestyle"));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> new Rules(15, 15, 4, true, true));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> new Rules(15, 15, 5, false, true));
        org.junit.jupiter.api.Assertions.assertTrue(Rules.RENJU.exactFor(Mark.X));
        org.junit.jupiter.api.Assertions.assertFalse(Rules.RENJU.exactFor(Mark.O));
    }

    @Test
    void containsIsTheBoard() {
        Rules rules = new Rules(5, 3, 3, true);
        assertTrue(rules.contains(0, 0));
        assertTrue(rules.contains(4, 2));
        assertFalse(rules.contains(5, 0));
        assertFalse(rules.contains(0, 3));
        assertFalse(rules.contains(-1, 0));
        assertFalse(rules.contains(0, -1));
    }
}
