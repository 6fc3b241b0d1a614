package inrow.room;

import java.util.ArrayList;
import java.util.List;

/**
 * Cluster mode, as values: what a step heard from another node means for a table, and the tables a catch-up
 * passes through. The room applies them; this class knows no queue and no ledger.
 */
final class Replication {
    private Replication() {
    }

    /** What to do with a heard step. */
    enum Heard {
        /** This node's own step coming back, or one already caught up on. */
        KNOWN,
        /** The next step: apply it. */
        NEXT,
        /** Steps are missing before it: fetch them first. */
        GAP
    }

    static Heard classify(Table t, RoomEvent event) {
        if (event.seq() <= t.seq()) {
            return Heard.KNOWN;
        }
        return event.seq() == t.seq() + 1 ? Heard.NEXT : Heard.GAP;
    }

    /** The table after one step, through the same reducer as every other durable change. */
    static Table apply(Table t, RoomEvent event) {
        return Table.fold(t, event.changes()).withSeq(event.seq());
    }

    /**
     * The tables a catch-up passes through, one per step (each is shown, so every connection sees every step);
     * or one table rebuilt from the record when the steps could not be had one by one.
     */
    static List<Table> caughtUp(Table t, StepLog.CatchUp got, long now) {
        List<Table> out = new ArrayList<>();
        if (got.record() != null) {
            out.add(TablePresence.keep(Table.rebuild(got.record(), now), t));
            return out;
        }
        Table next = t;
        for (RoomEvent event : got.events()) {
            next = apply(next, event);
            out.add(next);
        }
        return out;
    }
}
