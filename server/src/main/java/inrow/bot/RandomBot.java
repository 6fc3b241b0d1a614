package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Point;
import java.util.random.RandomGenerator;

/** Level "random": any empty cell, uniformly. */
public final class RandomBot implements Bot {
    private final RandomGenerator random;

    public RandomBot(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        var rules = game.rules();
        int empty = rules.cells() - game.ply();
        int pick = random.nextInt(empty);
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                if (game.at(x, y) == null && pick-- == 0) {
                    return new Decision(new Point(x, y), "Anywhere will do");
                }
            }
        }
        throw new IllegalStateException("no empty cell on a game that is not over");
    }
}
