package inrow.account;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Failed sign-ins slow down: per name (whether or not an account has it, so the answer tells nothing) and per client
 * address. Past {@code perName} failures for one name, or {@code perAddress} from one address, within
 * {@link #WINDOW_MILLIS}, further tries are refused until the oldest of them leaves the window. A success clears the
 * name's count. Time comes from the server's clock, so tests move it instead of waiting.
 *
 * <p>Kept in this node's memory: a cluster of N nodes behind a balancer lets at most N times as many guesses through,
 * still a handful a minute against Argon2id.
 */
public final class SignInThrottle {
    public static final long WINDOW_MILLIS = 15 * 60 * 1000L;
    /** Keys tracked at most; past it the idlest are forgotten, so a flood of names costs bounded memory. */
    private static final int MAX_KEYS = 100_000;

    private final int perName;
    private final int perAddress;
    private final LongSupplier clock;
    private final Map<String, Deque<Long>> failures = new ConcurrentHashMap<>();

    public SignInThrottle(int perName, int perAddress, LongSupplier clock) {
        this.perName = perName;
        this.perAddress = perAddress;
        this.clock = clock;
    }

    /** Seconds to wait before this name may be tried from this address, or 0; a null name (a passkey) by address only. */
    public long wait(String nameKey, String address) {
        long now = clock.getAsLong();
        long w = Math.max(nameKey == null ? 0 : waitFor("n:" + nameKey, perName, now),
            waitFor("a:" + address, perAddress, now));
        return w <= 0 ? 0 : Math.max(1, (w + 999) / 1000);
    }

    private long waitFor(String key, int limit, long now) {
        Deque<Long> times = failures.get(key);
        if (times == null) {
            return 0;
        }
        synchronized (times) {
            prune(times, now);
            return times.size() < limit ? 0 : times.peekFirst() + WINDOW_MILLIS - now;
        }
    }

    public void failed(String nameKey, String address) {
        long now = clock.getAsLong();
        if (failures.size() > MAX_KEYS) {
            failures.entrySet().removeIf(e -> {
                synchronized (e.getValue()) {
                    prune(e.getValue(), now);
                    return e.getValue().isEmpty();
                }
            });
        }
        for (String key : nameKey == null ? new String[] {"a:" + address}
            : new String[] {"n:" + nameKey, "a:" + address}) {
            Deque<Long> times = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
            synchronized (times) {
                prune(times, now);
                times.addLast(now);
            }
        }
    }

    public void succeeded(String nameKey) {
        failures.remove("n:" + nameKey);
    }

    private static void prune(Deque<Long> times, long now) {
        while (!times.isEmpty() && times.peekFirst() + WINDOW_MILLIS <= now) {
            times.removeFirst();
        }
    }
}
