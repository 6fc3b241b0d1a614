package inrow.testing;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The rooms' timer (alarms, a computer's pace, the crowd's pacing) on a {@link TestClock}: a one-shot task is due at
 * the clock's time plus its delay. While the clock runs it rings after the real delay, as the server's own timer
 * does; while the clock is stopped it rings only when {@link TestClock#advance} moves the clock past it, on the
 * advancing thread, in due order (the rooms' tasks only hand work to their queues). A task scheduled before the
 * clock stopped and not yet rung is due by the clock too, so stopping the clock stops every room timer at once.
 *
 * <p>Periodic tasks (the server's sweeps) run in real time on the real timer: nothing in the tests waits for them.
 */
public final class ClockTimer implements ScheduledExecutorService {
    private final TestClock clock;
    private final ScheduledExecutorService real = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "test-timer");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong order = new AtomicLong();
    /** Tasks not yet rung nor cancelled, earliest first; guarded by itself. */
    private final PriorityQueue<Task> waiting = new PriorityQueue<>();

    ClockTimer(TestClock clock) {
        this.clock = clock;
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return schedule(() -> {
            command.run();
            return null;
        }, delay, unit);
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        long ms = Math.max(0, unit.toMillis(delay));
        Task task = new Task(clock.getAsLong() + ms, order.incrementAndGet(), callable);
        synchronized (waiting) {
            waiting.add(task);
        }
        if (!clock.isStopped()) {
            real.schedule(() -> ringInRealTime(task), ms, TimeUnit.MILLISECONDS);
        } else if (ms == 0) {
            real.execute(task::ring); // due now, by the stopped clock too: rung at once, as the real timer would
        }
        @SuppressWarnings("unchecked")
        ScheduledFuture<V> f = (ScheduledFuture<V>) task;
        return f;
    }

    private void ringInRealTime(Task task) {
        if (!clock.isStopped()) {
            task.ring();
        } // else: the stopped clock decides; advance rings it
    }

    /** Called by the clock once it stands at {@code now}: rings every task due by then, tasks they schedule too. */
    void advanced(long now) {
        while (true) {
            Task next;
            synchronized (waiting) {
                next = waiting.peek();
                if (next == null || next.due > now) {
                    return;
                }
                waiting.poll();
            }
            next.ring();
        }
    }

    /** Called by the clock when it runs again: what is left rings after its remaining real delay. */
    void resumed() {
        List<Task> left;
        synchronized (waiting) {
            left = new ArrayList<>(waiting);
        }
        long now = clock.getAsLong();
        for (Task t : left) {
            real.schedule(() -> ringInRealTime(t), Math.max(0, t.due - now), TimeUnit.MILLISECONDS);
        }
    }

    private final class Task implements ScheduledFuture<Object> {
        final long due;
        final long seq;
        final Callable<?> work;
        final AtomicBoolean taken = new AtomicBoolean();
        final CompletableFuture<Object> result = new CompletableFuture<>();

        Task(long due, long seq, Callable<?> work) {
            this.due = due;
            this.seq = seq;
            this.work = work;
        }

        void ring() {
            if (!taken.compareAndSet(false, true)) {
                return;
            }
            synchronized (waiting) {
                waiting.remove(this);
            }
            try {
                result.complete(work.call());
            } catch (java.util.concurrent.RejectedExecutionException e) {
                // The task's server has closed (its room pool refuses work): a real scheduler would have been shut
                // down with it and never run the task. Servers restarted on one clock share this timer, so it stays.
                result.completeExceptionally(e);
            } catch (Throwable e) {
                result.completeExceptionally(e);
                System.getLogger(ClockTimer.class.getName()).log(System.Logger.Level.WARNING, "timer task failed", e);
            }
        }

        @Override
        public boolean cancel(boolean mayInterrupt) {
            if (!taken.compareAndSet(false, true)) {
                return false;
            }
            synchronized (waiting) {
                waiting.remove(this);
            }
            return result.cancel(false);
        }

        @Override
        public boolean isCancelled() {
            return result.isCancelled();
        }

        @Override
        public boolean isDone() {
            return result.isDone();
        }

        @Override
        public Object get() throws InterruptedException, ExecutionException {
            return result.get();
        }

        @Override
        public Object get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException,
            TimeoutException {
            return result.get(timeout, unit);
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(due - clock.getAsLong(), TimeUnit.MILLISECONDS);
        }

        @Override
        public int compareTo(Delayed o) {
            if (o instanceof Task t) {
                int c = Long.compare(due, t.due);
                return c != 0 ? c : Long.compare(seq, t.seq);
            }
            return Long.compare(getDelay(TimeUnit.MILLISECONDS), o.getDelay(TimeUnit.MILLISECONDS));
        }
    }

    // Everything else is the real timer's.

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        return real.scheduleAtFixedRate(command, initialDelay, period, unit);
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        return real.scheduleWithFixedDelay(command, initialDelay, delay, unit);
    }

    /** The timer lives as long as its clock: servers restarted on one clock share it, so shutting it is a no-op. */
    @Override
    public void shutdown() {
    }

    @Override
    public List<Runnable> shutdownNow() {
        return List.of();
    }

    @Override
    public boolean isShutdown() {
        return false;
    }

    @Override
    public boolean isTerminated() {
        return false;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return false;
    }

    @Override
    public <T> Future<T> submit(Callable<T> task) {
        return real.submit(task);
    }

    @Override
    public <T> Future<T> submit(Runnable task, T result) {
        return real.submit(task, result);
    }

    @Override
    public Future<?> submit(Runnable task) {
        return real.submit(task);
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        return real.invokeAll(tasks);
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
        throws InterruptedException {
        return real.invokeAll(tasks, timeout, unit);
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        return real.invokeAny(tasks);
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
        throws InterruptedException, ExecutionException, TimeoutException {
        return real.invokeAny(tasks, timeout, unit);
    }

    @Override
    public void execute(Runnable command) {
        real.execute(command);
    }
}
