package inrow.review;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Where finished reviews are kept, beside the games (both stores; see {@code V12__reviews.sql}). */
public interface ReviewStore {
    Optional<Review> find(String code, int round);

    /** Keeps a complete review; a second one of the same round (another node was quicker) is dropped. */
    void save(Review review);

    /** A node computing a round's review until {@code untilMillis}, and what it has so far (null: nothing yet). */
    record Claim(String node, long untilMillis, Review partial) {
    }

    /**
     * Makes {@code node} the one computing this round's review until {@code untilMillis}, with its progress, unless
     * another node's claim still holds at {@code nowMillis}: true when {@code node} holds it now. The one atomic step
     * that keeps two nodes asked at the same moment from both computing it.
     */
    boolean claim(String code, int round, String node, long nowMillis, long untilMillis, Review partial);

    /** The claim on this round that still holds at {@code nowMillis}, whichever node's. */
    Optional<Claim> claimOf(String code, int round, long nowMillis);

    /** For a server without a data directory. */
    static ReviewStore inMemory() {
        Map<String, Review> kept = new ConcurrentHashMap<>();
        Map<String, Claim> claims = new ConcurrentHashMap<>();
        return new ReviewStore() {
            @Override
            public boolean claim(String code, int round, String node, long nowMillis, long untilMillis,
                                 Review partial) {
                Claim mine = new Claim(node, untilMillis, partial);
                return claims.compute(code + "/" + round, (k, c) -> c == null || c.node().equals(node)
                    || c.untilMillis() < nowMillis ? mine : c) == mine;
            }

            @Override
            public Optional<Claim> claimOf(String code, int round, long nowMillis) {
                return Optional.ofNullable(claims.get(code + "/" + round)).filter(c -> c.untilMillis() >= nowMillis);
            }

            @Override
            public Optional<Review> find(String code, int round) {
                return Optional.ofNullable(kept.get(code + "/" + round));
            }

            @Override
            public void save(Review review) {
                kept.putIfAbsent(review.code() + "/" + review.round(), review);
            }
        };
    }
}
