package inrow.room;

import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
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

    /** Null: every change is shown at once (rooms in tests without timers). */
    private final ScheduledExecutorService timer;
    private final LongSupplier clock;
    /** Shows the room as it is now, if the count on show is not the count here; true if it sent anything. */
    private final BooleanSupplier show;
    /** Rings the room's queue at the end of the quiet second; set while a change waits. */
    private final Alarm due;
    private long lastShown = Long.MIN_VALUE;
    private boolean pending;

    /** {@code ring}: what the end of the quiet second sets going in the room's queue; it comes back as {@link #rang}. */
    Crowd(ScheduledExecutorService timer, Executor queue, LongSupplier clock, BooleanSupplier show, Runnable ring) {
        this.timer = timer;
        this.clock = clock;
        this.show = show;
        this.due = new Alarm(timer, queue, clock, ring);
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
        pending = true;
        due.set(now + wait);
        return false;
    }

    /** The quiet second is over: the count is shown if it is out of date. */
    void rang() {
        pending = false;
        if (show.getAsBoolean()) {
            lastShown = clock.getAsLong();
        }
    }
}
