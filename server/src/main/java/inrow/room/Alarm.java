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
    /** The deadline in force (epoch ms; {@link Long#MAX_VALUE}: none). */
    private long at = Long.MAX_VALUE;
    /** The timer's task, if any, and when it rings: never after {@link #at}, but maybe before it. */
    private ScheduledFuture<?> pending;
    private long pendingAt = Long.MAX_VALUE;
    /** Which task is the pending one: a task cancelled too late to stop it rings with an older number. */
    private long generation;

    /** {@code timer} null: no alarms (rooms in tests that judge deadlines themselves). */
    Alarm(ScheduledExecutorService timer, Executor queue, LongSupplier clock, Runnable ring) {
        this.timer = timer;
        this.queue = queue;
        this.clock = clock;
        this.ring = ring;
    }

    /**
     * Rings at {@code due} (epoch ms; {@link Long#MAX_VALUE}: never), replacing any other deadline. A deadline that
     * moves later leaves the timer's task as it is, to wake up early and wait again: most moves push a game's deadline
     * later (an untimed game's is a month after its last move), and rescheduling at every move cost each one a
     * cancel and a schedule under the server-wide timer's lock.
     */
    void set(long due) {
        if (due == at || timer == null) {
            return;
        }
        at = due;
        if (due == Long.MAX_VALUE) {
            dropPending(); // nothing due: the room need not stay in the timer's queue
        } else if (pending == null || pendingAt > due) {
            dropPending();
            schedule(due);
        }
    }

    void cancel() {
        at = Long.MAX_VALUE;
        dropPending();
    }

    private void schedule(long due) {
        long mine = ++generation;
        try {
            pending = timer.schedule(() -> queue.execute(() -> rang(mine, due)), Math.max(0, due - clock.getAsLong()),
                TimeUnit.MILLISECONDS);
            pendingAt = due;
        } catch (RejectedExecutionException stopping) {
            // the server is stopping: the deadline is judged again after the restart
        }
    }

    private void dropPending() {
        if (pending != null) {
            pending.cancel(false);
            pending = null;
            pendingAt = Long.MAX_VALUE;
        }
        generation++; // a task already on its way to the queue now rings as stale
    }

    /** {@code due}: the deadline the task was scheduled for. */
    private void rang(long mine, long due) {
        if (mine != generation) {
            return;
        }
        pending = null;
        pendingAt = Long.MAX_VALUE;
        if (at == Long.MAX_VALUE) {
            return;
        }
        // Woke for a deadline that has since moved later: wait again. Told by the deadlines, not by the clock, so
        // that a wall clock set back cannot hold the ring back for as long as it went back (Crowd relies on that).
        if (due < at) {
            schedule(at);
            return;
        }
        at = Long.MAX_VALUE;
        ring.run();
    }
}
