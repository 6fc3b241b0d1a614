package inrow.room;

import inrow.engine.Mark;
import java.util.Arrays;
import java.util.Set;

/**
 * The one place the room reads or writes presence on a {@link Table}: who has been away since when, and the rematch
 * asks of this node and of the others. Presence is not durable and belongs to the room's {@link Attendance}; the
 * table still carries a copy because its judge and its views read it there. When presence leaves the table, this
 * adapter is the one file that changes.
 */
final class TablePresence {
    private TablePresence() {
    }

    /**
     * The table with who is here brought up to date: a person connected on no node is away since the moment that
     * became true; the other nodes' rematch asks count for this round.
     */
    static Table attend(Table t, Attendance here, long now) {
        Set<Mark> connected = here.connected(t);
        Long[] away = new Long[2];
        for (int slot = 0; slot < 2; slot++) {
            Player p = t.players().get(slot);
            Long since = t.awaySince().get(slot);
            away[slot] = p == null || p.isBot() || connected.contains(t.markOf(slot)) ? null
                : since != null ? since : now;
        }
        return t.withAwaySince(Arrays.asList(away)).withAsks(t.asksHere(), here.asksElsewhere(t));
    }

    /** How long the seat's person has been connected on no node; negative while connected (or no person). */
    static long awayFor(Table t, Mark mark, long now) {
        return t.awayFor(mark, now);
    }

    /** The seats that asked for a rematch of this round on this node. */
    static Set<Mark> asksHere(Table t) {
        return t.asksHere();
    }

    /** The table with this node's rematch asks now {@code asks}. */
    static Table asking(Table t, Set<Mark> asks) {
        return t.withAsks(asks, t.asksElsewhere());
    }

    /** Whether both players asked for a rematch of this round, on any node. */
    static boolean bothAsked(Table t) {
        return t.asks().size() == 2;
    }

    /**
     * A table rebuilt from the record, keeping the view-only state {@code before} had: its presence (absences, asks
     * of the same round) among it.
     */
    static Table keep(Table rebuilt, Table before) {
        return rebuilt.keeping(before);
    }
}
