package inrow.store;

/**
 * What the store's writer thread tells the metrics, so a commit's time can be split into waiting for the writer and
 * the transaction itself (its writes and the fsync), and the writer's own upkeep seen beside them. Called on the
 * writer thread; implementations must be quick.
 */
public interface StoreMeter {
    /** Tells nothing; a meter overrides what it wants to hear. */
    StoreMeter NONE = new StoreMeter() {
    };

    /**
     * One transaction committed: how many writes (one room's changes each) it made durable, and how long it took
     * from its first write to durable. A transaction that failed as a whole is not reported: its writes fail.
     */
    default void transaction(int writes, long tookNanos) {
    }

    /** How long one write waited, from being handed to the store to its transaction beginning (a connection held). */
    default void writeWaited(long nanos) {
    }

    /** Work the writer did between two transactions (SQLite's checkpoint), during which writes wait. */
    default void upkeep(long nanos) {
    }
}
