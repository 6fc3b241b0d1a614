package inrow.bot;

import java.util.function.BooleanSupplier;

/** How long a bot may think: a deadline, plus a flag raised when its answer is no longer wanted. */
public final class Budget {
    private final long deadlineNanos;
    private final BooleanSupplier cancelled;

    private Budget(long thinkNanos, BooleanSupplier cancelled) {
        this.deadlineNanos = System.nanoTime() + thinkNanos;
        this.cancelled = cancelled;
    }

    /** Starts counting now. */
    public static Budget millis(long thinkMillis, BooleanSupplier cancelled) {
        return new Budget(thinkMillis * 1_000_000L, cancelled);
    }

    public static Budget millis(long thinkMillis) {
        return millis(thinkMillis, () -> false);
    }

    public boolean expired() {
        return System.nanoTime() >= deadlineNanos || cancelled.getAsBoolean();
    }

    public long remainingNanos() {
        return Math.max(0, deadlineNanos - System.nanoTime());
    }
}
