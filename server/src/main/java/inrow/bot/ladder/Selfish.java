package inrow.bot.ladder;

import inrow.bot.LineScores;
import inrow.engine.Rules;
import java.util.random.RandomGenerator;

/**
 * The move of a player who does not look at the opponent's stones: it lengthens one of its own lines (the longer
 * the likelier), or starts near the centre.
 */
final class Selfish {
    /** Noise in the runs' lengths: at 0.7 a run one stone longer is about four times as likely. */
    private static final double TEMPERATURE = 0.7;

    private Selfish() {
    }

    /** A cell index (row-major) that {@code player} may play now. */
    static int choose(Rules rules, byte[] cells, byte player, RandomGenerator random) {
        int[] runs = LineScores.runScores(rules, cells, player);
        int n = 0;
        int[] moves = new int[cells.length];
        int[] scores = new int[cells.length];
        int width = rules.width();
        for (int c = 0; c < cells.length; c++) {
            if (LineScores.playable(rules, cells, c)) {
                moves[n] = c;
                // runs in whole stones; the centre breaks ties, so a first stone goes near the middle
                int dx = Math.abs(2 * (c % width) - width + 1);
                int dy = Math.abs(2 * (c / width) - rules.height() + 1);
                scores[n] = runs[c] * 100 - (dx + dy) * 100 / (width + rules.height());
                n++;
            }
        }
        if (n == 0) {
            throw new IllegalStateException("no cell to play in a game that is not over");
        }
        int[] s = java.util.Arrays.copyOf(scores, n);
        return moves[Softmax.pick(s, TEMPERATURE * 100, random)];
    }
}
