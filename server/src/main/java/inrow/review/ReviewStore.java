package inrow.review;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Where finished reviews are kept, beside the games (both stores; see {@code V12__reviews.sql}). */
public interface ReviewStore {
    Optional<Review> find(String code, int round);

    /** Keeps a complete review; a second one of the same round (another node was quicker) is dropped. */
    void save(Review review);

    /** For a server without a data directory. */
    static ReviewStore inMemory() {
        Map<String, Review> kept = new ConcurrentHashMap<>();
        return new ReviewStore() {
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
