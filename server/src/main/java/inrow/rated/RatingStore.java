package inrow.rated;

import inrow.rating.Speed;
import java.util.List;

/**
 * Where ratings are read: per account, game kind and speed, their history, and the leaderboards. Nothing here
 * writes: a rated round's ratings are written by the game store in the same transaction as the round's end (see
 * docs/ratings.md, "Exactly once"), so a round is rated exactly when it is over, once.
 */
public interface RatingStore {
    /** Every rating {@code account} holds, as stored (the caller grows the deviation for time away). */
    List<KindRating> of(String account);

    /** The account's rating in one kind and speed, or a newcomer's when it has played none there. */
    default inrow.rating.Rating of(String account, String kind, Speed speed) {
        return of(account).stream().filter(r -> r.kind().equals(kind) && r.speed() == speed)
            .map(KindRating::rating).findFirst().orElse(inrow.rating.Rating.fresh());
    }

    /** The account's rated rounds, oldest first, at most {@code limit} (the latest ones). */
    List<RatingChange> history(String account, int limit);

    /** What one round changed, one entry per player; empty for a round not rated (yet, or ever). */
    List<RatingChange> ofRound(String code, int round);

    /** The candidates for one leaderboard as {@code rule} selects them in the store, highest rating first. */
    List<Leader> leaders(String kind, Speed speed, LeaderboardRule rule, long now);

    /** Keeps nothing: a server without a database. */
    RatingStore NONE = new RatingStore() {
        @Override
        public List<KindRating> of(String account) {
            return List.of();
        }

        @Override
        public List<RatingChange> history(String account, int limit) {
            return List.of();
        }

        @Override
        public List<RatingChange> ofRound(String code, int round) {
            return List.of();
        }

        @Override
        public List<Leader> leaders(String kind, Speed speed, LeaderboardRule rule, long now) {
            return List.of();
        }
    };
}
