package inrow.pairing;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the pools' entries wait, one per player across every pool: this node's memory ({@link #local}) or, on a
 * cluster, a store every node reads and writes, so a player waiting on one node is paired with one on another.
 * {@link #take} is the one step that turns two entries into a pairing: atomic in the store, so of several nodes
 * matching the same pool at the same moment, only one takes a given entry.
 */
public interface Waiting {
    /** Adds the entry unless its player already waits somewhere (in any pool, on any node): then false. */
    boolean add(Entry entry);

    /** Takes the player's entry out, if there is one; the entry it was. */
    Optional<Entry> remove(String player);

    /** The player's entry, if they wait. */
    Optional<Entry> of(String player);

    /** Everyone waiting in {@code pool}, in no particular order. */
    List<Entry> in(PoolKey pool);

    /**
     * Those waiting in {@code pool} rated from {@code low} to {@code high}, in no particular order: what an entrant
     * can be paired with at once. A store may cut a crowded window short, keeping the entries closest to
     * {@code rating} on each side ({@link #NEAR_EACH_SIDE} at least); the pools' tick still sees everyone.
     */
    default List<Entry> near(PoolKey pool, double rating, double low, double high) {
        return in(pool).stream().filter(e -> e.rating() >= low && e.rating() <= high).toList();
    }

    /** How many entries on each side of a rating {@link #near} reads at least. */
    int NEAR_EACH_SIDE = 32;

    /**
     * Takes both entries out together if both still wait as these very entries (not taken by another pairing, nor
     * left and entered again): true then, and they are paired; false changes nothing.
     */
    boolean take(Entry a, Entry b);

    /** How many wait in each pool that has anyone waiting. */
    Map<PoolKey, Integer> counts();

    /** This node's memory, for a server on its own. Not thread-safe: {@link Pools} holds its lock around it. */
    static Waiting local() {
        return new LocalWaiting();
    }
}
