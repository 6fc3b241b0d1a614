package inrow.testing;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * A server's time for a test: the real time until the test stops it, then still until the test moves it on. A test
 * whose outcome depends on time passing (or not passing) says so with this clock, not with sleeps or with a machine
 * fast enough: a browser typing twelve chat lines on a busy machine takes longer than the pacing's one second.
 *
 * <p>It is read two ways, which move together: as milliseconds of the wall clock ({@link #getAsLong}, the rooms'
 * time) and as {@link System#nanoTime} ({@link #nanos}, the per-address limits' time).
 */
public final class TestClock implements LongSupplier {
    /** Both readings when stopped; null while running. */
    private final AtomicReference<Stopped> stopped = new AtomicReference<>();
    /** The rooms' timer on this clock. */
    private final ClockTimer timer = new ClockTimer(this);

    private record Stopped(long millis, long nanos) {
        Stopped plus(long ms) {
            return new Stopped(millis + ms, nanos + ms * 1_000_000L);
        }
    }

    @Override
    public long getAsLong() {
        Stopped s = stopped.get();
        return s == null ? System.currentTimeMillis() : s.millis();
    }

    /** The same time as {@link System#nanoTime} reads it: the real one while running. */
    public long nanos() {
        Stopped s = stopped.get();
        return s == null ? System.nanoTime() : s.nanos();
    }

    boolean isStopped() {
        return stopped.get() != null;
    }

    /**
     * A timer on this clock for the server's rooms: while the clock is stopped, their alarms, a computer's pace and
     * the crowd's pacing ring only as {@link #advance} moves the clock past them.
     */
    public ClockTimer timer() {
        return timer;
    }

    /** From now on the server's time stands still. */
    public void stop() {
        stopped.compareAndSet(null, new Stopped(System.currentTimeMillis(), System.nanoTime()));
    }

    /** Moves a stopped clock on, then rings (on this thread, in due order) the timer's tasks due by the new time. */
    public void advance(long millis) {
        Stopped now = stopped.updateAndGet(s -> {
            if (s == null) {
                throw new IllegalStateException("stop the clock before moving it");
            }
            return s.plus(millis);
        });
        timer.advanced(now.millis());
    }

    /** Back to the real time (which may be behind a clock that was moved on: only stop again after). */
    public void run() {
        stopped.set(null);
        timer.resumed();
    }
}
