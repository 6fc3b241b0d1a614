package inrow.bot.ladder;

/**
 * Ratings from a results table by maximum likelihood, as Ordo and BayesElo compute them. The model is Bradley-Terry:
 * player i scores against j with probability g_i / (g_i + g_j), a draw counting as half a win for each. The
 * strengths g are found by minorization-maximization iterations (Hunter 2004, "MM algorithms for generalized
 * Bradley-Terry models"): g_i = W_i / sum_j n_ij / (g_i + g_j), W_i being i's points and n_ij the games of i and j,
 * until no rating moves by more than 1e-9 Elo. A rating is 400 log10(g), anchored so that player 0 is at 0. Error
 * bars come from the inverse of the observed information (the negated Hessian of the log-likelihood in the natural
 * strengths ln g, with the anchor's row and column removed), scaled to Elo: 1.96 standard errors is a 95 % interval.
 *
 * <p>When a player has won every game or lost every game its maximum-likelihood rating is infinite; {@code prior}
 * virtual draws between each pair of players adjacent in the table's order keep it finite (BayesElo's "prior" does
 * the same between every pair). 0 for the plain likelihood.
 */
public final class EloFit {
    private static final double ELO = 400 / Math.log(10);

    /** The ratings (player 0 at 0) and the covariance of the natural strengths, anchored at player 0. */
    private final double[] ratings;
    private final double[][] covariance;

    /**
     * @param points points[i][j]: i's points against j (a win 1, a draw 0.5)
     * @param games  games[i][j] = games[j][i]: the games i and j played
     */
    public EloFit(double[][] points, int[][] games, double prior) {
        int n = points.length;
        double[][] w = new double[n][n];
        double[][] g = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                w[i][j] = points[i][j];
                g[i][j] = games[i][j];
            }
        }
        for (int i = 0; i + 1 < n; i++) {
            w[i][i + 1] += prior / 2;
            w[i + 1][i] += prior / 2;
            g[i][i + 1] += prior;
            g[i + 1][i] += prior;
        }
        double[] gamma = new double[n];
        java.util.Arrays.fill(gamma, 1);
        for (int iteration = 0; iteration < 100_000; iteration++) {
            double moved = 0;
            for (int i = 0; i < n; i++) {
                double won = 0;
                double denominator = 0;
                for (int j = 0; j < n; j++) {
                    if (j != i && g[i][j] > 0) {
                        won += w[i][j];
                        denominator += g[i][j] / (gamma[i] + gamma[j]);
                    }
                }
                double next = denominator > 0 ? won / denominator : gamma[i];
                moved = Math.max(moved, Math.abs(ELO * Math.log(next / gamma[i])));
                gamma[i] = next;
            }
            double anchor = gamma[0];
            for (int i = 0; i < n; i++) {
                gamma[i] /= anchor;
            }
            if (moved < 1e-9) {
                break;
            }
        }
        ratings = new double[n];
        for (int i = 0; i < n; i++) {
            ratings[i] = ELO * Math.log(gamma[i]);
        }
        // observed information in theta = ln g: sum over opponents of n p q on the diagonal, -n p q off it
        double[][] info = new double[n - 1][n - 1];
        for (int i = 1; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (j == i) {
                    continue;
                }
                double p = gamma[i] / (gamma[i] + gamma[j]);
                double v = g[i][j] * p * (1 - p);
                info[i - 1][i - 1] += v;
                if (j > 0) {
                    info[i - 1][j - 1] -= v;
                }
            }
        }
        double[][] inverse = invert(info);
        covariance = new double[n][n];
        for (int i = 1; i < n; i++) {
            for (int j = 1; j < n; j++) {
                covariance[i][j] = inverse[i - 1][j - 1];
            }
        }
    }

    /** Player i's rating in Elo, player 0 being 0. */
    public double rating(int i) {
        return ratings[i];
    }

    /** The 95 % half-width of i's rating against player 0 (the anchor's own is 0). */
    public double error(int i) {
        return 1.96 * ELO * Math.sqrt(Math.max(0, covariance[i][i]));
    }

    /** The 95 % half-width of the difference between i's and j's ratings. */
    public double gapError(int i, int j) {
        double variance = covariance[i][i] + covariance[j][j] - 2 * covariance[i][j];
        return 1.96 * ELO * Math.sqrt(Math.max(0, variance));
    }

    /** Gauss-Jordan with partial pivoting; the information matrix of a connected table is positive definite. */
    private static double[][] invert(double[][] m) {
        int n = m.length;
        double[][] a = new double[n][2 * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(m[i], 0, a[i], 0, n);
            a[i][n + i] = 1;
        }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = a[c];
            a[c] = a[pivot];
            a[pivot] = t;
            double d = a[c][c];
            if (d == 0) {
                throw new IllegalArgumentException("the results do not connect every player");
            }
            for (int k = 0; k < 2 * n; k++) {
                a[c][k] /= d;
            }
            for (int r = 0; r < n; r++) {
                if (r != c && a[r][c] != 0) {
                    double f = a[r][c];
                    for (int k = 0; k < 2 * n; k++) {
                        a[r][k] -= f * a[c][k];
                    }
                }
            }
        }
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], n, out[i], 0, n);
        }
        return out;
    }
}
