package inrow.web;

import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * Open sockets per client address and in all: a new one is refused before the process runs out of files, and
 * before one address can hold more than a family behind one router needs. A socket counts from the moment its
 * upgrade is allowed, not from when it connects: otherwise a burst of parallel upgrades from one address would all
 * pass the check before any of them was counted. An upgrade allowed but never connected (the peer left during the
 * handshake) gives its place back after {@link #UNCLAIMED_NANOS}.
 */
final class SocketCounts {
    /** Why an upgrade is refused, or null when it may go ahead. */
    enum Refusal { ADDRESS, SERVER }

    static final long UNCLAIMED_NANOS = 10_000_000_000L;

    /** One allowed upgrade: claimed when its socket connects, given back if that never happens. */
    static final class Place {
        private final String address;
        private final long at;
        private final AtomicBoolean settled = new AtomicBoolean();

        private Place(String address, long at) {
            this.address = address;
            this.at = at;
        }
    }

    private final ConcurrentHashMap<String, AtomicInteger> byAddress = new ConcurrentHashMap<>();
    private final AtomicInteger total = new AtomicInteger();
    private final Queue<Place> pending = new ConcurrentLinkedQueue<>();
    private final LongSupplier nanos;

    SocketCounts() {
        this(System::nanoTime);
    }

    SocketCounts(LongSupplier nanos) {
        this.nanos = nanos;
    }

    /** Counts a socket for {@code address} and returns its place, or null when {@code refusal[0]} says why not. */
    Place reserve(String address, ClientLimits limits, Refusal[] refusal) {
        long now = nanos.getAsLong();
        giveBackUnclaimed(now);
        if (total.incrementAndGet() > limits.socketsTotal()) {
            total.decrementAndGet();
            refusal[0] = Refusal.SERVER;
            return null;
        }
        if (add(address) > limits.socketsPerAddress() && limits.applies(address)) {
            release(address);
            refusal[0] = Refusal.ADDRESS;
            return null;
        }
        Place place = new Place(address, now);
        pending.add(place);
        return place;
    }

    /** The socket of this place connected: it counts until {@link #closed}, even if its place was given back. */
    void claim(Place place) {
        if (!place.settled.compareAndSet(false, true)) {
            opened(place.address);
        }
    }

    /** A socket counted without a reservation. */
    void opened(String address) {
        total.incrementAndGet();
        add(address);
    }

    /** Adds one for the address inside the map's own lock, so a release that empties the entry cannot lose it. */
    private int add(String address) {
        int[] after = new int[1];
        byAddress.compute(address, (a, n) -> {
            AtomicInteger count = n == null ? new AtomicInteger() : n;
            after[0] = count.incrementAndGet();
            return count;
        });
        return after[0];
    }

    void closed(String address) {
        release(address);
    }

    int open(String address) {
        AtomicInteger n = byAddress.get(address);
        return n == null ? 0 : n.get();
    }

    private void release(String address) {
        total.decrementAndGet();
        byAddress.computeIfPresent(address, (a, n) -> n.decrementAndGet() <= 0 ? null : n);
    }

    private void giveBackUnclaimed(long now) {
        for (Place head = pending.peek(); head != null; head = pending.peek()) {
            boolean old = now - head.at > UNCLAIMED_NANOS;
            if (!head.settled.get() && !old) {
                return;
            }
            if (pending.remove(head) && old && head.settled.compareAndSet(false, true)) {
                release(head.address);
            }
        }
    }
}
