package inrow.bot;

import inrow.engine.Game;
import java.util.random.RandomGenerator;

/** Placeholder while the real level is written (issue 3): plays like RandomBot. */
public final class MinimaxBot implements Bot {
    private final RandomBot fallback;

    public MinimaxBot(RandomGenerator random) {
        this.fallback = new RandomBot(random);
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        return fallback.choose(game, budget);
    }
}
