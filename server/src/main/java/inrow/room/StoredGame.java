package inrow.room;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.GameStatus;
import inrow.protocol.SeatKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything kept of one game, enough to rebuild its room exactly: rules, bot timings, the players by slot (null
 * where a seat was never taken), the round, its moves, and how it ended if a replay cannot tell (resignation,
 * abandonment). {@code seq} counts the changes sequenced in cluster mode (0 on a single node).
 */
public record StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, List<Slot> slots, int round,
                         List<Point> moves, GameStatus status, Mark winner, Result.Reason reason, long createdAt,
                         long updatedAt, long seq) {

    /** {@code level}: a computer's level code, null for a person. */
    public record Slot(String token, String name, SeatKind kind, String level) {
    }

    /** Who sits at this colour in the stored round, or null for a seat never taken. */
    public Slot seat(Mark mark) {
        int slot = Table.slot(mark, round);
        return slot < slots.size() ? slots.get(slot) : null;
    }

    /**
     * The facts that rebuild this game, in the order they happened as far as the record tells: creation, seats,
     * the round, its moves, and its ending. Folding them through {@link Table#evolve} gives the room.
     */
    public List<Change> asChanges() {
        List<Change> changes = new ArrayList<>();
        changes.add(new Change.Created(code, rules, thinkMillis, paceMillis, createdAt));
        for (int slot = 0; slot < slots.size(); slot++) {
            Slot s = slots.get(slot);
            if (s != null) {
                changes.add(new Change.Seated(code, slot, s.token(), s.name(), s.kind(), s.level()));
            }
        }
        if (round != 1) {
            changes.add(new Change.NewRound(code, round, updatedAt));
        }
        for (int ply = 0; ply < moves.size(); ply++) {
            Point p = moves.get(ply);
            changes.add(new Change.Moved(code, round, ply, p.x(), p.y(), updatedAt, null));
        }
        changes.add(new Change.Status(code, round, status, winner, reason, updatedAt));
        return changes;
    }
}
