package inrow.bot;

import java.util.Locale;
import java.util.random.RandomGenerator;

/** The strengths on offer, weakest first; the names are those of the {@code bot:LEVEL} seats. */
public enum Level {
    RANDOM, GREEDY, MINIMAX, MASTER;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level with this code, or null. */
    public static Level parse(String code) {
        for (Level level : values()) {
            if (level.code().equals(code)) {
                return level;
            }
        }
        return null;
    }

    /** A fresh bot for one seat. */
    public Bot create(RandomGenerator random) {
        Bot bot = switch (this) {
            case RANDOM -> new RandomBot(random);
            case GREEDY -> new GreedyBot(random);
            case MINIMAX -> new MinimaxBot(random);
            case MASTER -> new MasterBot();
        };
        return new GravityGuard(new RenjuGuard(bot));
    }

    public String label() {
        return switch (this) {
            case RANDOM -> "Random";
            case GREEDY -> "Greedy";
            case MINIMAX -> "Minimax";
            case MASTER -> "Master";
        };
    }
}
