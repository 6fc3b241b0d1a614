package inrow.cluster;

import inrow.room.RoomChannel.Listener;
import java.util.Collection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rooms held on this node, by code. The channel adds a room when it attaches and removes it when it detaches;
 * the lease and the lobby only read them.
 */
final class HeldRooms {
    private final ConcurrentHashMap<String, Listener> rooms = new ConcurrentHashMap<>();

    void add(Listener room) {
        rooms.put(room.code(), room);
    }

    /** Whether {@code room} was the one held under its code (and is no longer). */
    boolean remove(Listener room) {
        return rooms.remove(room.code(), room);
    }

    Listener get(String code) {
        return rooms.get(code);
    }

    boolean holds(String code) {
        return rooms.containsKey(code);
    }

    Collection<Listener> all() {
        return rooms.values();
    }

    Set<String> codes() {
        return rooms.keySet();
    }
}
