package inrow.bot.master;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The exact solver against known values of small m,n,k-games (first player to move from the empty board). */
class SolverTest {
    private static int solve(int width, int height, int k) {
        SearchBoard b = new SearchBoard(width, height, k, true, true);
        Solver solver = new Solver(b, new TranspositionTable(18));
        assertTrue(solver.solve(Clock.unlimited()));
        assertTrue(b.isEmpty(solver.bestMove));
        return solver.value;
    }

    @Test
    void ticTacToeIsADraw() {
        assertEquals(0, solve(3, 3, 3));
    }

    @Test
    void fourByThreeThreeInARowIsAFirstPlayerWin() {
        assertTrue(solve(4, 3, 3) > 0);
        assertTrue(solve(3, 4, 3) > 0);
    }

    @Test
    void fourByFourThreeInARowIsAFirstPlayerWin() {
        int v = solve(4, 4, 3);
        assertTrue(v > 0);
        // X wins with its third stone: stones 1, 3, 5 make the line
        assertEquals(Solver.WIN - 5, v);
    }

    @Test
    void fourByFourFourInARowIsADraw() {
        assertEquals(0, solve(4, 4, 4));
    }

    @Test
    void fiveByFourFourInARowIsADraw() {
        assertEquals(0, solve(5, 4, 4));
    }

    @Test
    void solvedValuesAgreeAfterEveryFirstMoveOfTicTacToe() {
        // from each opening move, O to move: never a win for O, and the centre or a corner answer holds the draw
        SearchBoard b = new SearchBoard(3, 3, 3, true, true);
        Solver solver = new Solver(b, new TranspositionTable(14));
        for (int q : b.board) {
            b.play(q, 1);
            assertTrue(solver.solve(Clock.unlimited()));
            assertEquals(0, solver.value);
            b.undo();
        }
    }

    @Test
    void agreesWithPlainMinimaxOnSmallBoardsWithAndWithoutOverlines() {
        int[][] shapes = {{4, 3, 3}, {3, 4, 3}, {3, 3, 3}};
        for (int[] s : shapes) {
            for (boolean overline : new boolean[] {true, false}) {
                inrow.engine.Rules rules = new inrow.engine.Rules(s[0], s[1], s[2], overline);
                SearchBoard b = new SearchBoard(s[0], s[1], s[2], overline, true);
                Solver solver = new Solver(b, new TranspositionTable(16));
                assertTrue(solver.solve(Clock.unlimited()));
                int expected = plain(rules, new byte[rules.cells()], 0, new java.util.HashMap<>());
                assertEquals(expected, solver.value, rules.label());
            }
        }
    }

    /** Independent negamax over raw cells with the engine's own win check; same value scale as the solver. */
    private static int plain(inrow.engine.Rules rules, byte[] cells, int stones, java.util.Map<String, Integer> memo) {
        String key = new String(cells, java.nio.charset.StandardCharsets.ISO_8859_1);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        byte me = (byte) (stones % 2 == 0 ? 1 : 2);
        int best = Integer.MIN_VALUE;
        boolean any = false;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != 0) {
                continue;
            }
            any = true;
            cells[i] = me;
            int v;
            if (inrow.engine.Lines.wins(rules, cells, i % rules.width(), i / rules.width())) {
                v = Solver.WIN - (stones + 1);
            } else {
                v = -plain(rules, cells, stones + 1, memo);
            }
            cells[i] = 0;
            best = Math.max(best, v);
        }
        int result = any ? best : 0;
        memo.put(key, result);
        return result;
    }

    @Test
    void outOfTimeIsReportedNotGuessed() {
        SearchBoard b = new SearchBoard(7, 7, 5, true, true);
        Solver solver = new Solver(b, new TranspositionTable(14));
        Clock clock = new Clock(System.nanoTime() + 20_000_000L, () -> false);
        assertTrue(!solver.solve(clock));
        assertEquals(Solver.UNKNOWN, solver.value);
    }
}
