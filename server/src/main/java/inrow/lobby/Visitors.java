package inrow.lobby;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Who is on the site, as this node sees it: a player (one browser's id, or one account) is here while any socket of
 * theirs is open (a lobby's pairing socket, a game page's socket) and was last seen when the last one closed or when
 * a page without a socket last said it is still open ({@link #seen}). A seek lives by this, so its creator may browse
 * any page without losing it.
 */
public final class Visitors {
    private final LongSupplier clock;
    private final Map<String, Visit> visits = new ConcurrentHashMap<>();

    /** Open sockets and when the player was last seen without one. */
    private record Visit(int open, long at) {
    }

    public Visitors(LongSupplier clock) {
        this.clock = clock;
    }

    /** A socket of {@code player} opened; null (someone unknown) is ignored. */
    public void arrived(String player) {
        if (player != null) {
            long now = clock.getAsLong();
            visits.merge(player, new Visit(1, now), (a, b) -> new Visit(a.open() + 1, now));
        }
    }

    /** A socket of {@code player} closed: they are seen now, and no longer while it is open. Once per socket. */
    public void left(String player) {
        if (player != null) {
            long now = clock.getAsLong();
            visits.computeIfPresent(player, (p, v) -> new Visit(Math.max(0, v.open() - 1), now));
        }
    }

    /** A page without a socket says it is open. */
    public void seen(String player) {
        if (player != null) {
            long now = clock.getAsLong();
            visits.merge(player, new Visit(0, now), (a, b) -> new Visit(a.open(), now));
        }
    }

    /** When the player was last here: now while a socket of theirs is open; {@link Long#MIN_VALUE} if never. */
    public long lastSeen(String player) {
        Visit v = visits.get(player);
        return v == null ? Long.MIN_VALUE : v.open() > 0 ? clock.getAsLong() : v.at();
    }

    /** Forgets whoever has been gone for longer than {@code millis}, so the map holds only recent visitors. */
    public void forget(long millis) {
        long now = clock.getAsLong();
        visits.entrySet().removeIf(e -> e.getValue().open() == 0 && now - e.getValue().at() > millis);
    }
}
