package inrow.room;

import java.util.Queue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * Runs tasks one at a time, in submission order, on a shared pool: each room gets one, so a room's changes never
 * overlap, without a thread per room and without a global lock. Each task happens-before the next. A task handed
 * over by a thread that may as well run it ({@link #executeHere}) runs on that thread when the room is idle.
 *
 * <p>A task may {@link #holdUntil hold} the queue on a future (a disk commit): no later task runs until it completes,
 * and its continuation runs first. No thread waits meanwhile; the pool serves other rooms.
 */
public final class SerialExecutor implements Executor {
    /** Tasks run per turn on a pool thread before yielding it, so one busy room cannot hold a thread forever. */
    private static final int BATCH = 64;

    private final Executor pool;
    private final LongConsumer resumed;
    private final LongSupplier clock;
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final Runnable drainBatch = () -> drain(BATCH);
    /** Set by the running task through holdUntil; read right after it returns. Only the running task touches it. */
    private CompletionStage<?> hold;
    private Consumer<Throwable> afterHold;

    public SerialExecutor(Executor pool) {
        this(pool, nanos -> { });
    }

    /**
     * {@code resumed}: told, for every hold, how long the queue took to go on once the held stage completed (the
     * hand-over to a pool thread and the wait for it to run), in nanoseconds.
     */
    public SerialExecutor(Executor pool, LongConsumer resumed) {
        this(pool, resumed, System::nanoTime);
    }

    /** {@code clock}: nanoseconds, as {@link System#nanoTime()} (a test's own). */
    SerialExecutor(Executor pool, LongConsumer resumed, LongSupplier clock) {
        this.pool = pool;
        this.resumed = resumed;
        this.clock = clock;
    }

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
        schedule();
    }

    /**
     * Like {@link #execute}, but when no task of this queue is running or waiting, runs it at once on the calling
     * thread instead of waking a pool thread for it. For a thread that has nothing else to do meanwhile (Jetty's
     * socket reader, which has already handed its selector on) and must not block: room tasks never do. Only the
     * task at the head runs here (the caller's, unless another thread queued one a moment before); whatever follows
     * goes to the pool, so the caller's socket is not left unread behind other people's work. From inside a task of
     * this queue it only queues; inside another room's task it would run nested there, so room tasks never call it.
     */
    public void executeHere(Runnable task) {
        tasks.add(task);
        if (scheduled.compareAndSet(false, true)) {
            drain(1);
        }
    }

    /**
     * Called from inside a task of this executor: when the task returns, the queue waits for {@code stage}, then
     * runs {@code then} (with the failure, or null) before any task queued meanwhile.
     */
    public void holdUntil(CompletionStage<?> stage, Consumer<Throwable> then) {
        if (hold != null) {
            throw new IllegalStateException("a task may hold the queue only once");
        }
        hold = stage;
        afterHold = then;
    }

    private void schedule() {
        if (scheduled.compareAndSet(false, true)) {
            pool.execute(drainBatch);
        }
    }

    /** Runs up to {@code most} tasks on this thread, then gives the rest to the pool. */
    private void drain(int most) {
        for (int i = 0; i < most; i++) {
            Runnable task = tasks.poll();
            if (task == null) {
                break;
            }
            run(task);
            if (hold != null) {
                park();
                return;
            }
        }
        scheduled.set(false);
        if (!tasks.isEmpty()) {
            schedule();
        }
    }

    /** Stays "scheduled", so nobody else starts a drain, until the held stage's continuation has run. */
    private void park() {
        CompletionStage<?> stage = hold;
        Consumer<Throwable> then = afterHold;
        hold = null;
        afterHold = null;
        stage.whenComplete((value, failure) -> {
            long completed = clock.getAsLong();
            pool.execute(() -> {
                long waited = clock.getAsLong() - completed;
                run(() -> resumed.accept(waited)); // a meter's failure must not wedge the room either
                run(() -> then.accept(failure));
                if (hold != null) {
                    park();
                } else {
                    drain(BATCH);
                }
            });
        });
    }

    private static void run(Runnable task) {
        try {
            task.run();
        } catch (RuntimeException | Error e) {
            // A bug in one task must not wedge the room: log it and go on with the next.
            System.getLogger(SerialExecutor.class.getName()).log(System.Logger.Level.ERROR, "room task failed", e);
        }
    }
}
