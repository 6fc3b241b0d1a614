package inrow.room;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Which rooms leave memory when the server is full, read from each room's {@link RoomSnapshot}. */
final class Evictions {
    private static final long EVICT_TIMEOUT_SECONDS = 2;
    private static final int EVICT_TRIES = 8;

    private Evictions() {
    }

    /**
     * Whether there is space for one more room, evicting one if the server is full: first a finished one, then a
     * room nobody ever joined, then one waiting for a player, each only while nobody is in it, the longest empty
     * first. A game in play never leaves memory to make space.
     */
    static boolean makeSpace(Map<String, Room> rooms, RoomLimits limits) {
        if (rooms.size() < limits.maxRooms()) {
            return true;
        }
        // Each pass reads every room, so a full server frees a hundredth of its rooms at once, not one: at 100,000
        // rooms one pass per new room made every pairing of the 1,000-player arena read them all (p99 from 1.6 s to
        // 2.2 s once the cap was reached).
        int slack = limits.maxRooms() / 100;
        int target = limits.maxRooms() - slack;
        List<Eviction> candidates = new ArrayList<>();
        for (Room room : rooms.values()) {
            RoomSnapshot s = room.snapshot();
            if (s.evictionRank() >= 0) {
                candidates.add(new Eviction(room, s.evictionRank(), s.emptySince()));
            }
        }
        candidates.sort(Comparator.comparingInt(Eviction::rank).thenComparingLong(Eviction::emptySince));
        int tries = 0;
        for (Eviction e : candidates) {
            if (rooms.size() < target) {
                return true;
            }
            if (++tries > EVICT_TRIES + slack) {
                break;
            }
            try {
                e.room().evict().get(EVICT_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                return false;
            } catch (ExecutionException | TimeoutException busy) {
                // that room's queue is slow: try the next
            }
        }
        return rooms.size() < limits.maxRooms();
    }

    /** A room that may leave memory to make space: lower ranks first, then the longest empty. */
    private record Eviction(Room room, int rank, long emptySince) {
    }
}
