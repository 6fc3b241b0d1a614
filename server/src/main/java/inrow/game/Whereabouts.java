package inrow.game;

import inrow.engine.Mark;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a room knows of its people that is not durable, and which a few rules need: since when each slot's person
 * has had no connection on any node (null: connected, or a computer, or an open seat), and the rematch asks of
 * {@code round} made on this node and on the others. The room keeps it beside the table and hands it to the
 * {@link Judge} with it; nothing stores it.
 */
public record Whereabouts(List<Long> awaySince, int round, Set<Mark> asksHere, Set<Mark> asksElsewhere) {
    private static final Set<Mark> NO_MARK = Collections.unmodifiableSet(EnumSet.noneOf(Mark.class));
    private static final Set<Mark> ONLY_X = Collections.unmodifiableSet(EnumSet.of(Mark.X));
    private static final Set<Mark> ONLY_O = Collections.unmodifiableSet(EnumSet.of(Mark.O));
    private static final Set<Mark> BOTH = Collections.unmodifiableSet(EnumSet.allOf(Mark.class));
    /** Nobody away, no asks. */
    public static final Whereabouts NONE = new Whereabouts(Slots.none(), 0, Set.of(), Set.of());

    public Whereabouts {
        awaySince = Slots.copy(awaySince);
        asksHere = marks(asksHere);
        asksElsewhere = marks(asksElsewhere);
    }

    /** The same marks as one of the four shared immutable sets there are. */
    private static Set<Mark> marks(Set<Mark> marks) {
        boolean x = marks.contains(Mark.X);
        boolean o = marks.contains(Mark.O);
        return x ? (o ? BOTH : ONLY_X) : (o ? ONLY_O : NO_MARK);
    }

    /** How long the seat's person has had no connection on any node, or -1 when connected (or a computer, or open). */
    public long awayFor(Table t, Mark mark, long now) {
        Long since = awaySince.get(t.slot(mark));
        return since == null ? -1 : now - since;
    }

    /** The slot's absence since, or null. */
    public Long awaySince(int slot) {
        return awaySince.get(slot);
    }

    /** This node's rematch asks of the table's round. */
    public Set<Mark> asksHere(Table t) {
        return round == t.round() ? asksHere : NO_MARK;
    }

    /** The other nodes' rematch asks of the table's round. */
    public Set<Mark> asksElsewhere(Table t) {
        return round == t.round() ? asksElsewhere : NO_MARK;
    }

    /** Every rematch ask of the table's round, here and on the other nodes. */
    public Set<Mark> asks(Table t) {
        return marks(round == t.round() ? union() : NO_MARK);
    }

    private Set<Mark> union() {
        EnumSet<Mark> all = EnumSet.noneOf(Mark.class);
        all.addAll(asksHere);
        all.addAll(asksElsewhere);
        return all;
    }

    /** These whereabouts with absences by slot; kept as they are when nothing changed (the usual case). */
    public Whereabouts withAway(List<Long> bySlot) {
        return bySlot.equals(awaySince) ? this : new Whereabouts(bySlot, round, asksHere, asksElsewhere);
    }

    /** These whereabouts with the rematch asks of round {@code ofRound}. */
    public Whereabouts withAsks(int ofRound, Set<Mark> here, Set<Mark> elsewhere) {
        if (ofRound == round && here.equals(asksHere) && elsewhere.equals(asksElsewhere)) {
            return this;
        }
        return new Whereabouts(awaySince, ofRound, here, elsewhere);
    }
}
