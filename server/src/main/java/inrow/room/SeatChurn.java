package inrow.room;

import inrow.game.Table;
import inrow.game.Player;
import inrow.game.Names;
import inrow.protocol.ClientMessage;

/**
 * How often a seat may change its name or be moved between watching and playing: each such join is a whole state
 * sent to everyone (and a rename a write), so 116 renames with 1,000 spectators sent 228 MB in 20 s. Each slot has a
 * budget of {@link #BURST} changes, one more every {@link #EVERY_MS}; reconnecting does not refill it (it is the
 * slot's, not the connection's). Kept in memory by each node's room, like the chat budget. Touched only in the
 * room's queue.
 */
final class SeatChurn {
    static final int BURST = 5;
    static final long EVERY_MS = 10_000;
    private final double[][] budget = new double[2][];

    /**
     * The slot whose budget this join spends, or -1 when it spends none: a rename (a name unlike the seat's), a
     * seated connection turning to watch, or a joined spectator taking its seat back by token. A first join
     * (a new connection, a reconnect) is not churn.
     */
    static int slotSpent(Table t, Member m, ClientMessage.Join j) {
        if (m.seated() && j.wantsToWatch()) {
            return m.slot();
        }
        int slot = m.seated() ? m.slot() : -1;
        if (j.token() != null && !j.wantsToWatch()) {
            var mark = t.holding(j.token());
            if (mark == null) {
                return -1; // refused as a bad token
            }
            if (m.joined() && !m.seated()) {
                return t.slot(mark);
            }
            slot = t.slot(mark);
        }
        if (slot >= 0 && j.name() != null && !j.wantsToWatch()) {
            Player p = t.players().get(slot);
            if (p != null && !Names.clean(j.name(), p.name()).equals(p.name())) {
                return slot;
            }
        }
        return -1;
    }

    /** Takes one change from the slot's budget; false when it has none left just now. */
    boolean take(int slot, long now) {
        double[] b = budget[slot];
        if (b == null) {
            b = budget[slot] = new double[] {BURST, now};
        }
        b[0] = Math.min(BURST, b[0] + (now - b[1]) / (double) EVERY_MS);
        b[1] = now;
        if (b[0] < 1) {
            return false;
        }
        b[0] -= 1;
        return true;
    }
}
