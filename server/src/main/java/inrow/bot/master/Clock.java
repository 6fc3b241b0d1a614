package inrow.bot.master;

import java.util.function.BooleanSupplier;

/**
 * When thinking must stop: a hard deadline on {@link System#nanoTime()} (already short of the caller's budget by a
 * safety margin) and a flag the caller raises when the answer is no longer wanted.
 */
public final class Clock {
    private final long start;
    private final long deadline;
    private final BooleanSupplier cancelled;

    public Clock(long deadlineNanos, BooleanSupplier cancelled) {
        this.start = System.nanoTime();
        this.deadline = deadlineNanos;
        this.cancelled = cancelled;
    }

    /** A clock that never runs out: for tests and tools. */
    public static Clock unlimited() {
        return new Clock(Long.MAX_VALUE, () -> false);
    }

    public long start() {
        return start;
    }

    public long deadline() {
        return deadline;
    }

    /** Nanoseconds left before the hard deadline. */
    public long remaining() {
        long now = System.nanoTime();
        return deadline == Long.MAX_VALUE ? Long.MAX_VALUE / 4 : Math.max(0, deadline - now);
    }

    /** A point {@code fraction} of the remaining time from now, never past the deadline. */
    public long after(double fraction) {
        long left = remaining();
        return System.nanoTime() + (long) (left * fraction);
    }

    public boolean expired() {
        return System.nanoTime() >= deadline || cancelled.getAsBoolean();
    }
}
