package inrow.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Pings every open socket once a round, from one timer. Sockets are dealt into one slot per tick of the round, and
 * each tick pings one slot, so pings are spread evenly over the round. (A timer task per socket, re-armed after
 * each ping, lived the whole round: 6,000 of them were alive at every young collection and were copied and
 * promoted, about a tenth of what the collector copied under load; idle sockets made nothing else.)
 */
final class PingRounds<T> {
    private final List<Set<T>> slots;
    private final Consumer<T> ping;
    private final Predicate<T> open;
    private final AtomicInteger dealt = new AtomicInteger();
    /** Touched only by the timer's one thread. */
    private int tick;

    /** {@code ticks}: ticks in one round, each of which pings one slot. */
    PingRounds(int ticks, Consumer<T> ping, Predicate<T> open) {
        this.slots = new ArrayList<>(ticks);
        for (int i = 0; i < ticks; i++) {
            slots.add(ConcurrentHashMap.newKeySet());
        }
        this.ping = ping;
        this.open = open;
    }

    /** Returns the slot the socket was dealt into, for {@link #remove}. */
    int add(T socket) {
        int slot = Math.floorMod(dealt.getAndIncrement(), slots.size());
        slots.get(slot).add(socket);
        return slot;
    }

    void remove(T socket, int slot) {
        slots.get(slot).remove(socket);
    }

    /** Pings the next slot's open sockets, and forgets the closed ones it finds (in case a close went unheard). */
    void tick() {
        Set<T> slot = slots.get(tick);
        tick = (tick + 1) % slots.size();
        for (T socket : slot) {
            try {
                if (open.test(socket)) {
                    ping.accept(socket);
                } else {
                    slot.remove(socket);
                }
            } catch (RuntimeException e) {
                // One socket's failure must not stop the timer, and with it every other socket's pings.
                System.getLogger(PingRounds.class.getName()).log(System.Logger.Level.WARNING, "ping failed", e);
                slot.remove(socket);
            }
        }
    }

    int size() {
        int n = 0;
        for (Set<T> slot : slots) {
            n += slot.size();
        }
        return n;
    }
}
