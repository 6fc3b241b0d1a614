package inrow.room;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Seats lost in listed games by not making the first move in time, counted by client address (issue 38: a script
 * took every "Anyone" seat on the lobby within 82 ms and never moved). An address that lost {@link #MOST} within
 * {@link #WINDOW_MS} may not take a listed game's seat until the oldest of them is that old. Addresses are opaque
 * here; null (unknown, or exempt from per-address limits) is never counted. Per node and in memory: the count is a
 * brake on a script, not a record, and a restart forgives it.
 */
public final class SeatLosses {
    /** Seats lost within the window that bar an address. */
    public static final int MOST = 3;
    public static final long WINDOW_MS = 10 * 60_000L;
    /** Addresses kept before the expired ones are swept out, so a spread of addresses cannot grow the book. */
    private static final int SWEEP_AT = 10_000;

    private final Map<String, Deque<Long>> lost = new HashMap<>();

    /** The address's seat went back to the lobby {@code now}. */
    public synchronized void lost(String address, long now) {
        if (address == null) {
            return;
        }
        if (lost.size() >= SWEEP_AT) {
            sweep(now);
        }
        Deque<Long> times = lost.computeIfAbsent(address, a -> new ArrayDeque<>());
        expire(times, now);
        times.addLast(now);
        while (times.size() > MOST) {
            times.removeFirst();
        }
    }

    /** How long this address may not take a listed game's seat, in milliseconds; 0: it may now. */
    public synchronized long barredFor(String address, long now) {
        Deque<Long> times = address == null ? null : lost.get(address);
        if (times == null) {
            return 0;
        }
        expire(times, now);
        if (times.isEmpty()) {
            lost.remove(address);
            return 0;
        }
        return times.size() < MOST ? 0 : times.peekFirst() + WINDOW_MS - now;
    }

    private static void expire(Deque<Long> times, long now) {
        while (!times.isEmpty() && now - times.peekFirst() >= WINDOW_MS) {
            times.removeFirst();
        }
    }

    private void sweep(long now) {
        for (Iterator<Deque<Long>> it = lost.values().iterator(); it.hasNext(); ) {
            Deque<Long> times = it.next();
            expire(times, now);
            if (times.isEmpty()) {
                it.remove();
            }
        }
    }
}
