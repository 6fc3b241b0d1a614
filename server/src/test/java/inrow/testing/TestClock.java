package inrow.testing;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * A server's time for a test: the real time until the test stops it, then still until the test moves it on. A test
 * whose outcome depends on time passing (or not passing) says so with this clock, not with sleeps or with a machine
 * fast enough: a browser typing twelve chat lines on a busy machine takes longer than the pacing's one second.
 */
public final class TestClock implements LongSupplier {
    /** Milliseconds when stopped; Long.MIN_VALUE while running. */
    private final AtomicLong stoppedAt = new AtomicLong(Long.MIN_VALUE);

    @Override
    public long getAsLong() {
        long stopped = stoppedAt.get();
        return stopped == Long.MIN_VALUE ? System.currentTimeMillis() : stopped;
    }

    /** From now on the server's time stands still. */
    public void stop() {
        stoppedAt.compareAndSet(Long.MIN_VALUE, System.currentTimeMillis());
    }

    /** Moves a stopped clock on. */
    public void advance(long millis) {
        stoppedAt.updateAndGet(t -> {
            if (t == Long.MIN_VALUE) {
                throw new IllegalStateException("stop the clock before moving it");
            }
            return t + millis;
        });
    }

    /** Back to the real time (which may be behind a clock that was moved on: only stop again after). */
    public void run() {
        stoppedAt.set(Long.MIN_VALUE);
    }
}
