package inrow.bot.ladder;

import java.util.random.RandomGenerator;

/** A noisy choice among scored moves: index i with probability proportional to exp(score_i / temperature). */
final class Softmax {
    private Softmax() {
    }

    /** The index chosen; the best (first of equals) at temperature 0. */
    static int pick(int[] scores, double temperature, RandomGenerator random) {
        int best = 0;
        for (int i = 1; i < scores.length; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        if (temperature <= 0) {
            return best;
        }
        double[] weights = new double[scores.length];
        double total = 0;
        for (int i = 0; i < scores.length; i++) {
            // relative to the best, so a forced win's huge score cannot overflow
            weights[i] = Math.exp((scores[i] - (double) scores[best]) / temperature);
            total += weights[i];
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < scores.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return i;
            }
        }
        return best;
    }
}
