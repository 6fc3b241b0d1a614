package inrow.pairing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The pools of one node: who waits where, and the pairings made. One entry per player across all pools: entering
 * while already waiting anywhere is refused ({@link Refusal#ALREADY_SEEKING}) and changes nothing; a player who wants
 * another pool cancels first (the page does both in one click). Matching runs when someone enters and on every
 * {@link #tick} (the caller's timer, about once a second, since ranges widen with waiting). Time comes from the
 * injected clock in milliseconds. Thread-safe: one lock, held only for the arithmetic.
 */
public final class Pools {
    /** At most this many entries per player in {@link #WINDOW_MS}: clicking on and off is fine, a script is not. */
    public static final int ENTRIES_PER_WINDOW = 12;
    public static final long WINDOW_MS = 60_000;

    private final Set<PoolKey> catalogue;
    private final History history;
    private final LongSupplier clock;
    private final Waiting waiting;
    private final Map<String, Deque<Long>> entriesOf = new HashMap<>();

    public Pools(Set<PoolKey> catalogue, History history, LongSupplier clock) {
        this(catalogue, history, clock, Waiting.local());
    }

    /** {@code waiting}: where entries wait (a cluster's shared store: several nodes' pools pair with each other). */
    public Pools(Set<PoolKey> catalogue, History history, LongSupplier clock, Waiting waiting) {
        this.catalogue = Set.copyOf(catalogue);
        this.history = history;
        this.clock = clock;
        this.waiting = waiting;
    }

    /**
     * What entering came to: refused (nothing changed), or the entry made, with any pairings it made at once (the
     * entry may already have left the pool in one of them).
     */
    public record Entered(Refusal refusal, Entry entry, List<Pairing> pairings) {
        static Entered refused(Refusal why) {
            return new Entered(why, null, List.of());
        }

        public boolean accepted() {
            return refusal == null;
        }
    }

    public synchronized Entered enter(Seeker seeker, PoolKey pool) {
        long now = clock.getAsLong();
        if (!catalogue.contains(pool)) {
            return Entered.refused(Refusal.UNKNOWN_POOL);
        }
        if (pool.rated() && !seeker.signedIn()) {
            return Entered.refused(Refusal.RATED_NEEDS_ACCOUNT);
        }
        if (waiting.of(seeker.player()).isPresent()) {
            return Entered.refused(Refusal.ALREADY_SEEKING);
        }
        Deque<Long> recentEntries = entriesOf.computeIfAbsent(seeker.player(), p -> new ArrayDeque<>());
        forgetBefore(recentEntries, now - WINDOW_MS);
        if (recentEntries.size() >= ENTRIES_PER_WINDOW) {
            return Entered.refused(Refusal.TOO_MANY_ENTRIES);
        }
        Entry entry = new Entry(pool, seeker, now, history.recent(seeker.player()));
        if (!waiting.add(entry)) {
            return Entered.refused(Refusal.ALREADY_SEEKING); // entered on another node meanwhile
        }
        recentEntries.addLast(now);
        // Only those the entrant accepts now can be paired with it: its range is the narrowest it will be, so the
        // pool is read around its rating, not whole (on a cluster that read is Redis's; the tick reads everyone).
        int range = RatingRange.of(0);
        List<Entry> near = waiting.near(pool, entry.rating(), entry.rating() - range, entry.rating() + range);
        return new Entered(null, entry, match(near, now));
    }

    /** Leaves whatever pool the player waits in; the entry it was, if any. Safe to call twice. */
    public synchronized Optional<Entry> cancel(String player) {
        return waiting.remove(player);
    }

    /** Where the player waits now, if anywhere. */
    public synchronized Optional<Entry> entryOf(String player) {
        return waiting.of(player);
    }

    /**
     * A pairing another node made for a player of this node: remembered here, where the player's next entries are
     * made, for their colours and repeats.
     */
    public synchronized void pairedElsewhere(String player, String opponent, Side side) {
        history.paired(player, opponent, side);
    }

    /** Matches every pool at the clock's now (ranges have widened since the last call). */
    public synchronized List<Pairing> tick() {
        long now = clock.getAsLong();
        List<Pairing> made = new ArrayList<>();
        for (PoolKey pool : catalogue) {
            made.addAll(matchIn(pool, now));
        }
        entriesOf.values().forEach(d -> forgetBefore(d, now - WINDOW_MS));
        entriesOf.values().removeIf(Deque::isEmpty);
        return made;
    }

    /** How many wait in each pool that has anyone waiting. */
    public synchronized Map<PoolKey, Integer> seeking() {
        return waiting.counts();
    }

    public Set<PoolKey> catalogue() {
        return catalogue;
    }

    private List<Pairing> matchIn(PoolKey pool, long now) {
        return match(waiting.in(pool), now);
    }

    private List<Pairing> match(List<Entry> here, long now) {
        if (here.size() < 2) {
            return List.of();
        }
        List<Pairing> pairs = new ArrayList<>();
        for (Pairing p : Matcher.match(here, now)) {
            // Another node may have taken either entry since they were read: then this pair is not made, and
            // whoever is left is matched on the next entry or tick.
            if (!waiting.take(p.first(), p.second())) {
                continue;
            }
            pairs.add(p);
            history.paired(p.first().player(), p.second().player(), Side.FIRST);
            history.paired(p.second().player(), p.first().player(), Side.SECOND);
        }
        return pairs;
    }

    private static void forgetBefore(Deque<Long> times, long limit) {
        while (!times.isEmpty() && times.peekFirst() <= limit) {
            times.removeFirst();
        }
    }
}
