package inrow.rating;

import java.time.Instant;

/**
 * A player's Glicko-2 rating in one game kind and speed, on the familiar scale (1500 and deviation 350 for someone
 * never rated), with how many rated games it rests on and when the last one was rated ({@code null} before the
 * first). The deviation stored here is the one left by the last game; {@link Glicko2#atTime} grows it for the time
 * since, which is what every reader shows and what the next game starts from.
 */
public record Rating(double rating, double deviation, double volatility, int games, Instant latest) {
    public static final double DEFAULT_RATING = 1500;
    public static final double DEFAULT_DEVIATION = 350;
    public static final double DEFAULT_VOLATILITY = 0.06;
    /** Above this deviation a rating is provisional (lichess's figure) and shown with a question mark. */
    public static final double PROVISIONAL_DEVIATION = 110;

    public Rating {
        if (!Double.isFinite(rating) || !(deviation > 0) || !(volatility > 0) || games < 0) {
            throw new IllegalArgumentException("not a rating: " + rating + "/" + deviation + "/" + volatility);
        }
    }

    /** Someone who has played no rated game of this kind and speed. */
    public static Rating fresh() {
        return new Rating(DEFAULT_RATING, DEFAULT_DEVIATION, DEFAULT_VOLATILITY, 0, null);
    }

    /** A rating as given, for tests and for players known from elsewhere (the paper's examples). */
    public static Rating of(double rating, double deviation) {
        return new Rating(rating, deviation, DEFAULT_VOLATILITY, 0, null);
    }

    public boolean provisional() {
        return deviation > PROVISIONAL_DEVIATION;
    }

    /** The rating as people read it: rounded, with {@code ?} while provisional ("1500?", "1732"). */
    public String label() {
        return Math.round(rating) + (provisional() ? "?" : "");
    }
}
