package inrow.room;

import inrow.game.Table;
import inrow.engine.Mark;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Cluster mode: what every other node holding a room has in it, by node, and what that adds up to. Seats are kept
 * by slot (slot 0 was X in round 1), so a rematch's colour swap needs no message. Touched only in the room's queue.
 */
final class OtherNodes {
    private final Map<String, Presence> byNode = new HashMap<>();

    /** Records what a node has (null: the node is gone); true if that changed anything. */
    Heard hear(String node, Presence presence) {
        Presence before = presence == null ? byNode.remove(node) : byNode.put(node, presence);
        if (Objects.equals(before, presence)) {
            return Heard.NOTHING;
        }
        boolean countOnly = before != null && presence != null && before.connectedSlots() == presence.connectedSlots()
            && before.round() == presence.round() && before.askedSlots() == presence.askedSlots();
        return countOnly ? Heard.COUNT : Heard.MORE;
    }

    /** What another node's news changes here: nothing, only the spectator count, or more (seats, asks). */
    enum Heard {
        NOTHING, COUNT, MORE
    }

    int spectators() {
        int n = 0;
        for (Presence p : byNode.values()) {
            n += p.spectators();
        }
        return n;
    }

    /** The seats some other node has a connection for, in this round's colours. */
    EnumSet<Mark> connected(Table t) {
        int slots = 0;
        for (Presence p : byNode.values()) {
            slots |= p.connectedSlots();
        }
        return marks(slots, t);
    }

    /** The seats that asked for a rematch of this round on some other node. */
    EnumSet<Mark> asks(Table t) {
        int slots = 0;
        for (Presence p : byNode.values()) {
            if (p.round() == t.round()) {
                slots |= p.askedSlots();
            }
        }
        return marks(slots, t);
    }

    /** These seats as slot bits, the way a {@link Presence} carries them. */
    static int bits(Iterable<Mark> marks, Table t) {
        int bits = 0;
        for (Mark mark : marks) {
            bits |= 1 << t.slot(mark);
        }
        return bits;
    }

    /** The slots set in {@code slots}, as colours in this round. */
    private static EnumSet<Mark> marks(int slots, Table t) {
        EnumSet<Mark> marks = EnumSet.noneOf(Mark.class);
        for (Mark mark : Mark.values()) {
            if ((slots >> t.slot(mark) & 1) != 0) {
                marks.add(mark);
            }
        }
        return marks;
    }
}
