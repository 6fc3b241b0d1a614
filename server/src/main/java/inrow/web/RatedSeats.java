package inrow.web;

import inrow.game.TimeControl;
import inrow.rated.RatingChange;
import inrow.rated.RatingStore;
import inrow.rating.Glicko2;
import inrow.rating.Rating;
import inrow.rating.Speed;
import inrow.room.SeatRatings;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The ratings rated games show beside their seats, read from the {@link RatingStore} once per seat, round and
 * whether the round is over, then kept (a bounded cache, oldest out first). While a round is played the seat shows
 * the rating as it stands (grown for time away); once it is over and rated, the rating it went in with and the
 * change, both as the store wrote them in the round's transaction. A store out of reach shows nothing, and asks
 * again next time.
 */
public final class RatedSeats implements SeatRatings {
    private static final int KEPT = 10_000;
    private static final Glicko2 GLICKO = new Glicko2();

    private final RatingStore store;
    private final LongSupplier clock;
    private final Map<String, Shown> kept = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Shown> eldest) {
            return size() > KEPT;
        }
    };

    public RatedSeats(RatingStore store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    @Override
    public Shown of(String code, int round, boolean over, String account, String kind, TimeControl clock) {
        if (clock == null) {
            return null; // untimed games are never rated
        }
        String key = code + "/" + round + "/" + over + "/" + account;
        synchronized (kept) {
            Shown known = kept.get(key);
            if (known != null) {
                return known;
            }
        }
        Shown shown;
        try {
            shown = read(code, round, over, account, kind, Speed.of(clock.initialMs(), clock.incrementMs(),
                clock.perMoveMs()));
        } catch (RuntimeException e) {
            return null;
        }
        synchronized (kept) {
            kept.put(key, shown);
        }
        return shown;
    }

    private Shown read(String code, int round, boolean over, String account, String kind, Speed speed) {
        if (over) {
            List<RatingChange> changes = store.ofRound(code, round);
            for (RatingChange c : changes) {
                if (c.account().equals(account)) {
                    Rating before = new Rating(c.before(), c.deviationBefore(), Rating.DEFAULT_VOLATILITY, 0, null);
                    return new Shown(before.label(), c.shownChange());
                }
            }
        }
        Rating now = GLICKO.atTime(store.of(account, kind, speed), Instant.ofEpochMilli(clock.getAsLong()));
        return new Shown(now.label(), null);
    }
}
