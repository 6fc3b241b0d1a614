package inrow.arenas;

import inrow.rated.RatingStore;
import inrow.rating.Glicko2;
import inrow.rating.Rating;
import inrow.rating.Speed;
import inrow.tournament.ArenaSettings;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/** A tournament player's rating in the tournament's kind and speed, for standings, pairing and entry conditions. */
public final class TournamentRatings {
    /** How long a rating read for standings and pairing is used again: a page polled by many reads each once. */
    private static final long KEPT_MS = 30_000;

    private record Kept(Rating rating, long at) {
    }

    private final RatingStore ratings;
    private final LongSupplier clock;
    private final Map<String, Kept> kept = new ConcurrentHashMap<>();

    public TournamentRatings(RatingStore ratings, LongSupplier clock) {
        this.ratings = ratings;
        this.clock = clock;
    }

    /** The rating for standings and pairing: read at most every {@link #KEPT_MS} (a rated game's change shows within that). */
    public Rating rating(ArenaSettings s, String account) {
        String key = account + "/" + s.ratedKind() + "/" + speed(s);
        long now = clock.getAsLong();
        Kept k = kept.get(key);
        if (k != null && now - k.at() >= 0 && now - k.at() < KEPT_MS) {
            return k.rating();
        }
        if (kept.size() > 100_000) {
            kept.clear(); // a bound, not a policy: the next reads fill it again
        }
        Rating r = fresh(s, account);
        kept.put(key, new Kept(r, now));
        return r;
    }

    /** The rating now (a newcomer's when the store is out of reach): what entry conditions are checked against. */
    public Rating fresh(ArenaSettings s, String account) {
        try {
            Rating stored = ratings.of(account, s.ratedKind(), speed(s));
            return new Glicko2().atTime(stored, Instant.ofEpochMilli(clock.getAsLong()));
        } catch (RuntimeException e) {
            return Rating.fresh();
        }
    }

    private static Speed speed(ArenaSettings s) {
        return Speed.of(s.initialMs(), s.incrementMs(), 0);
    }
}
