package inrow.room;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A room's own timer: one deadline at a time (a clock running out, a first move not made, a game left), rung into
 * the room's queue so that it is judged in order with everything else, whether or not anyone sends anything. Used
 * only inside the room's queue.
 */
final class Alarm {
    private final ScheduledExecutorService timer;
    private final Executor queue;
    private final LongSupplier clock;
    private final Runnable ring;
    private ScheduledFuture<?> pending;
    private long at = Long.MAX_VALUE;

    /** {@code timer} null: no alarms (rooms in tests that judge deadlines themselves). */
    Alarm(ScheduledExecutorService timer, Executor queue, LongSupplier clock, Runnable ring) {
        this.timer = timer;
        this.queue = queue;
        this.clock = clock;
        this.ring = ring;
    }

    /** Rings at {@code due} (epoch ms; {@link Long#MAX_VALUE}: never), replacing any other deadline. */
    void set(long due) {
        if (due == at || timer == null) {
            return;
        }
        cancel();
        at = due;
        if (due == Long.MAX_VALUE) {
            return;
        }
        try {
            pending = timer.schedule(() -> queue.execute(this::rang), Math.max(0, due - clock.getAsLong()),
                TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // the server is stopping: the deadline is judged again after the restart
        }
    }

    void cancel() {
        if (pending != null) {
            pending.cancel(false);
            pending = null;
        }
        at = Long.MAX_VALUE;
    }

    private void rang() {
        pending = null;
        at = Long.MAX_VALUE;
        ring.run();
    }
}
