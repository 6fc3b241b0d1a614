package inrow.bot;

import inrow.engine.Game;
import java.util.random.RandomGenerator;

/** Placeholder while the real level is written (issue 3): plays like RandomBot. */
public final class MasterBot implements Bot {
    private final RandomBot fallback = new RandomBot(RandomGenerator.getDefault());

    @Override
    public Decision choose(Game game, Budget budget) {
        return fallback.choose(game, budget);
    }
}
