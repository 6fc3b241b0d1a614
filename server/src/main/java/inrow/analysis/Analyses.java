package inrow.analysis;

import inrow.engine.Rules;
import inrow.review.Analyst;
import inrow.review.Analysts;
import inrow.review.Reviews;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * The analysis board's computer: a position asked for is thought about on the reviews' pool (same low priority,
 * same queue and per-address shares, so an analysis never takes a live game's threads), in iterations of growing
 * time, each replacing the last as the answer; the finished answer is kept in a bounded cache, so the same
 * position asked again (a shared link) is answered at once.
 */
public final class Analyses {
    /** Positions whose finished analysis is kept. */
    public static final int CACHED = 500;

    /** Where an analysis stands: {@code waiting} (with how many are ahead), {@code running} or {@code done}. */
    public record Status(String id, String state, int ahead, Thought thought) {
    }

    private final Reviews pool;
    private final long[] iterationsMs;
    private final PositionCache cache = new PositionCache(CACHED);
    /** The latest thought of each analysis under way, by position id. */
    private final Map<String, Thought> thinking = new ConcurrentHashMap<>();
    private final ThreadLocal<EngineThinker> engines = ThreadLocal.withInitial(EngineThinker::new);
    private final Map<Rules, ThreadLocal<Thinker>> exact = new ConcurrentHashMap<>();

    /** {@code iterationsMs}: each iteration's time, shortest first (the last one's answer is kept). */
    public Analyses(Reviews pool, long... iterationsMs) {
        this.pool = pool;
        this.iterationsMs = iterationsMs.clone();
    }

    /** The site's analysis: a quick first answer, then a longer look, then a long one (on one core, at low priority). */
    public static Analyses standard(Reviews pool) {
        return new Analyses(pool, 300, 1_500, 5_000);
    }

    /** Whether the computer analyses positions under these rules at all. */
    public static boolean analyses(Rules rules) {
        return inrow.review.Reviewer.reviews(rules);
    }

    /** Asks for an analysis of {@code p} on behalf of {@code address}; throws {@link Reviews.Busy} over a share. */
    public Status request(Position p, String address) {
        return request(p, Reviews.Requester.guest(address));
    }

    /** As {@link #request(Position, String)}, within the asker's account's share too. */
    public Status request(Position p, Reviews.Requester who) {
        return request(p, who, null);
    }

    /**
     * As {@link #request(Position, Reviews.Requester)}, from the analysis board {@code board} (the page's own id;
     * null: none): the analysis it asked for before, if still under way, stops and frees its share.
     */
    public Status request(Position p, Reviews.Requester who, String board) {
        Thought kept = cache.get(p.id());
        if (kept != null) {
            return new Status(p.id(), "done", 0, kept);
        }
        Reviews.Status s = pool.enqueue(key(p.id()), who, board, cancelled -> run(p, cancelled));
        return status(p.id(), s);
    }

    /** An analysis as it stands, if it is under way or kept. */
    public Optional<Status> status(String id) {
        Optional<Reviews.Status> queued = pool.queued(key(id));
        if (queued.isPresent()) {
            return Optional.of(status(id, queued.get()));
        }
        // The job puts its answer in the cache before it leaves the queue, so one of the two has it.
        Thought kept = cache.get(id);
        return kept == null ? Optional.empty() : Optional.of(new Status(id, "done", 0, kept));
    }

    private Status status(String id, Reviews.Status s) {
        Thought latest = thinking.get(id);
        if (s.state().equals("done") || latest != null && latest.finished()) {
            Thought kept = cache.get(id);
            if (kept != null) {
                return new Status(id, "done", 0, kept);
            }
        }
        return new Status(id, s.state(), s.ahead(), latest);
    }

    private void run(Position p, BooleanSupplier cancelled) {
        Thinker thinker = thinker(p.rules());
        Thought last = null;
        try {
            for (int i = 0; i < iterationsMs.length && !cancelled.getAsBoolean(); i++) {
                last = thinker.think(p.game(), i + 1, System.nanoTime() + iterationsMs[i] * 1_000_000L);
                thinking.put(p.id(), last);
                if (last.finished()) {
                    break;
                }
            }
            if (last != null && !cancelled.getAsBoolean()) {
                cache.put(p.id(), last.done());
            }
        } finally {
            thinking.remove(p.id());
        }
    }

    private Thinker thinker(Rules rules) {
        if (!Analysts.proves(rules)) {
            return engines.get();
        }
        // One exact analyst per rules and thread: their tables (the solver's 9 MB) are kept between positions.
        return exact.computeIfAbsent(rules, r -> ThreadLocal.withInitial(() -> new ExactThinker(Analysts.exactFor(r))))
            .get();
    }

    private static String key(String id) {
        return "analysis/" + id;
    }
}
