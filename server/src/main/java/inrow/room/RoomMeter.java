package inrow.room;

/** What the room's commit loop reports to the server's metrics. */
public interface RoomMeter {
    /** A step became durable: how many moves it held, and how long from append to durable. */
    void committed(int moves, long nanos);

    RoomMeter NONE = (moves, nanos) -> { };
}
