package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Renju's forbidden points, each position built from the federation's definitions (see {@link Renju}): boards are
 * drawn as text, {@code X} black, {@code O} white, {@code *} the point black considers, the rest of the 15x15 board
 * empty.
 */
class RenjuTest {
    /** The verdict on the starred point of a board drawn from its top-left corner. */
    private static Renju.Foul foul(String drawing) {
        byte[] cells = new byte[15 * 15];
        int star = -1;
        String[] rows = drawing.stripIndent().strip().split("\n");
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char c = rows[y].charAt(x);
                int i = (y + 2) * 15 + x + 2; // two lines in from the edge, so edges never decide
                if (c == 'X') {
                    cells[i] = 1;
                } else if (c == 'O') {
                    cells[i] = 2;
                } else if (c == '*') {
                    star = i;
                }
            }
        }
        return Renju.foul(Rules.RENJU, cells, star % 15, star / 15);
    }

    // ---- one line ----

    @Test
    void exactlyFiveWinsAndIsNeverForbidden() {
        assertNull(foul("XX*XX"));
    }

    @Test
    void sixOrMoreIsAnOverline() {
        assertEquals(Renju.Foul.OVERLINE, foul("XXX*XX"));
        assertEquals(Renju.Foul.OVERLINE, foul("XXXX*XXX"));
    }

    @Test
    void aStraightFourIsOneFour() {
        assertNull(foul(".XX*X."));
    }

    @Test
    void twoFoursOnOneLineAreADoubleFour() {
        // X.XXX.X: each gap makes a different five.
        assertEquals(Renju.Foul.DOUBLE_FOUR, foul("X.X*X.X"));
        // XX.XX.XX with the middle pair completed: XX.XX.XX -> two fours on one line.
        assertEquals(Renju.Foul.DOUBLE_FOUR, foul("XX.X*.XX"));
    }

    @Test
    void aBrokenFourAloneIsAllowed() {
        assertNull(foul("XX*.X"));
        assertNull(foul("OXXX*."));
    }

    @Test
    void anOpenThreeAloneIsAllowed() {
        assertNull(foul("..X*X.."));
        assertNull(foul("..X*.X.."));
    }

    // ---- two lines ----

    @Test
    void twoOpenThreesAreADoubleThree() {
        assertEquals(Renju.Foul.DOUBLE_THREE, foul("""
            .......
            ...X...
            ...X...
            .XX*...
            .......
            """));
    }

    @Test
    void twoFoursOnTwoLinesAreADoubleFour() {
        assertEquals(Renju.Foul.DOUBLE_FOUR, foul("""
            ....O..
            ....X..
            ....X..
            ....X..
            OXXX*..
            """));
    }

    @Test
    void aFourAndAThreeAreAllowed() {
        assertNull(foul("""
            ....X...
            ....X...
            ....X...
            ...X*X..
            ........
            """));
    }

    @Test
    void aThreeClosedAtOneEndIsNoThree() {
        String closed = """
            ...O...
            ...X...
            ...X...
            .XX*...
            .......
            .......
            """;
        assertNull(foul(closed), "the vertical X X * has white above it: only the horizontal three is open");
        assertEquals(Renju.Foul.DOUBLE_THREE, foul(closed.replace("...O...", ".......")), "without the white stone");
    }

    @Test
    void aFiveWinsEvenWhenItAlsoMakesAForbiddenShape() {
        String five = """
            ........
            ....X...
            ....X...
            ..XX*XX.
            .....X..
            ......X.
            """;
        assertNull(foul(five), "five in the row, with threes on the column and the diagonal");
        assertEquals(Renju.Foul.DOUBLE_THREE, foul(five.replace("..XX*XX.", "..XX*X..")),
            "the same threes without the five (a four and two threes) are forbidden");
    }

    // ---- false forbidden points: a three that can only grow through a forbidden point is no three ----

    @Test
    void aThreeWhoseOnlyStraightFourPointIsAnOverlineIsNoThree() {
        // Row 5: * X X can become a straight four only at r (left of the X X *): white blocks the right-hand way.
        // Column of r: three black above, two below: black at r would be an overline, so r is forbidden, and the
        // row's three is false. With the column's three (X X above *) that leaves one three: allowed.
        String falseThree = """
            ........
            ........
            .X......
            .X..X...
            .X..X...
            ..XX*.O.
            .X......
            .X......
            """;
        assertNull(foul(falseThree));
        // Take away the lowest stone of r's column: black at r now makes exactly five there, which is legal, so the
        // row's three is real and * is a double-three.
        String realThree = falseThree.substring(0, falseThree.lastIndexOf(".X......")) + "........\n";
        assertEquals(Renju.Foul.DOUBLE_THREE, foul(realThree));
    }

    @Test
    void theThreeCheckRecursesThroughSeveralLevels() {
        // Level 1: * (H8) makes a column three (two X above) and a row three (* X X) whose only way to a straight
        //   four is r, three points right of * (white blocks the left end).
        // Level 2: black at r would make a four on the row and threes on its column (two X above r) and its
        //   diagonal (two X below right): a double-three, forbidden, unless one of those threes is false.
        // Level 3: r's column three can reach a straight four only at the point above its two stones (white blocks
        //   below), and that point sits in a row X X . X X X: black there is an overline. So r's column three is
        //   false, r is legal (a four and one three), the row three through * is real, and * is a double-three.
        String deep = """
            ............
            ............
            ......XX.XXX
            .....X..X...
            .....X..X...
            ...O.*XX....
            .........X..
            ........O.X.
            """;
        assertEquals(Renju.Foul.DOUBLE_THREE, foul(deep));
        // Without the last stone of the level-3 row, black there makes exactly five: legal. Then r's column three is
        // real, r is a double-three (forbidden), the row three through * is false, and * is allowed.
        assertNull(foul(deep.replace("......XX.XXX", "......XX.XX.")));
    }

    // ---- the game ----

    @Test
    void blackCannotPlayAForbiddenPointAndNothingChanges() {
        Game g = Game.start(Rules.RENJU);
        // Black builds two lines towards H8 while white plays far away.
        int[][] moves = {{7, 5}, {0, 0}, {7, 6}, {0, 2}, {5, 7}, {0, 4}, {6, 7}, {0, 6}};
        for (int[] m : moves) {
            g = ((MoveResult.Played) g.play(m[0], m[1])).game();
        }
        assertTrue(g.forbidden().contains(new Point(7, 7)), "H8 is listed: " + g.forbidden());
        MoveResult r = g.play(7, 7);
        assertInstanceOf(MoveResult.Refused.class, r);
        assertEquals(Illegal.FORBIDDEN, ((MoveResult.Refused) r).reason());
        assertEquals(8, g.ply());
        // White may play there.
        Game whiteToMove = ((MoveResult.Played) g.play(14, 14)).game();
        assertEquals(List.of(), whiteToMove.forbidden(), "nothing is forbidden to white");
        assertInstanceOf(MoveResult.Played.class, whiteToMove.play(7, 7));
    }

    @Test
    void whiteWinsWithAnOverlineAndBlackOnlyWithFive() {
        Game g = Game.start(Rules.RENJU);
        // White: B1 C1 D1 E1 G1 then F1 makes six. Black plays elsewhere without a line.
        int[][] moves = {{7, 7}, {1, 14}, {9, 3}, {2, 14}, {3, 9}, {3, 14}, {12, 6}, {4, 14}, {5, 11}, {6, 14},
            {11, 10}, {5, 14}};
        for (int[] m : moves) {
            MoveResult r = g.play(m[0], m[1]);
            g = ((MoveResult.Played) r).game();
        }
        assertEquals(Mark.O, g.result().winner());
        assertEquals(6, g.result().line().size());
    }

    @Test
    void freestyleAndStandardForbidNothing() {
        for (Rules rules : List.of(Rules.GOMOKU, Rules.STANDARD)) {
            Game g = Game.start(rules);
            int[][] moves = {{7, 5}, {0, 0}, {7, 6}, {0, 2}, {5, 7}, {0, 4}, {6, 7}, {0, 6}};
            for (int[] m : moves) {
                g = ((MoveResult.Played) g.play(m[0], m[1])).game();
            }
            assertEquals(List.of(), g.forbidden());
            assertInstanceOf(MoveResult.Played.class, g.play(7, 7));
        }
    }
}
