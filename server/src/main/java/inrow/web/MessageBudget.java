package inrow.web;

import java.util.function.LongSupplier;

/**
 * A token bucket: up to {@code capacity} messages at once, refilled evenly so that {@code capacity} messages per
 * {@code windowNanos} is the sustained rate. A well-behaved client never notices it; a flood runs dry at once.
 */
final class MessageBudget {
    private final double capacity;
    private final double refillPerNano;
    private final LongSupplier nanos;
    private double tokens;
    private long last;

    MessageBudget(int capacity, long windowNanos, LongSupplier nanos) {
        this.capacity = capacity;
        this.refillPerNano = capacity / (double) windowNanos;
        this.nanos = nanos;
        this.tokens = capacity;
        this.last = nanos.getAsLong();
    }

    /** How long until one token is there (0 when one is). */
    synchronized long waitNanos() {
        refill();
        return tokens >= 1 ? 0 : (long) Math.ceil((1 - tokens) / refillPerNano);
    }

    /** Whether the bucket is full again: nothing is owed, it may be forgotten. */
    synchronized boolean full() {
        refill();
        return tokens >= capacity;
    }

    private void refill() {
        long now = nanos.getAsLong();
        tokens = Math.min(capacity, tokens + (now - last) * refillPerNano);
        last = now;
    }

    synchronized boolean take() {
        long now = nanos.getAsLong();
        tokens = Math.min(capacity, tokens + (now - last) * refillPerNano);
        last = now;
        if (tokens < 1) {
            return false;
        }
        tokens -= 1;
        return true;
    }
}
