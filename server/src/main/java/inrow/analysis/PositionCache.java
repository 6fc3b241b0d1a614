package inrow.analysis;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The finished thoughts on positions already analysed, by position id (rules and stones, see {@link Position}): a
 * bounded least-recently-used map, so that a shared link asked for again costs nothing and memory stays fixed.
 */
final class PositionCache {
    private final Map<String, Thought> kept;

    PositionCache(int capacity) {
        this.kept = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Thought> eldest) {
                return size() > capacity;
            }
        };
    }

    synchronized Thought get(String id) {
        return kept.get(id);
    }

    synchronized void put(String id, Thought thought) {
        kept.put(id, thought);
    }

    synchronized int size() {
        return kept.size();
    }
}
