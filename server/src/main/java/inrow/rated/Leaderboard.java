package inrow.rated;

import inrow.rating.Glicko2;
import inrow.rating.Speed;
import java.time.Instant;
import java.util.List;

/**
 * One game kind and speed's leaderboard under a {@link LeaderboardRule}. The store selects by the stored deviation;
 * the deviation grows with time away, so each candidate is looked at again as it stands {@code now}: a player who has
 * not played for a while drops off before their last game leaves the window.
 */
public final class Leaderboard {
    private static final Glicko2 GLICKO = new Glicko2();

    private final RatingStore store;
    private final LeaderboardRule rule;

    public Leaderboard(RatingStore store, LeaderboardRule rule) {
        this.store = store;
        this.rule = rule;
    }

    public LeaderboardRule rule() {
        return rule;
    }

    /** The board, best first, each rating as it stands {@code now} (epoch ms). */
    public List<Leader> of(String kind, Speed speed, long now) {
        Instant at = Instant.ofEpochMilli(now);
        return store.leaders(kind, speed, rule, now).stream()
            .map(l -> new Leader(l.name(), GLICKO.atTime(l.rating(), at)))
            .filter(l -> l.rating().deviation() < rule.maxDeviation())
            .limit(rule.size())
            .toList();
    }
}
