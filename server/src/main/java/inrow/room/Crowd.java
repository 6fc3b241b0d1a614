package inrow.room;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * When the room shows a new spectator count. A spectator arriving or leaving changes nothing but the count, and
 * showing it is a whole state to every socket in the room: 500 spectators arriving at one game made about 125,000
 * frames (docs/performance.md). So a change of the count is shown at once if none was shown in the last
 * {@link #QUIET_MILLIS}, else once at the end of that time, with whatever the count is by then; as lichess shows
 * its watcher counts, a moment late rather than once per watcher. Anything else the room shows carries the count
 * too, so a later showing that would change nothing is skipped. Used only inside the room's queue.
 */
final class Crowd {
    static final long QUIET_MILLIS = 1000;

    private final ScheduledExecutorService timer;
    private final Executor queue;
    private final LongSupplier clock;
    /** Shows the room as it is now, if the count on show is not the count here; true if it sent anything. */
    private final BooleanSupplier show;
    private long lastShown = Long.MIN_VALUE;
    private boolean pending;

    /** {@code timer} null: every change is shown at once (rooms in tests without timers). */
    Crowd(ScheduledExecutorService timer, Executor queue, LongSupplier clock, BooleanSupplier show) {
        this.timer = timer;
        this.queue = queue;
        this.clock = clock;
        this.show = show;
    }

    /**
     * The count changed. Returns true if it was shown now (to every joined connection); false if it will be shown
     * later, so a spectator who just arrived has not been sent the room yet.
     */
    boolean changed() {
        if (pending) {
            return false;
        }
        long now = clock.getAsLong();
        // At most a second: a wall clock set back must not hold the count for as long as it went back.
        long wait = lastShown == Long.MIN_VALUE ? 0 : Math.min(QUIET_MILLIS, lastShown + QUIET_MILLIS - now);
        if (timer == null || wait <= 0) {
            lastShown = now;
            show.getAsBoolean();
            return true;
        }
        try {
            timer.schedule(() -> queue.execute(this::due), wait, TimeUnit.MILLISECONDS);
            pending = true;
            return false;
        } catch (RejectedExecutionException stopping) {
            lastShown = now; // the server is stopping: show it now, as before there was a crowd
            show.getAsBoolean();
            return true;
        }
    }

    private void due() {
        pending = false;
        if (show.getAsBoolean()) {
            lastShown = clock.getAsLong();
        }
    }
}
