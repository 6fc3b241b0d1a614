package inrow.room;

/**
 * What a room tells the server's metrics about its commits. The room calls it once per step made durable, from its
 * commit loop; it must be cheap and never block. Implemented outside this package ({@code inrow.metrics}), so
 * rooms know nothing of the metrics library.
 */
@FunctionalInterface
public interface RoomMeter {
    /** Records nothing: rooms in tests, or a server that keeps no metrics. */
    RoomMeter NONE = (moves, nanos) -> { };

    /**
     * One step is durable.
     *
     * @param moves how many moves the step held (0 for a step without one, such as a seat taken)
     * @param nanos from the step's append to its being durable, in nanoseconds ({@link System#nanoTime()})
     */
    void committed(int moves, long nanos);

    /** A message waited this long in the room's queue before it was judged (the room was busy, or held). */
    default void waited(long nanos) {
    }

    /**
     * A room held for something (a commit, mostly) went on this long after it completed: the hand-over from the
     * thread that completed it (the store's writer) to a room thread, and the wait for that thread to run.
     */
    default void resumed(long nanos) {
    }

    /** A state was shown: building the view, encoding it once and handing it to this many connections took this. */
    default void shown(int connections, long nanos) {
    }
}
