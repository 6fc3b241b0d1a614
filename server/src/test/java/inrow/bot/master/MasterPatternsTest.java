package inrow.bot.master;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Line patterns derived from k, and the incremental board agreeing with one built from scratch. */
class MasterPatternsTest {
    /** A board with one row of stones ('X', 'O', '.') on row 7 starting at column 0. */
    private static SearchBoard row(String stones, int k, boolean overline) {
        SearchBoard b = new SearchBoard(15, 15, k, overline, false);
        for (int x = 0; x < stones.length(); x++) {
            char c = stones.charAt(x);
            if (c != '.') {
                b.play(b.index(x, 7), c == 'X' ? 1 : 2);
            }
        }
        return b;
    }

    private static int codeAt(SearchBoard b, int x, int color) {
        return b.code(b.index(x, 7), 0, color);
    }

    @Test
    void openThreeMakesOpenFourAtItsEndsAndFourFurtherOut() {
        SearchBoard b = row("....XXX....", 5, true);
        assertEquals(Patterns.F4, codeAt(b, 3, 1));
        assertEquals(Patterns.F4, codeAt(b, 7, 1));
        assertEquals(Patterns.B4, codeAt(b, 2, 1));
        assertEquals(Patterns.B4, codeAt(b, 8, 1));
        assertEquals(SearchBoard.C_FLEX4, b.cls(b.index(3, 7), 1));
    }

    @Test
    void blockedThreeOnlyMakesFours() {
        SearchBoard b = row("...OXXX....", 5, true);
        assertEquals(Patterns.B4, codeAt(b, 7, 1));
        assertEquals(Patterns.B4, codeAt(b, 8, 1));
    }

    @Test
    void fourIsOneCellFromFive() {
        SearchBoard b = row("..XXXX.....", 5, true);
        assertEquals(Patterns.FIVE, codeAt(b, 1, 1));
        assertEquals(Patterns.FIVE, codeAt(b, 6, 1));
        assertEquals(2, b.fives(1));
    }

    @Test
    void exactKDoesNotCountSix() {
        SearchBoard exact = row("..XXXX.X...", 5, false);
        assertTrue(codeAt(exact, 6, 1) < Patterns.FIVE);
        assertEquals(Patterns.FIVE, codeAt(exact, 1, 1));
        SearchBoard free = row("..XXXX.X...", 5, true);
        assertEquals(Patterns.FIVE, codeAt(free, 6, 1));
    }

    @Test
    void twoInTicTacToeIsAWinningCell() {
        SearchBoard b = new SearchBoard(3, 3, 3, true, false);
        b.play(b.index(0, 0), 1);
        b.play(b.index(1, 0), 1);
        assertEquals(SearchBoard.C_FIVE, b.cls(b.index(2, 0), 1));
        assertEquals(1, b.fives(1));
    }

    @Test
    void longLinesWithoutTableStillFindFivesAndFours() {
        SearchBoard b = row("..XXXXXXXX.....", 9, false);
        assertEquals(Patterns.FIVE, codeAt(b, 1, 1));
        assertEquals(Patterns.FIVE, codeAt(b, 10, 1));
        SearchBoard c = row(".XXXXXXXX.X....", 9, false);
        assertTrue(codeAt(c, 9, 1) < Patterns.FIVE);
    }

    @Test
    void incrementalUpdatesMatchAFreshBoard() {
        int[][] shapes = {{15, 15, 5, 1}, {15, 15, 5, 0}, {9, 7, 4, 0}, {3, 3, 3, 1}, {12, 10, 6, 0}, {20, 6, 8, 1},
            {5, 5, 4, 1}};
        SplittableRandom random = new SplittableRandom(7);
        for (int[] s : shapes) {
            SearchBoard b = new SearchBoard(s[0], s[1], s[2], s[3] == 1, true);
            for (int game = 0; game < 3; game++) {
                while (b.stones() < b.cells && b.stones() < 60) {
                    int q;
                    do {
                        q = b.board[random.nextInt(b.cells)];
                    } while (!b.isEmpty(q));
                    b.play(q, b.toMove());
                    if (random.nextInt(4) == 0) {
                        b.undo();
                    }
                    assertSame(b, fresh(b));
                }
                while (b.stones() > 0) {
                    b.undo();
                }
                assertSame(b, fresh(b));
            }
        }
    }

    private static SearchBoard fresh(SearchBoard b) {
        SearchBoard f = new SearchBoard(b.width, b.height, b.k, b.overline, true);
        for (int i = 0; i < b.stones(); i++) {
            f.play(b.move(i), (i & 1) == 0 ? 1 : 2);
        }
        return f;
    }

    private static void assertSame(SearchBoard a, SearchBoard f) {
        assertEquals(f.hash(), a.hash());
        int[] x = new int[a.cells];
        int[] y = new int[a.cells];
        int n = a.candidates(x);
        java.util.List<Integer> expected = new java.util.ArrayList<>();
        for (int q : a.board) {
            if (a.isCandidate(q)) {
                expected.add(q);
            }
        }
        java.util.List<Integer> got = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            got.add(x[i]);
        }
        java.util.Collections.sort(got);
        java.util.Collections.sort(expected);
        assertEquals(expected, got);
        for (int color = 1; color <= 2; color++) {
            int m = a.fourCells(color, x);
            int count = 0;
            for (int q : a.board) {
                if (a.isEmpty(q) && a.cls(q, color) >= SearchBoard.C_FOUR) {
                    count++;
                }
            }
            assertEquals(count, m);
            for (int i = 0; i < m; i++) {
                assertTrue(a.isEmpty(x[i]) && a.cls(x[i], color) >= SearchBoard.C_FOUR);
            }
            int t = a.threeCells(color, y);
            int threes = 0;
            for (int q : a.board) {
                if (a.isEmpty(q) && a.cls(q, color) >= SearchBoard.C_THREE) {
                    threes++;
                }
            }
            assertEquals(threes, t);
            int five = a.findFive(color);
            assertEquals(a.fives(color) > 0, five >= 0);
            if (five >= 0) {
                assertEquals(SearchBoard.C_FIVE, a.cls(five, color));
            }
        }
        assertEquals(f.canonicalHash(), a.canonicalHash());
        for (int color = 1; color <= 2; color++) {
            assertEquals(f.valueSum(color), a.valueSum(color));
            for (int c = 0; c < SearchBoard.CLASSES; c++) {
                assertEquals(f.classCount(color, c), a.classCount(color, c));
            }
            for (int q : a.board) {
                if (a.isEmpty(q)) {
                    assertEquals(f.cls(q, color), a.cls(q, color));
                    assertEquals(f.value(q, color), a.value(q, color));
                    for (int d = 0; d < 4; d++) {
                        assertEquals(f.code(q, d, color), a.code(q, d, color));
                        assertEquals(a.directCode(q, d, color), a.code(q, d, color));
                    }
                }
            }
        }
    }
}
