package inrow.web;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Open sockets per client address and in all: a new one is refused before the process runs out of files, and
 * before one address can hold more than a family behind one router needs.
 */
final class SocketCounts {
    /** Why an upgrade is refused, or null when it may go ahead. */
    enum Refusal { ADDRESS, SERVER }

    private final ConcurrentHashMap<String, AtomicInteger> byAddress = new ConcurrentHashMap<>();
    private final AtomicInteger total = new AtomicInteger();

    Refusal check(String address, ClientLimits limits) {
        if (total.get() >= limits.socketsTotal()) {
            return Refusal.SERVER;
        }
        AtomicInteger n = byAddress.get(address);
        if (limits.applies(address) && n != null && n.get() >= limits.socketsPerAddress()) {
            return Refusal.ADDRESS;
        }
        return null;
    }

    void opened(String address) {
        total.incrementAndGet();
        byAddress.computeIfAbsent(address, a -> new AtomicInteger()).incrementAndGet();
    }

    void closed(String address) {
        total.decrementAndGet();
        byAddress.computeIfPresent(address, (a, n) -> n.decrementAndGet() <= 0 ? null : n);
    }
}
