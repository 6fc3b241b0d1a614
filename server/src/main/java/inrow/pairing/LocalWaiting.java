package inrow.pairing;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The waiting entries in this node's memory, by player (see {@link Waiting#local}). */
final class LocalWaiting implements Waiting {
    private final Map<String, Entry> byPlayer = new LinkedHashMap<>();

    @Override
    public boolean add(Entry entry) {
        return byPlayer.putIfAbsent(entry.player(), entry) == null;
    }

    @Override
    public Optional<Entry> remove(String player) {
        return Optional.ofNullable(byPlayer.remove(player));
    }

    @Override
    public Optional<Entry> of(String player) {
        return Optional.ofNullable(byPlayer.get(player));
    }

    @Override
    public List<Entry> in(PoolKey pool) {
        return byPlayer.values().stream().filter(e -> e.pool().equals(pool)).toList();
    }

    @Override
    public boolean take(Entry a, Entry b) {
        if (!a.equals(byPlayer.get(a.player())) || !b.equals(byPlayer.get(b.player()))) {
            return false;
        }
        byPlayer.remove(a.player());
        byPlayer.remove(b.player());
        return true;
    }

    @Override
    public Map<PoolKey, Integer> counts() {
        Map<PoolKey, Integer> counts = new HashMap<>();
        byPlayer.values().forEach(e -> counts.merge(e.pool(), 1, Integer::sum));
        return counts;
    }
}
