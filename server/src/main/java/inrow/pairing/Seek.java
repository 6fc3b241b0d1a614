package inrow.pairing;

/**
 * A custom game offered to anyone: who offers it ({@code player}, {@code name}, {@code account} and its
 * {@code username}, both null for a guest;
 * their {@code rating} in the game's kind and speed when they offered it, {@code provisional} above the usual
 * deviation), what game ({@code game} kind and {@code clock} as the pool catalogue names them, {@code rated}), whom
 * it accepts ({@code min}..{@code max}, either null: no bound) and {@code since} when (epoch milliseconds).
 * {@code id} names it on the wire.
 */
public record Seek(String id, String player, String name, String account, String username, int rating, boolean provisional,
                   String game, String clock, boolean rated, Integer min, Integer max, long since) {
    /** The lowest and highest bound a range may name: below and above every rating anyone holds. */
    public static final int LOWEST = 600;
    public static final int HIGHEST = 3000;

    /** Whether a range is one a seek may carry: each bound within {@link #LOWEST}..{@link #HIGHEST}, min <= max. */
    public static boolean validRange(Integer min, Integer max) {
        if (min != null && (min < LOWEST || min > HIGHEST)) {
            return false;
        }
        if (max != null && (max < LOWEST || max > HIGHEST)) {
            return false;
        }
        return min == null || max == null || min <= max;
    }

    /** The same seek under the id its board gave it. */
    public Seek withId(String given) {
        return new Seek(given, player, name, account, username, rating, provisional, game, clock, rated, min, max,
            since);
    }

    /** Whether someone rated {@code rating} (rounded, as shown) falls within the range. */
    public boolean admits(double rating) {
        long shown = Math.round(rating);
        return (min == null || shown >= min) && (max == null || shown <= max);
    }
}
