package inrow.bot.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The fit on results tables whose answers are known in closed form. */
class EloFitTest {
    /** 76 points of 100: 400 log10(0.76 / 0.24) = 200.2 Elo; the standard error is 1 / sqrt(n p q) in ln g. */
    @Test
    void twoPlayersAt76PercentAre200EloApart() {
        EloFit fit = new EloFit(new double[][] {{0, 24}, {76, 0}}, new int[][] {{0, 100}, {100, 0}}, 0);
        assertEquals(0, fit.rating(0), 1e-9);
        assertEquals(400 * Math.log10(0.76 / 0.24), fit.rating(1), 1e-6);
        double se = 400 / Math.log(10) / Math.sqrt(100 * 0.76 * 0.24);
        assertEquals(1.96 * se, fit.error(1), 1e-6);
        assertEquals(fit.error(1), fit.gapError(1, 0), 1e-9);
    }

    /** Draws are half points: 50 wins, 40 draws and 10 losses is 70 %, as 70 wins and 30 losses. */
    @Test
    void drawsCountAsHalfPoints() {
        EloFit fit = new EloFit(new double[][] {{0, 30}, {70, 0}}, new int[][] {{0, 100}, {100, 0}}, 0);
        assertEquals(400 * Math.log10(0.7 / 0.3), fit.rating(1), 1e-6);
    }

    /**
     * Three players whose results are exactly what the model expects for ratings 0, 200 and 500 (each pair's score
     * the logistic of their gap, over 1,000 games): the fit gives those ratings back.
     */
    @Test
    void consistentRoundRobinGivesItsRatingsBack() {
        double[] truth = {0, 200, 500};
        double[][] points = new double[3][3];
        int[][] games = new int[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                if (i != j) {
                    games[i][j] = 1000;
                    points[i][j] = 1000 / (1 + Math.pow(10, (truth[j] - truth[i]) / 400));
                }
            }
        }
        EloFit fit = new EloFit(points, games, 0);
        for (int i = 0; i < 3; i++) {
            assertEquals(truth[i], fit.rating(i), 1e-6);
        }
    }

    /** A player who lost every game stays finite with a prior of virtual draws, and below its neighbour. */
    @Test
    void priorKeepsAWhitewashFinite() {
        EloFit fit = new EloFit(new double[][] {{0, 0}, {10, 0}}, new int[][] {{0, 10}, {10, 0}}, 1);
        // 10.5 of 11 points with the one virtual draw
        assertEquals(400 * Math.log10(10.5 / 0.5), fit.rating(1), 1e-6);
    }
}
