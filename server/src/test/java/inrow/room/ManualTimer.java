package inrow.room;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Delayed;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A timer on the test's clock: tasks scheduled with a delay run when the test moves the clock past their time and
 * calls {@link #runDue}, on the test's thread. Nothing sleeps.
 */
final class ManualTimer extends ScheduledThreadPoolExecutor {
    private final AtomicLong clock;
    private final List<Task> tasks = new ArrayList<>();

    private final class Task implements ScheduledFuture<Object> {
        final long due;
        final Runnable run;
        volatile boolean cancelled;
        volatile boolean done;

        Task(long due, Runnable run) {
            this.due = due;
            this.run = run;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(due - clock.get(), TimeUnit.MILLISECONDS);
        }

        @Override
        public int compareTo(Delayed o) {
            return Long.compare(getDelay(TimeUnit.MILLISECONDS), o.getDelay(TimeUnit.MILLISECONDS));
        }

        @Override
        public boolean cancel(boolean mayInterrupt) {
            cancelled = true;
            return !done;
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }

        @Override
        public boolean isDone() {
            return done || cancelled;
        }

        @Override
        public Object get() {
            return null;
        }

        @Override
        public Object get(long timeout, TimeUnit unit) {
            return null;
        }
    }

    ManualTimer(AtomicLong clock) {
        super(1);
        this.clock = clock;
    }

    @Override
    public synchronized ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        Task t = new Task(clock.get() + unit.toMillis(delay), command);
        tasks.add(t);
        return t;
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException();
    }

    /** Runs every task due by now, in time order, including tasks they schedule that are due too. */
    void runDue() {
        while (true) {
            Task next = null;
            synchronized (this) {
                for (Task t : tasks) {
                    if (!t.isDone() && t.due <= clock.get() && (next == null || t.due < next.due)) {
                        next = t;
                    }
                }
                if (next == null) {
                    return;
                }
                next.done = true;
            }
            next.run.run();
        }
    }

    /** Tasks still waiting for their time. */
    synchronized long pending() {
        return tasks.stream().filter(t -> !t.isDone()).count();
    }
}
