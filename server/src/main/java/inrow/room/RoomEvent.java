package inrow.room;

import inrow.game.Change;
import java.util.List;

/** One step of a room in cluster mode, as every node holding the room hears it: its number, the node that took
 * it, and its durable changes. */
public record RoomEvent(long seq, String node, List<Change> changes) {
}
