package inrow.room;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.List;

/**
 * Everything kept of one game, enough to rebuild its room exactly: rules, bot timings, the players by slot (null
 * where a seat was never taken), the round, its moves, and how it ended if a replay cannot tell (resignation,
 * abandonment). {@code seq} counts the changes sequenced in cluster mode (0 on a single node).
 */
public record StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, List<Slot> slots, int round,
                         List<Point> moves, String status, String winner, String reason, long createdAt,
                         long updatedAt, long seq) {

    public record Slot(String token, String name, String kind, String level) {
    }

    /** Who sits at this colour in the stored round, or null for a seat never taken. */
    public Slot seat(Mark mark) {
        int slot = Seats.slot(mark, round);
        return slot < slots.size() ? slots.get(slot) : null;
    }
}
