package inrow.review;

import inrow.Daemons;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Computer reviews of finished rounds, on a pool of their own so that no live game's moves wait behind them: a
 * request queues a review (unless it is stored or under way), each address may have {@link #PER_ADDRESS} waiting or
 * running at once and the queue holds at most {@link #QUEUE} in all; a finished review is stored, so anyone with
 * the game's link sees it without it being computed again. The pool's threads run at the lowest priority.
 */
public final class Reviews {
    /** Reviews one address may have waiting or running at once. */
    public static final int PER_ADDRESS = 2;
    /** Reviews and analyses one signed-in account may have waiting or running at once, from any address. */
    public static final int PER_ACCOUNT = 2;
    /** Reviews waiting or running in all. */
    public static final int QUEUE = 50;

    /**
     * Who asks: the address, and the account when signed in. Each has its own share, so a person cannot take more by
     * changing address, nor one address (a shared network) by having several people sign in behind it.
     */
    public record Requester(String address, String account) {
        public static Requester guest(String address) {
            return new Requester(address, null);
        }
    }

    /** What a round to review is: its rules and moves. */
    public record Round(String code, int round, Rules rules, List<Point> moves) {
    }

    /** Where a review stands: {@code waiting} (with how many are ahead), {@code running} or {@code done}. */
    public record Status(String state, int ahead, Review review) {
    }

    /** A request refused: the queue is full, or this address has its share. */
    public static final class Busy extends RuntimeException {
        public Busy(String message) {
            super(message);
        }
    }

    /** How long a claim on a review holds without news from its node: then another node may take the review over. */
    static final long CLAIM_MILLIS = 30_000;
    /** How often the node computing a review renews its claim and shares its progress. */
    static final long CLAIM_RENEW_MILLIS = 3_000;

    private final ReviewStore store;
    private final long budgetMs;
    /** This node's name in the claims (in a cluster, computed once: see {@link ReviewStore#claim}). */
    private final String node;
    private final java.util.function.LongSupplier clock;
    private final ExecutorService pool;
    private final ThreadLocal<Reviewer> reviewers = ThreadLocal.withInitial(Reviewer::new);
    /** Under way, in the order asked: key "code/round". Guarded by this. */
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private volatile boolean closed;

    private static final class Job {
        final Requester who;
        /** The board that asked (an analysis board's page), or null: a newer ask from it replaces this job. */
        final String board;
        volatile boolean running;
        volatile boolean superseded;
        volatile Review partial;

        Job(Requester who) {
            this(who, null);
        }

        Job(Requester who, String board) {
            this.who = who;
            this.board = board;
        }

        boolean askedBy(Requester other, String otherBoard) {
            return board != null && board.equals(otherBoard) && who.equals(other);
        }
    }

    /** {@code threads}: the pool's size (0: reviews are off); {@code budgetMs}: each position's time. */
    public Reviews(ReviewStore store, int threads, long budgetMs) {
        this(store, threads, budgetMs, "local", System::currentTimeMillis);
    }

    /**
     * {@code node}: this node's name, so that of several nodes asked for one review only one computes it and the
     * others show its progress; {@code clock}: epoch milliseconds, for the claims' times.
     */
    public Reviews(ReviewStore store, int threads, long budgetMs, String node, java.util.function.LongSupplier clock) {
        this.store = store;
        this.budgetMs = budgetMs;
        this.node = node;
        this.clock = clock;
        this.pool = threads <= 0 ? null : new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>(), Daemons.idle("review"));
    }

    public boolean enabled() {
        return pool != null;
    }

    public long budgetMs() {
        return budgetMs;
    }

    /** The review of a round as it stands, if one was asked for. */
    public Optional<Status> status(String code, int round) {
        synchronized (this) {
            Job job = jobs.get(code + "/" + round);
            if (job != null) {
                return Optional.of(status(code + "/" + round, job));
            }
        }
        // Read outside the lock: a page polling a stored review must not hold up requests on a database round trip.
        // A job that ends meanwhile has saved before it left the map, so the store has it.
        Optional<Status> done = store.find(code, round).map(r -> new Status("done", 0, r));
        return done.isPresent() ? done : elsewhere(code, round);
    }

    /** A review another node is computing, as far as it got: shown here without computing it again. */
    private Optional<Status> elsewhere(String code, int round) {
        return store.claimOf(code, round, clock.getAsLong()).filter(c -> !c.node().equals(node))
            .map(c -> new Status("running", 0, c.partial()));
    }

    /** Asks for a review of {@code r} on behalf of {@code address}: what it is now. */
    public Status request(Round r, String address) {
        return request(r, Requester.guest(address));
    }

    /** Asks for a review of {@code r} on behalf of {@code who}: what it is now. */
    public synchronized Status request(Round r, Requester who) {
        String key = r.code() + "/" + r.round();
        Job job = jobs.get(key);
        if (job != null) {
            return status(key, job);
        }
        Optional<Review> kept = store.find(r.code(), r.round());
        if (kept.isPresent()) {
            return new Status("done", 0, kept.get());
        }
        Optional<Status> other = elsewhere(r.code(), r.round());
        if (other.isPresent()) {
            return other.get();
        }
        admit(who);
        long now = clock.getAsLong();
        if (!store.claim(r.code(), r.round(), node, now, now + CLAIM_MILLIS, null)) {
            // Another node claimed it between the two reads: it computes, this one shows.
            return elsewhere(r.code(), r.round()).orElse(new Status("running", 0, null));
        }
        Job made = new Job(who);
        jobs.put(key, made);
        pool.execute(() -> run(key, r, made));
        return status(key, made);
    }

    /**
     * Other computer work (an analysis board's position) on the same pool, in the same queue and the same
     * per-address shares as reviews; {@code work} is told when the server closes. Refused like a review when busy.
     */
    public Status enqueue(String key, String address, java.util.function.Consumer<BooleanSupplier> work) {
        return enqueue(key, Requester.guest(address), work);
    }

    /** As {@link #enqueue(String, String, java.util.function.Consumer)}, with the asker's account's share too. */
    public Status enqueue(String key, Requester who, java.util.function.Consumer<BooleanSupplier> work) {
        return enqueue(key, who, null, work);
    }

    /**
     * As {@link #enqueue(String, Requester, java.util.function.Consumer)}, asked from {@code board} (null: none).
     * A person stepping through an analysis board asks about each position in turn and only looks at the last:
     * the work the same requester asked from the same board before is dropped (told to stop, and no longer counted
     * against the shares), so the next position is never refused for the ones left behind. The board is only a
     * grouping the page picks: a forged one just replaces nothing, and the shares still hold.
     */
    public synchronized Status enqueue(String key, Requester who, String board,
                                       java.util.function.Consumer<BooleanSupplier> work) {
        Job job = jobs.get(key);
        if (job != null) {
            return status(key, job); // under way for anyone: one computation, whoever asked
        }
        if (board != null) {
            jobs.values().removeIf(j -> {
                if (j.askedBy(who, board)) {
                    j.superseded = true;
                    return true;
                }
                return false;
            });
        }
        admit(who);
        Job made = new Job(who, board);
        jobs.put(key, made);
        pool.execute(() -> {
            if (made.superseded) {
                return; // replaced while it waited
            }
            made.running = true;
            try {
                work.accept(() -> closed || made.superseded);
            } catch (RuntimeException e) {
                System.getLogger(Reviews.class.getName()).log(System.Logger.Level.ERROR, key + " failed", e);
            } finally {
                synchronized (this) {
                    jobs.remove(key, made);
                }
            }
        });
        return status(key, made);
    }

    /** Where queued work (see {@link #enqueue}) stands, while it waits or runs. */
    public synchronized Optional<Status> queued(String key) {
        Job job = jobs.get(key);
        return job == null ? Optional.empty() : Optional.of(status(key, job));
    }

    /** Refuses work over the queue's size or the address's share (reviews and analyses count together). */
    private void admit(Requester who) {
        if (!enabled()) {
            throw new Busy("Reviews and analyses are turned off on this server.");
        }
        if (jobs.size() >= QUEUE) {
            throw new Busy("Too many reviews and analyses are waiting (" + QUEUE + "). Try again in a few minutes.");
        }
        long mine = jobs.values().stream().filter(j -> j.who.address().equals(who.address())).count();
        if (mine >= PER_ADDRESS) {
            throw new Busy("You have " + PER_ADDRESS + " reviews or analyses under way (your share). Wait for one "
                + "to finish.");
        }
        if (who.account() != null
            && jobs.values().stream().filter(j -> who.account().equals(j.who.account())).count() >= PER_ACCOUNT) {
            throw new Busy("Your account has " + PER_ACCOUNT + " reviews or analyses under way (its share). Wait "
                + "for one to finish.");
        }
    }

    private void run(String key, Round r, Job job) {
        job.running = true;
        try {
            long[] renewed = {clock.getAsLong()};
            Review done = reviewers.get().review(r.code(), r.round(), r.rules(), r.moves(), budgetMs, partial -> {
                job.partial = partial;
                long now = clock.getAsLong();
                if (now - renewed[0] >= CLAIM_RENEW_MILLIS) {
                    renewed[0] = now;
                    renew(r, partial, now);
                }
            }, () -> closed);
            if (!closed) {
                store.save(done);
            }
        } catch (RuntimeException e) {
            System.getLogger(Reviews.class.getName()).log(System.Logger.Level.ERROR, "reviewing " + key + " failed", e);
        } finally {
            synchronized (this) {
                jobs.remove(key);
            }
        }
    }

    /** Keeps this node's claim and shares its progress; a store that fails now only delays the other nodes' view. */
    private void renew(Round r, Review partial, long now) {
        try {
            store.claim(r.code(), r.round(), node, now, now + CLAIM_MILLIS, partial);
        } catch (RuntimeException e) {
            System.getLogger(Reviews.class.getName()).log(System.Logger.Level.WARNING,
                "could not renew the claim on " + r.code() + ": " + e.getMessage());
        }
    }

    private Status status(String key, Job job) {
        if (job.running) {
            return new Status("running", 0, job.partial);
        }
        int ahead = 0;
        for (Map.Entry<String, Job> e : jobs.entrySet()) {
            if (e.getKey().equals(key)) {
                break;
            }
            if (!e.getValue().running) {
                ahead++;
            }
        }
        return new Status("waiting", ahead, null);
    }

    /** Stops between two positions; a review cut short is not kept. */
    public void close() {
        closed = true;
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    /** For tests: the keys under way. */
    synchronized List<String> underWay() {
        return new ArrayList<>(jobs.keySet());
    }
}
