package inrow.bot.master;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Renju;
import inrow.engine.Rules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The master's own forbidden-point check against the engine's detector, and renju's patterns for each colour. */
class MasterFoulsTest {
    /**
     * Random crowded renju positions (black stones dense around the centre, so double threes, double fours and
     * overlines are common), every empty point compared, including the boards' states after undoing moves.
     */
    @Test
    void agreesWithTheEngineOnRandomPositions() {
        SplittableRandom random = new SplittableRandom(16);
        int compared = 0;
        int fouls = 0;
        for (int game = 0; game < 400; game++) {
            SearchBoard b = new SearchBoard(15, 15, 5, true, true, false);
            byte[] cells = new byte[225];
            int stones = 8 + random.nextInt(50);
            int spread = 3 + random.nextInt(5);
            for (int i = 0; i < stones; i++) {
                int x = 7 - spread + random.nextInt(2 * spread + 1);
                int y = 7 - spread + random.nextInt(2 * spread + 1);
                if (random.nextInt(8) == 0) {
                    x = random.nextInt(15); // now and then a stone near an edge
                }
                if (cells[y * 15 + x] != 0) {
                    continue;
                }
                byte colour = (byte) (random.nextInt(3) == 0 ? 2 : 1);
                cells[y * 15 + x] = colour;
                b.play(b.index(x, y), colour);
            }
            if (game % 3 == 0 && b.stones() > 4) {
                // the incremental patterns must also be right after undo
                for (int u = 0; u < 3; u++) {
                    int q = b.lastMove();
                    cells[b.y(q) * 15 + b.x(q)] = 0;
                    b.undo();
                }
            }
            for (int y = 0; y < 15; y++) {
                for (int x = 0; x < 15; x++) {
                    if (cells[y * 15 + x] != 0) {
                        continue;
                    }
                    Renju.Foul expected = Renju.foul(Rules.RENJU, cells, x, y);
                    int q = b.index(x, y);
                    assertEquals(expected != null, b.forbidden(q), "game " + game + " at " + x + "," + y);
                    assertEquals(expected == null ? Fouls.NONE : expected.ordinal() + 1, b.foulKind(q),
                            "game " + game + " at " + x + "," + y);
                    compared++;
                    fouls += expected == null ? 0 : 1;
                }
            }
        }
        assertTrue(fouls > 500, "the positions hold fouls of every kind: " + fouls + " of " + compared);
    }

    private static SearchBoard renju(String... rows) {
        SearchBoard b = new SearchBoard(15, 15, 5, true, true, false);
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char c = rows[y].charAt(x);
                if (c != '.') {
                    b.play(b.index(x, y), c == 'X' ? 1 : 2);
                }
            }
        }
        return b;
    }

    @Test
    void blackNeedsExactlyFiveWhiteFiveOrMore() {
        SearchBoard b = renju(
                "...............",
                ".XXXX.X........",
                ".OOOO.O........");
        // black at 5,1 would make six: no five, and forbidden
        assertTrue(b.cls(b.index(5, 1), 1) < SearchBoard.C_FIVE);
        assertTrue(b.forbidden(b.index(5, 1)));
        // white at 5,2 makes six and wins
        assertEquals(SearchBoard.C_FIVE, b.cls(b.index(5, 2), 2));
        assertEquals(SearchBoard.C_FIVE, b.cls(b.index(0, 1), 1));
    }

    @Test
    void doubleFourIsNoWinningFourForBlackButIsForWhite() {
        SearchBoard b = renju(
                "...............",
                "...............",
                ".OXXX..........",
                "...............",
                ".....X.........",
                ".....X.........",
                ".....X.........",
                ".....O.........");
        // 5,2 makes two fours (row and column, both blocked at one end): forbidden, so black has no unstoppable four
        int q = b.index(5, 2);
        assertEquals(SearchBoard.C_FLEX4, b.cls(q, 1));
        assertTrue(b.forbidden(q));
        assertFalse(b.hasFlexFour(1));
        assertEquals(-1, b.flexFourCell(1));
        SearchBoard w = renju(
                "...............",
                "...............",
                "..OOO..........",
                "...............",
                ".....O.........",
                ".....O.........",
                ".....O.........",
                "X..............");
        assertTrue(w.hasFlexFour(2));
    }

    @Test
    void standardRulesKeepOnePatternTable() {
        SearchBoard b = new SearchBoard(15, 15, 5, false, false);
        assertTrue(b.patterns == b.patternsO);
        assertFalse(b.forbidden(b.index(7, 7)));
    }
}
