package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Rules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Master answers with a legal move whatever the budget; timing itself is measured by benchmarks, not here. */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterBudgetTest {
    private static void assertLegal(Game game, Decision d) {
        assertNotNull(d.move());
        assertTrue(game.rules().contains(d.move().x(), d.move().y()));
        assertNull(game.at(d.move().x(), d.move().y()), "occupied");
        assertTrue(d.comment() != null && !d.comment().isEmpty() && d.comment().length() < 40, d.comment());
    }

    /** A game of random moves, stopped before it ends. */
    private static Game midGame(Rules rules, int moves, long seed) {
        RandomBot random = new RandomBot(new SplittableRandom(seed));
        Game game = Game.start(rules);
        for (int i = 0; i < moves && !game.isOver(); i++) {
            Game next = MasterBoards.play(game, random.choose(game, Budget.millis(1)).move());
            if (next.isOver()) {
                break;
            }
            game = next;
        }
        return game;
    }

    @Test
    void tinyBudgetStillGivesALegalMove() {
        Rules[] rules = {Rules.GOMOKU, Rules.TICTACTOE, new Rules(15, 15, 5, false), new Rules(26, 26, 10, true),
            new Rules(3, 26, 3, false), new Rules(7, 7, 4, true), new Rules(26, 3, 26, false)};
        for (Rules r : rules) {
            MasterBot master = new MasterBot();
            for (int moves : new int[] {0, 1, 6, 30}) {
                Game game = midGame(r, moves, moves * 31L + r.cells());
                assertLegal(game, master.choose(game, Budget.millis(5)));
            }
            assertEquals(0, master.failures, "the engine failed on " + r.label());
        }
    }

    @Test
    void zeroBudgetAndCancelledBudgetStillGiveALegalMove() {
        Game game = midGame(Rules.GOMOKU, 20, 3);
        MasterBot master = new MasterBot();
        assertLegal(game, master.choose(game, Budget.millis(0)));
        assertLegal(game, master.choose(game, Budget.millis(1000, () -> true)));
    }

    @Test
    void keepsPlayingLegallyAfterResetAndAcrossGames() {
        MasterBot master = new MasterBot();
        for (long seed = 1; seed <= 3; seed++) {
            Game game = midGame(Rules.GOMOKU, 10 + (int) seed, seed);
            assertLegal(game, master.choose(game, Budget.millis(30)));
            master.reset();
            Game other = midGame(new Rules(9, 9, 4, false), 8, seed);
            assertLegal(other, master.choose(other, Budget.millis(30)));
        }
    }
}
