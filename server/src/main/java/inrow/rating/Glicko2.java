package inrow.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Glicko-2 as in Mark Glickman's "Example of the Glicko-2 system" (2013), steps 1 to 8, with the choices lichess
 * makes for play on demand:
 * <ul>
 * <li>a rating period is one game: each rated game updates both players at once, each against the other's rating
 *     going into it ({@link #rate});</li>
 * <li>the system constant tau is 0.75 and the volatility is found by the paper's Illinois iteration to 1e-6;</li>
 * <li>time away grows the deviation as the paper's step 6 does for a period without games, counted in fractions of
 *     a period: {@code phi' = sqrt(phi^2 + t * sigma^2)} with {@code t} = days since the last rated game x 0.21436
 *     (lichess's periods per day). It is applied at use ({@link #atTime}: before a game is rated, and wherever a
 *     rating is shown or paired on), never written back on its own;</li>
 * <li>the deviation is kept within 45..350: 350 is a newcomer's (we know nothing less than nothing), and 45 keeps a
 *     settled player's rating able to move.</li>
 * </ul>
 * Pure and stateless: a value in, a value out.
 */
public final class Glicko2 {
    /** The paper's conversion between the Glicko and Glicko-2 scales. */
    static final double SCALE = 173.7178;
    public static final double TAU = 0.75;
    static final double EPSILON = 1e-6;
    public static final double PERIODS_PER_DAY = 0.21436;
    public static final double MIN_DEVIATION = 45;
    public static final double MAX_DEVIATION = Rating.DEFAULT_DEVIATION;

    private final double tau;

    public Glicko2() {
        this(TAU);
    }

    /** With another system constant (the paper uses 0.5 in its example; the example's numbers do not depend on it). */
    public Glicko2(double tau) {
        if (!(tau > 0)) {
            throw new IllegalArgumentException("tau must be positive");
        }
        this.tau = tau;
    }

    /** The rating as it stands at {@code now}: its deviation grown for the time since its last game, within bounds. */
    public Rating atTime(Rating r, Instant now) {
        if (r.latest() == null || !now.isAfter(r.latest())) {
            return r;
        }
        double days = Duration.between(r.latest(), now).toMillis() / 86_400_000.0;
        double phi = r.deviation() / SCALE;
        double grown = Math.sqrt(phi * phi + days * PERIODS_PER_DAY * r.volatility() * r.volatility()) * SCALE;
        return new Rating(r.rating(), clamp(grown), r.volatility(), r.games(), r.latest());
    }

    /**
     * One rated game as one rating period for both players: each is first brought to {@code at} by
     * {@link #atTime}, then updated against the other's rating going into the game.
     */
    public RatedGame rate(Rating first, Rating second, Score firstScore, Instant at) {
        Rating a = atTime(first, at);
        Rating b = atTime(second, at);
        Rating a2 = period(a, List.of(new Outcome(b, firstScore)), at);
        Rating b2 = period(b, List.of(new Outcome(a, firstScore.opposite())), at);
        return new RatedGame(a2, b2, a2.rating() - a.rating(), b2.rating() - b.rating());
    }

    /**
     * The paper's update of one player over one rating period holding {@code games} (all against ratings as they
     * stood at the period's start). With no games only the deviation grows, as step 6 says. {@code at} becomes the
     * rating's {@code latest} when games were played.
     */
    public Rating period(Rating player, List<Outcome> games, Instant at) {
        double mu = (player.rating() - Rating.DEFAULT_RATING) / SCALE;            // step 2
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            double grown = Math.sqrt(phi * phi + sigma * sigma) * SCALE;
            return new Rating(player.rating(), clamp(grown), sigma, player.games(), player.latest());
        }
        double inverseV = 0;                                                      // step 3
        double sum = 0;                                                           // step 4's sum
        for (Outcome o : games) {
            double muJ = (o.opponent().rating() - Rating.DEFAULT_RATING) / SCALE;
            double g = g(o.opponent().deviation() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseV += g * g * e * (1 - e);
            sum += g * (o.score().value() - e);
        }
        double v = 1 / inverseV;
        double delta = v * sum;                                                   // step 4
        double sigmaNew = volatility(delta, phi, v, sigma);                       // step 5
        double phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);               // step 6
        double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);           // step 7
        double muNew = mu + phiNew * phiNew * sum;
        return new Rating(muNew * SCALE + Rating.DEFAULT_RATING, clamp(phiNew * SCALE), sigmaNew,  // step 8
            player.games() + games.size(), at);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, by the Illinois algorithm on f(x) to within {@link #EPSILON}. */
    private double volatility(double delta, double phi, double v, double sigma) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            return ex * (delta2 - phi2 - v - ex) / (2 * (phi2 + v + ex) * (phi2 + v + ex)) - (x - a) / (tau * tau);
        };
        double lowA = a;
        double highB;
        if (delta2 > phi2 + v) {
            highB = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            highB = a - k * tau;
        }
        double fA = f.applyAsDouble(lowA);
        double fB = f.applyAsDouble(highB);
        while (Math.abs(highB - lowA) > EPSILON) {
            double c = lowA + (lowA - highB) * fA / (fB - fA);
            double fC = f.applyAsDouble(c);
            if (fC * fB <= 0) {
                lowA = highB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            highB = c;
            fB = fC;
        }
        return Math.exp(lowA / 2);
    }

    private static double clamp(double deviation) {
        return Math.max(MIN_DEVIATION, Math.min(MAX_DEVIATION, deviation));
    }
}
