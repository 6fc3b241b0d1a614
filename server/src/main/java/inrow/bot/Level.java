package inrow.bot;

import inrow.bot.ladder.Ladder;
import inrow.bot.ladder.LadderBot;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * The computer players on offer; the codes are those of the {@code bot:LEVEL} seats. First the seeds' three players
 * and the master, under their names (stored games name them), weakest first; then the ladder's eight levels, codes
 * "1" to "8", weakest first, level 8 being the master ({@link Ladder}).
 */
public enum Level {
    RANDOM, GREEDY, MINIMAX, MASTER,
    LEVEL_1, LEVEL_2, LEVEL_3, LEVEL_4, LEVEL_5, LEVEL_6, LEVEL_7, LEVEL_8;

    private static final String LADDER = "LEVEL_";

    public String code() {
        int rung = rung();
        return rung > 0 ? Integer.toString(rung) : name().toLowerCase(Locale.ROOT);
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

    /** The ladder's level: 1 to 8, or 0 for the named players. */
    public int rung() {
        return name().startsWith(LADDER) ? Integer.parseInt(name().substring(LADDER.length())) : 0;
    }

    /** Level {@code n} (1 to 8) of the ladder. */
    public static Level ofRung(int n) {
        return valueOf(LADDER + n);
    }

    /** The ladder's next level up, offered after a person beats this one; null above level 7 and for named players. */
    public Level next() {
        int rung = rung();
        return rung > 0 && rung < Ladder.TOP ? ofRung(rung + 1) : null;
    }

    /** A fresh bot for one seat. */
    public Bot create(RandomGenerator random) {
        int rung = rung();
        Bot bot = switch (this) {
            case RANDOM -> new RandomBot(random);
            case GREEDY -> new GreedyBot(random);
            case MINIMAX -> new MinimaxBot(random);
            case MASTER, LEVEL_8 -> new MasterBot();
            default -> new LadderBot(rung, random);
        };
        return new GravityGuard(new RenjuGuard(bot));
    }

    public String label() {
        return switch (this) {
            case RANDOM -> "Random";
            case GREEDY -> "Greedy";
            case MINIMAX -> "Minimax";
            case MASTER -> "Master";
            default -> "Level " + rung();
        };
    }
}
