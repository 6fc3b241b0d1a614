package inrow.room;

import inrow.game.Reducer;

import inrow.game.Evolved;

import inrow.game.Table;
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
    static Evolved apply(Table t, RoomEvent event) {
        Evolved e = Reducer.fold(t, event.changes(), null);
        return new Evolved(e.table().withSeq(event.seq()), e.events(), e.worked());
    }

    /**
     * The tables a catch-up passes through, one per step (each is shown, so every connection sees every step);
     * or one table rebuilt from the record when the steps could not be had one by one.
     */
    static List<Evolved> caughtUp(Table t, StepLog.CatchUp got, long now) {
        List<Evolved> out = new ArrayList<>();
        if (got.record() != null) {
            // What happened in between is not known, only where it led: the events of none (shown whole).
            out.add(new Evolved(Table.rebuild(got.record(), now).keeping(t), List.of(), List.of()));
            return out;
        }
        Table next = t;
        for (RoomEvent event : got.events()) {
            Evolved e = apply(next, event);
            next = e.table();
            out.add(e);
        }
        return out;
    }
}
