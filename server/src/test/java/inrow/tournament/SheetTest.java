package inrow.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Arena scoring from lichess's arena FAQ ("How are points calculated?", "What is Berserk?"), worked by hand:
 * a win 2, a draw 1, a loss 0; two wins in a row start a streak in which every game counts double until one is not
 * won; a berserk win gives one point more when the berserker made at least 7 moves.
 */
class SheetTest {
    private static Sheet sheet(String results) {
        Sheet s = Sheet.EMPTY;
        for (char c : results.toCharArray()) {
            s = s.plus(c == 'W' ? GameResult.WIN : c == 'D' ? GameResult.DRAW : GameResult.LOSS, false, false);
        }
        return s;
    }

    private static List<Integer> points(Sheet s) {
        return s.entries().stream().map(SheetEntry::points).toList();
    }

    @Test
    void theFaqsExampleTwoWinsThenADrawIsSix() {
        // "two wins followed by a draw will be worth 6 points: 2 + 2 + (2 x 1)"
        assertEquals(6, sheet("WWD").score());
    }

    @Test
    void wwwdlwAddsUpToTwelve() {
        // W 2, W 2 (streak starts), W 4 (doubled), D 2 (doubled, ends the streak), L 0, W 2.
        Sheet s = sheet("WWWDLW");
        assertEquals(List.of(2, 2, 4, 2, 0, 2), points(s));
        assertEquals(12, s.score());
        assertEquals(List.of(false, false, true, true, false, false),
            s.entries().stream().map(SheetEntry::fire).toList());
        assertFalse(s.onFire());
    }

    @Test
    void aLongStreakStaysDoubledAndALossEndsIt() {
        Sheet s = sheet("WWWWL");
        assertEquals(List.of(2, 2, 4, 4, 0), points(s));
        assertFalse(s.onFire());
        assertTrue(sheet("LWW").onFire(), "two wins in a row, whatever came before");
        assertFalse(sheet("WDW").onFire());
        assertEquals(List.of(1, 2, 0, 2, 2, 4), points(sheet("DWLWWW")));
    }

    @Test
    void aBerserkWinGivesOneMoreOnlyWithEnoughMovesAndIsNotDoubled() {
        Sheet s = Sheet.EMPTY.plus(GameResult.WIN, true, true);
        assertEquals(3, s.score());
        assertEquals(2, Sheet.EMPTY.plus(GameResult.WIN, true, false).score(), "fewer than 7 moves: no extra point");
        assertEquals(0, Sheet.EMPTY.plus(GameResult.LOSS, true, true).score(), "a berserk loss is a loss");
        assertEquals(1, Sheet.EMPTY.plus(GameResult.DRAW, true, true).score(), "a berserk draw gets nothing extra");
        Sheet fire = sheet("WW").plus(GameResult.WIN, true, true);
        assertEquals(2 + 2 + 4 + 1, fire.score(), "on fire: 2 x 2 + 1");
        assertEquals(1, fire.berserks());
    }

    @Test
    void countsGamesWinsAndLosses() {
        Sheet s = sheet("WWDLL");
        assertEquals(5, s.games());
        assertEquals(2, s.wins());
        assertEquals(2, s.losses());
    }
}
