package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Renju;
import inrow.engine.Rules;
import org.junit.jupiter.api.Test;

/**
 * The master under renju plans around forbidden points itself (these tests use {@link MasterBot} bare, without the
 * {@link RenjuGuard} every level is wrapped in): as white it drives black into them, as black it never counts on one.
 */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterRenjuTest {
    /**
     * White plays a four whose only stop (7,7) is a double three for black: a win in renju, nothing in freestyle,
     * where black simply blocks.
     */
    @Test
    void whiteWinsWithAFourBlackMayNotStop() {
        String[] rows = {
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                ".......X.......",
                ".......X.......",
                ".....XX........",
                "........O......",
                ".........O.....",
                "...............",
                "...........O...",
                "............X..",
                ".O.............",
                "..............."};
        Game renju = MasterBoards.parse(Rules.RENJU, rows);
        assertEquals(Renju.Foul.DOUBLE_THREE, Renju.foul(Rules.RENJU, renju.cells(), 7, 7), "the stop is forbidden");
        MasterBot master = new MasterBot();
        Decision d = master.choose(renju, Budget.millis(1500));
        assertEquals(new Point(10, 10), d.move(), master.lastStats());
        assertEquals("vcf", master.engine().lastStage);
        assertEquals(0, master.failures);

        Game freestyle = MasterBoards.parse(Rules.GOMOKU, rows);
        MasterBot free = new MasterBot();
        free.choose(freestyle, Budget.millis(500));
        assertNotEquals("vcf", free.engine().lastStage, "in freestyle black just blocks at 7,7");
    }

    /** Black's double four wins in freestyle; in renju it is forbidden, and the master does not count on it. */
    @Test
    void blackNeverPlaysOrCountsOnAForbiddenDoubleFour() {
        String[] rows = {
                "...............",
                "...............",
                ".OXXX..........",
                "...............",
                ".....X.........",
                ".....X.........",
                ".....X.........",
                ".....O.........",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                ".............OO",
                "O.............O"};
        Game freestyle = MasterBoards.parse(Rules.GOMOKU, rows);
        MasterBot free = new MasterBot();
        assertEquals(new Point(5, 2), free.choose(freestyle, Budget.millis(500)).move());

        Game renju = MasterBoards.parse(Rules.RENJU, rows);
        assertTrue(renju.forbidden().contains(new Point(5, 2)));
        MasterBot master = new MasterBot();
        Decision d = master.choose(renju, Budget.millis(1000));
        assertFalse(renju.forbidden().contains(d.move()), d.move() + " " + master.lastStats());
        assertNotEquals("open four", master.engine().lastStage);
        assertEquals(0, master.failures);
    }

    /** Whole games of the bare master against itself and others: black's every move is legal without the guard. */
    @Test
    void bareMasterAsBlackPlaysOnlyLegalMoves() {
        for (int g = 0; g < 4; g++) {
            Bot black = new MasterBot();
            Bot white = g % 2 == 0 ? new MasterBot() : Level.GREEDY.create(new java.util.Random(g));
            Game game = Game.start(Rules.RENJU);
            while (!game.isOver() && game.ply() < 80) {
                boolean blackToMove = game.ply() % 2 == 0;
                Decision d = (blackToMove ? black : white).choose(game, Budget.millis(60));
                if (blackToMove) {
                    assertFalse(game.forbidden().contains(d.move()), "game " + g + " ply " + game.ply() + " " + d);
                }
                game = MasterBoards.play(game, d.move());
            }
        }
    }
}
