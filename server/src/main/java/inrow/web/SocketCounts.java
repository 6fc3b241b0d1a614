package inrow.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
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
 * <p>
 * At the total cap a new socket is not simply refused: 80 addresses of 200 idle sockets each filled the default
 * 16,000, and then every honest socket got 503. Instead a socket with no seat (a spectator, or one that never
 * joined, open for a few seconds) is shed to make room: the oldest of the address holding the most. Players in their
 * own games are never shed; only when every socket is one (or is still joining) is the newcomer refused.
 */
final class SocketCounts {
    /** Why an upgrade is refused, or null when it may go ahead. */
    enum Refusal { ADDRESS, SERVER }

    static final long UNCLAIMED_NANOS = 10_000_000_000L;
    /**
     * A socket younger than this is not shed: a page that has just opened its socket is still sending its join, and
     * shedding it would turn away the player (or the load tool's players) the cap is meant to keep room for.
     */
    static final long SETTLING_NANOS = 3_000_000_000L;

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

    /** An open socket as the counts see it: whether it is a player's, and how to close it to make room. */
    interface Sheddable {
        boolean seated();

        /** Closes the socket, telling its page the server is full. */
        void shed();
    }

    /** One open socket's entry, in its address's queue, oldest first. */
    static final class Held {
        private final String address;
        private final Sheddable socket;
        private final long since;
        /** Its place in its address's queue (the order sockets were claimed in). */
        private final long seq;
        private final AtomicBoolean released = new AtomicBoolean();

        private Held(String address, Sheddable socket, long since, long seq) {
            this.address = address;
            this.socket = socket;
            this.since = since;
            this.seq = seq;
        }
    }

    /** How many of the heaviest addresses are searched for a socket to shed before the newcomer is refused. */
    private static final int SHED_SEARCH = 8;

    private final ConcurrentHashMap<String, AtomicInteger> byAddress = new ConcurrentHashMap<>();
    /**
     * Each address's sockets, oldest first, by claim number: a socket's close removes it in log time. A deque's
     * remove scans it, under the map's lock for that address; the load tools' thousands of sockets all come from
     * loopback, and at 400 pairings a second their closes queued 150 ms each on that one lock (JFR).
     */
    private final ConcurrentHashMap<String, java.util.concurrent.ConcurrentSkipListMap<Long, Held>> held =
        new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicLong claims = new java.util.concurrent.atomic.AtomicLong();
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
            if (!shedOne(now)) {
                refusal[0] = Refusal.SERVER;
                return null;
            }
            total.incrementAndGet(); // the place the shed socket gave back
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

    /**
     * The socket of this place connected and may be shed to make room; {@link #closed(Held)} gives its place back.
     */
    Held claim(Place place, Sheddable socket) {
        claim(place);
        Held h = new Held(place.address, socket, nanos.getAsLong(), claims.incrementAndGet());
        held.compute(place.address, (a, q) -> {
            java.util.concurrent.ConcurrentSkipListMap<Long, Held> queue =
                q == null ? new java.util.concurrent.ConcurrentSkipListMap<>() : q;
            queue.put(h.seq, h);
            return queue;
        });
        return h;
    }

    /** A claimed socket closed: its place is given back, unless shedding gave it back already. */
    void closed(Held h) {
        if (h.released.compareAndSet(false, true)) {
            release(h.address);
        }
        forget(h);
    }

    private void forget(Held h) {
        held.computeIfPresent(h.address, (a, q) -> {
            q.remove(h.seq);
            return q.isEmpty() ? null : q;
        });
    }

    /**
     * Sheds the oldest unseated socket of the address holding the most (or of the next heaviest, when all of that
     * one's sockets are players' or still settling), giving its place back at once. False when none was found.
     */
    private boolean shedOne(long now) {
        // The few heaviest in one pass, lightest on top: no sort of every address on every upgrade at the cap.
        java.util.PriorityQueue<Map.Entry<String, Integer>> heaviest = new java.util.PriorityQueue<>(
            Comparator.comparingInt(Map.Entry::getValue));
        for (Map.Entry<String, AtomicInteger> e : byAddress.entrySet()) {
            heaviest.add(Map.entry(e.getKey(), e.getValue().get()));
            if (heaviest.size() > SHED_SEARCH) {
                heaviest.poll();
            }
        }
        List<Map.Entry<String, Integer>> order = new ArrayList<>(heaviest);
        order.sort(Comparator.comparingInt((Map.Entry<String, Integer> e) -> e.getValue()).reversed());
        for (Map.Entry<String, Integer> e : order) {
            java.util.concurrent.ConcurrentSkipListMap<Long, Held> queue = held.get(e.getKey());
            if (queue == null) {
                continue;
            }
            for (Held h : queue.values()) {
                if (!h.socket.seated() && now - h.since >= SETTLING_NANOS && h.released.compareAndSet(false, true)) {
                    release(h.address);
                    forget(h);
                    h.socket.shed();
                    return true;
                }
            }
        }
        return false;
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
