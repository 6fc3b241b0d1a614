package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Rules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Master on boards other than gomoku's: any shape, any k, with and without overlines; it never loses to chance. */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterRulesTest {
    private static Mark play(Bot x, Bot o, Rules rules, long millis) {
        Game game = Game.start(rules);
        while (!game.isOver()) {
            Bot bot = game.toMove() == Mark.X ? x : o;
            Decision d = bot.choose(game, Budget.millis(millis));
            assertTrue(d.comment() != null && d.comment().length() < 40, d.comment());
            game = MasterBoards.play(game, d.move());
        }
        return game.result().winner();
    }

    @Test
    void neverLosesToRandomPlayOnOddBoards() {
        Rules[] shapes = {new Rules(9, 9, 5, false), new Rules(10, 7, 4, true), new Rules(6, 6, 4, false),
            new Rules(20, 12, 6, true), new Rules(4, 11, 4, false), new Rules(18, 18, 8, false)};
        SplittableRandom random = new SplittableRandom(5);
        for (Rules rules : shapes) {
            for (int colour = 0; colour < 2; colour++) {
                MasterBot master = new MasterBot();
                RandomBot other = new RandomBot(random);
                Mark mine = colour == 0 ? Mark.X : Mark.O;
                Mark winner = colour == 0 ? play(master, other, rules, 30) : play(other, master, rules, 30);
                assertNotEquals(mine.other(), winner, "master lost as " + mine + " on " + rules.label());
                assertEquals(0, master.failures, "the engine failed on " + rules.label());
            }
        }
    }

    @Test
    void winsTheFirstPlayerWinOfFourByFourThreeInARow() {
        Rules rules = new Rules(4, 4, 3, true);
        SplittableRandom random = new SplittableRandom(9);
        for (int g = 0; g < 20; g++) {
            assertEquals(Mark.X, play(new MasterBot(), new RandomBot(random), rules, 200));
        }
    }
}
