package inrow.lobby;

import inrow.pairing.Seek;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** The seeks of a server on its own, in memory; every method is one step under one lock. */
final class LocalSeekBoard implements SeekBoard {
    private final Map<String, Seek> byId = new LinkedHashMap<>();
    private final Map<String, Seek> byPlayer = new HashMap<>();
    private final Map<String, Long> seen = new HashMap<>();
    private final List<Consumer<Taken>> listeners = new CopyOnWriteArrayList<>();
    private long counter;

    @Override
    public synchronized Seek open(Seek draft) {
        if (byPlayer.containsKey(draft.player())) {
            return null;
        }
        Seek seek = draft.withId("s" + (++counter));
        byId.put(seek.id(), seek);
        byPlayer.put(seek.player(), seek);
        seen.put(seek.player(), seek.since());
        return seek;
    }

    @Override
    public synchronized Optional<Seek> withdraw(String player) {
        Seek seek = byPlayer.get(player);
        if (seek != null) {
            remove(seek);
        }
        return Optional.ofNullable(seek);
    }

    @Override
    public synchronized Optional<Seek> take(String id) {
        Seek seek = byId.get(id);
        if (seek != null) {
            remove(seek);
        }
        return Optional.ofNullable(seek);
    }

    private void remove(Seek seek) {
        byId.remove(seek.id());
        byPlayer.remove(seek.player());
        seen.remove(seek.player());
    }

    @Override
    public synchronized Optional<Seek> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public synchronized Optional<Seek> of(String player) {
        return Optional.ofNullable(byPlayer.get(player));
    }

    @Override
    public synchronized List<Seek> all() {
        return new ArrayList<>(byId.values());
    }

    @Override
    public synchronized void seen(Map<String, Long> lastSeen) {
        lastSeen.forEach((player, at) -> seen.computeIfPresent(player, (p, was) -> Math.max(was, at)));
    }

    @Override
    public synchronized int lapse(long before) {
        List<Seek> gone = new ArrayList<>();
        for (Seek s : byId.values()) {
            if (seen.getOrDefault(s.player(), Long.MIN_VALUE) <= before) {
                gone.add(s);
            }
        }
        gone.forEach(this::remove);
        return gone.size();
    }

    @Override
    public void tell(Taken taken) {
        listeners.forEach(l -> l.accept(taken));
    }

    @Override
    public void listen(Consumer<Taken> heard) {
        listeners.add(heard);
    }
}
