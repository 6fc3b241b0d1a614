package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Rules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A few seeded gomoku games at a short budget against the greedy and minimax levels, both colours: master wins
 * them all. (The 100-game measurement is a benchmark run elsewhere.)
 */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterGamesTest {
    private static final long MILLIS = 100;

    /** Plays one game; the winner, or null for a draw. */
    private static Mark play(Bot x, Bot o, Rules rules) {
        Game game = Game.start(rules);
        while (!game.isOver()) {
            Bot bot = game.toMove() == Mark.X ? x : o;
            Decision d = bot.choose(game, Budget.millis(MILLIS));
            assertTrue(d.comment() != null && d.comment().length() < 40, d.comment());
            game = MasterBoards.play(game, d.move());
        }
        return game.result().winner();
    }

    private static void winsBothColours(Level level, long seed) {
        for (int colour = 0; colour < 2; colour++) {
            MasterBot master = new MasterBot();
            Bot other = level.create(new SplittableRandom(seed + colour));
            Mark masterMark = colour == 0 ? Mark.X : Mark.O;
            Mark winner = colour == 0 ? play(master, other, Rules.GOMOKU) : play(other, master, Rules.GOMOKU);
            assertEquals(masterMark, winner, "master as " + masterMark + " against " + level.code() + ", seed " + seed);
            assertEquals(0, master.failures);
        }
    }

    @Test
    void beatsGreedyAsBothColours() {
        winsBothColours(Level.GREEDY, 101);
    }

    @Test
    void beatsMinimaxAsBothColours() {
        winsBothColours(Level.MINIMAX, 202);
    }

    @Test
    void beatsMinimaxWithExactFiveRule() {
        MasterBot master = new MasterBot();
        Bot other = Level.MINIMAX.create(new SplittableRandom(303));
        assertEquals(Mark.O, play(other, master, new Rules(15, 15, 5, false)));
    }
}
