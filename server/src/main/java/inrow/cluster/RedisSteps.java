package inrow.cluster;

import static inrow.cluster.RedisLink.key;
import static inrow.cluster.RedisLink.keys;

import inrow.game.Change;
import inrow.room.GameStore;
import inrow.room.RoomEvent;
import inrow.room.StepLog;
import inrow.game.StoredGame;
import io.lettuce.core.Range;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.StreamMessage;
import io.lettuce.core.api.async.RedisAsyncCommands;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * A room's steps in Redis, with the database as the record. A node appends a change only if the room's count is
 * still the one it validated against ({@link Scripts#APPEND}), writes it to the database (which checks the same
 * count again), then publishes it to the room's stream and channel. A step left reserved by a node that died is
 * settled by whoever finds it: taken back if the database lacks it, else the room is rebuilt from the database.
 */
final class RedisSteps implements StepLog {
    private volatile java.util.function.Consumer<String> errors = op -> { };
    private static final System.Logger LOG = System.getLogger(RedisSteps.class.getName());
    /** How long a reserved step counts as in progress; after that, whoever finds it settles it with the record. */
    private static final long ORPHAN_MILLIS = 3000;

    private final RedisLink link;
    private final RedisAsyncCommands<String, String> redis;
    private final Messages messages;
    private final GameStore store;

    /** A step that is in the record but not yet in Redis: published again on every beat until Redis takes it. */
    private record Unpublished(String code, long seq, String text) {
    }

    private final Queue<Unpublished> unpublished = new ConcurrentLinkedQueue<>();

    RedisSteps(RedisLink link, GameStore store) {
        this.link = link;
        this.redis = link.redis();
        this.messages = link.messages();
        this.store = store;
    }

    @Override
    public CompletableFuture<Appended> append(String code, long after, List<Change> changes) {
        RoomEvent step = new RoomEvent(after + 1, link.node(), List.copyOf(changes));
        String text = messages.step(step);
        return reserve(code, after, text, true)
            .thenCompose(r -> r.taken() ? persist(code, step, text) : CompletableFuture.completedFuture(r))
            .whenComplete((r, failure) -> {
                if (failure != null) {
                    errors.accept("append");
                }
            });
    }

    /** Told "append", "publish" or "fetch" each time one fails (for metrics). */
    void onError(java.util.function.Consumer<String> sink) {
        this.errors = sink;
    }

    private CompletableFuture<Appended> reserve(String code, long after, String text, boolean maySeed) {
        return link.<List<Long>>eval(Scripts.APPEND, ScriptOutputType.MULTI, keys(code, "seq", "pending", "fresh"),
                Long.toString(after), text, Long.toString(ORPHAN_MILLIS))
            .thenCompose(r -> {
                long status = r.get(0);
                // No count (Redis lost its data), or one below what this node has applied (it should never be, but
                // the record is the truth): raise it from the record, once, and try again.
                if (maySeed && (status == -1 || status == 0 && r.get(1) < after)) {
                    return seedFromRecord(code).thenCompose(count -> reserve(code, after, text, false));
                }
                if (status == -1) {
                    throw new IllegalStateException("Redis has no step count for " + code);
                }
                return CompletableFuture.completedFuture(new Appended(status == 1, r.get(1)));
            });
    }

    /**
     * Writes a reserved step to the record, then publishes it; takes it back if the write failed. Only the node
     * whose write succeeded ever publishes a step, so the stream never holds a step the record lacks.
     */
    private CompletableFuture<Appended> persist(String code, RoomEvent step, String text) {
        Appended taken = new Appended(true, step.seq());
        return store.write(durable(code, step)).handle((ok, failure) -> failure).thenCompose(failure -> {
            if (failure == null) {
                // Durable now: the step stands even if Redis went away this instant; publishing is retried.
                publishOrRetry(code, step.seq(), text);
                return CompletableFuture.completedFuture(taken);
            }
            return link.<Long>eval(Scripts.ABORT, ScriptOutputType.INTEGER, keys(code, "seq", "pending", "log"),
                    Long.toString(step.seq()), text)
                .handle((aborted, f) -> null)
                .thenCompose(x -> CompletableFuture.failedFuture(failure));
        });
    }

    private static List<Change> durable(String code, RoomEvent step) {
        List<Change> changes = new ArrayList<>(step.changes());
        changes.add(new Change.Sequenced(code, step.seq() - 1, step.seq()));
        return changes;
    }

    private void publishOrRetry(String code, long seq, String text) {
        publish(code, seq, text).whenComplete((added, f) -> {
            if (f != null) {
                errors.accept("publish");
                LOG.log(System.Logger.Level.WARNING, "step " + seq + " of " + code
                    + " is saved; publishing it again when Redis answers: " + f.getMessage());
                unpublished.add(new Unpublished(code, seq, text));
            }
        });
    }

    /** Publishes again the steps Redis could not take (on every beat, and when Redis is back). */
    void publishAgain() {
        for (int n = unpublished.size(); n > 0; n--) {
            Unpublished u = unpublished.poll();
            if (u != null) {
                publishOrRetry(u.code(), u.seq(), u.text());
            }
        }
    }

    private CompletableFuture<Long> publish(String code, long seq, String text) {
        return link.eval(Scripts.PUBLISH, ScriptOutputType.INTEGER, keys(code, "seq", "log", "pending", "events"),
            Long.toString(seq), text);
    }

    /** Raises Redis's count to the record's (the record has every step ever shown); completes with the count. */
    CompletableFuture<Long> seedFromRecord(String code) {
        return CompletableFuture.supplyAsync(() -> store.load(code).map(StoredGame::seq).orElse(0L), link.blocking())
            .thenCompose(count -> link.eval(Scripts.SEED, ScriptOutputType.INTEGER, keys(code, "seq"),
                Long.toString(count)));
    }

    @Override
    public CompletableFuture<CatchUp> since(String code, long after, long upTo) {
        CompletableFuture<CatchUp> out = new CompletableFuture<>();
        out.whenComplete((c, failure) -> {
            if (failure != null) {
                errors.accept("fetch");
            }
        });
        fetch(code, after, upTo, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(2 * ORPHAN_MILLIS), out);
        return out;
    }

    /**
     * Reads the missing steps from the stream. A step not there yet is on its way (its node is still writing it,
     * as Redis's short-lived "fresh" mark says: wait), left by a node that died (take it back if the record lacks
     * it, or forget it if the record has it), or gone with Redis's data or trimmed away. In the last two cases the
     * room is rebuilt from the record, which has every step that was ever shown.
     */
    private void fetch(String code, long after, long upTo, long deadline, CompletableFuture<CatchUp> out) {
        CompletableFuture<List<StreamMessage<String, String>>> found = redis.xrange(key(code, "log"),
            Range.create((after + 1) + "-0", upTo + "-0")).toCompletableFuture();
        CompletableFuture<String> pending = redis.get(key(code, "pending")).toCompletableFuture();
        CompletableFuture<Long> fresh = redis.exists(key(code, "fresh")).toCompletableFuture();
        CompletableFuture.allOf(found, pending, fresh).thenRun(() -> {
            List<RoomEvent> steps = new ArrayList<>();
            long next = after + 1;
            for (StreamMessage<String, String> m : found.join()) {
                RoomEvent e = messages.event(m.getBody().get("e"));
                if (e.seq() != next) {
                    break;
                }
                steps.add(e);
                next++;
            }
            if (next > upTo) {
                out.complete(new CatchUp(steps, null));
                return;
            }
            String text = pending.join();
            RoomEvent waiting = text == null ? null : messages.event(text);
            if (waiting == null || waiting.seq() != next) {
                reloadInto(code, out);
            } else if (System.nanoTime() - deadline > 0) {
                out.completeExceptionally(new IllegalStateException("step " + next + " of " + code
                    + " is still being written"));
            } else if (fresh.join() == 0) {
                settleOrphan(code, waiting, text).whenComplete((x, f) -> retryFetch(code, after, upTo, deadline, out));
            } else {
                retryFetch(code, after, upTo, deadline, out);
            }
        }).exceptionally(failure -> {
            out.completeExceptionally(failure);
            return null;
        });
    }

    private void retryFetch(String code, long after, long upTo, long deadline, CompletableFuture<CatchUp> out) {
        try {
            link.timer().schedule(() -> fetch(code, after, upTo, deadline, out), 20, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            out.completeExceptionally(stopping);
        }
    }

    private void reloadInto(String code, CompletableFuture<CatchUp> out) {
        CompletableFuture.supplyAsync(() -> store.load(code), link.blocking()).whenComplete((stored, failure) -> {
            if (failure != null || stored.isEmpty()) {
                out.completeExceptionally(failure != null ? failure
                    : new IllegalStateException("no record of " + code));
            } else {
                out.complete(new CatchUp(List.of(), stored.get()));
            }
        });
    }

    /**
     * A step reserved by a node that did not finish it in time (it died, or lost Redis). If the record lacks it, it
     * never happened: take it back. If the record has a step of that number, the record is right: forget the pending
     * one (the next fetch then rebuilds the room from the record) and tell every node holding the room, which would
     * otherwise not hear of the step until the next one.
     */
    private CompletableFuture<Long> settleOrphan(String code, RoomEvent step, String text) {
        return CompletableFuture.supplyAsync(() -> store.load(code).map(StoredGame::seq).orElse(0L), link.blocking())
            .thenCompose(recorded -> recorded < step.seq()
                ? link.eval(Scripts.ABORT, ScriptOutputType.INTEGER, keys(code, "seq", "pending", "log"),
                    Long.toString(step.seq()), text)
                : link.<Long>eval(Scripts.FORGET, ScriptOutputType.INTEGER, keys(code, "pending"), text)
                    .thenCompose(forgot -> redis.publish(key(code, "events"), messages.latest(link.node(), recorded))
                        .toCompletableFuture()));
    }

    /** Redis's count for the room; taken from the record first if Redis has none. */
    @Override
    public CompletableFuture<Long> latest(String code) {
        return redis.get(key(code, "seq")).toCompletableFuture().thenCompose(count -> count != null
            ? CompletableFuture.completedFuture(Long.parseLong(count)) : seedFromRecord(code));
    }
}
