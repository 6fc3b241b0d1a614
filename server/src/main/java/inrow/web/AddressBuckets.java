package inrow.web;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * One token bucket per client address, made on its first use. Buckets that have filled up again are forgotten now
 * and then, so a stream of one-off visitors cannot grow the map without end.
 */
final class AddressBuckets {
    private static final int PRUNE_ABOVE = 10_000;

    private final int burst;
    private final long windowNanos;
    private final LongSupplier nanos;
    private final ConcurrentHashMap<String, MessageBudget> buckets = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicLong lastPrune = new java.util.concurrent.atomic.AtomicLong();

    /** {@code burst} at once, and {@code burst} per {@code windowNanos} sustained. */
    AddressBuckets(int burst, long windowNanos, LongSupplier nanos) {
        this.burst = burst;
        this.windowNanos = windowNanos;
        this.nanos = nanos;
    }

    /** Takes one token for this address: 0 when granted, else how many nanoseconds until one is there. */
    long take(String address) {
        // Pruning walks every bucket: at most once a second, or a crowd of addresses would pay it on every take.
        long now = nanos.getAsLong();
        long last = lastPrune.get();
        if (buckets.size() > PRUNE_ABOVE && now - last > 1_000_000_000L && lastPrune.compareAndSet(last, now)) {
            buckets.values().removeIf(MessageBudget::full);
        }
        MessageBudget b = buckets.computeIfAbsent(address, a -> new MessageBudget(burst, windowNanos, nanos));
        return b.take() ? 0 : b.waitNanos();
    }
}
