package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/** Level "random": any cell it may play, uniformly (with gravity, any column that is not full). */
public final class RandomBot implements Bot {
    private final RandomGenerator random;

    public RandomBot(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        var rules = game.rules();
        byte[] cells = game.cells();
        List<Integer> open = new ArrayList<>();
        for (int c = 0; c < cells.length; c++) {
            if (LineScores.playable(rules, cells, c)) {
                open.add(c);
            }
        }
        if (open.isEmpty()) {
            throw new IllegalStateException("no empty cell on a game that is not over");
        }
        int pick = open.get(random.nextInt(open.size()));
        return new Decision(new Point(pick % rules.width(), pick / rules.width()), "Anywhere will do");
    }
}
