package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Player;
import inrow.game.ChatLine;
import inrow.engine.Mark;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Who is in a room: its connections here (in the order they came, so broadcasts go out in a stable order), which
 * one speaks for each slot, and, in cluster mode, what the other nodes have. Touched only in the room's queue.
 */
final class Attendance {
    private static final System.Logger LOG = System.getLogger(Attendance.class.getName());
    private final Map<Connection, Member> members = new LinkedHashMap<>();
    /** The connection that speaks for each slot here, if any. */
    private final Connection[] seated = new Connection[2];
    /** Cluster mode: what every other node holding this room has in it. */
    private final OtherNodes others = new OtherNodes();
    /** What this node last told the others it has here. */
    private Presence announced = Presence.NONE;
    /** Chat lines each connection may still send now: a burst of 5, one more every second. */
    private final Map<Connection, double[]> chatBudget = new java.util.HashMap<>();
    private static final int CHAT_BURST = 5;
    private static final long CHAT_EVERY_MS = 1000;

    void arrive(Connection c) {
        members.put(c, Member.NEW);
    }

    Member member(Connection c) {
        return members.get(c);
    }

    /** Takes one chat line from the connection's budget; false when it has none left just now. */
    boolean mayChat(Connection c, long now) {
        double[] b = chatBudget.computeIfAbsent(c, k -> new double[] {CHAT_BURST, now});
        b[0] = Math.min(CHAT_BURST, b[0] + (now - b[1]) / (double) CHAT_EVERY_MS);
        b[1] = now;
        if (b[0] < 1) {
            return false;
        }
        b[0] -= 1;
        return true;
    }

    /** The client measured this round trip on the connection. */
    void measured(Connection c, long rttMs) {
        members.computeIfPresent(c, (k, m) -> m.lag(rttMs));
    }

    /** Sends a chat line's frame to every joined connection here that may read it ({@link Table#mayRead}). */
    void tell(ChatLine line, String text, boolean over) {
        SharedFrame frame = new SharedFrame(text);
        members.forEach((c, m) -> {
            if (m.joined() && Table.mayRead(line.room(), m.seated(), over)) {
                send(c, frame);
            }
        });
    }

    /** Removes the connection; returns what it was, or null if it was already gone. */
    Member leave(Connection c) {
        Member m = members.remove(c);
        chatBudget.remove(c);
        if (m != null && m.seated() && seated[m.slot()] == c) {
            seated[m.slot()] = null;
        }
        return m;
    }

    int size() {
        return members.size();
    }

    Set<Connection> connections() {
        return members.keySet();
    }

    /** One change as sent: {@code all} to everyone, {@code echo} (the same with its id) to the one who caused it. */
    record Frames(SharedFrame all, SharedFrame echo) {
    }

    /**
     * Sends a change to every connection that joined, in arrival order, each frame encoded once for all: a
     * connection that does not take moves gets {@code whole} (made only if one is here) when {@code frames} is a
     * move; {@code whole} is null when {@code frames} already is the whole state. Returns how many were sent to. On
     * the broadcast path, so it builds nothing else.
     */
    int sendToJoined(Connection cause, Frames frames, Supplier<Frames> whole) {
        SharedFrame shared = frames.all();
        Frames wholeFrames = null;
        SharedFrame wholeShared = null;
        int n = 0;
        for (Map.Entry<Connection, Member> e : members.entrySet()) {
            if (!e.getValue().joined()) {
                continue;
            }
            Connection c = e.getKey();
            if (whole != null && !c.takesMoves()) {
                if (wholeFrames == null) {
                    wholeFrames = whole.get();
                    wholeShared = wholeFrames.all();
                }
                send(c, c == cause ? wholeFrames.echo() : wholeShared);
            } else {
                send(c, c == cause ? frames.echo() : shared);
            }
            n++;
        }
        return n;
    }

    /**
     * One frame to one connection of a broadcast. A connection whose send throws (a transport bug, a socket torn
     * down under it) is logged and passed over: it must not take the frames of the others, among them the answer
     * to the message that caused the change, down with it.
     */
    private static void send(Connection c, SharedFrame frame) {
        try {
            c.send(frame);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "a send to " + c + " failed; the others are still sent to", e);
        }
    }

    /** The connection speaking for a slot here, or null. */
    Connection at(int slot) {
        return seated[slot];
    }

    /**
     * Makes {@code c} the slot's voice (slot {@link Member#NO_SEAT}: a spectator). Returns the connection that
     * spoke for the slot until now, which only watches from now on, or null.
     */
    Connection bind(Connection c, int slot, String name) {
        Member m = members.get(c);
        if (m.seated() && m.slot() != slot && seated[m.slot()] == c) {
            seated[m.slot()] = null;
        }
        Connection previous = null;
        if (slot != Member.NO_SEAT) {
            previous = seated[slot] == c ? null : seated[slot];
            seated[slot] = c;
            if (previous != null && members.containsKey(previous)) {
                members.put(previous, members.get(previous).at(Member.NO_SEAT, null));
                previous.seated(false);
            }
        }
        members.put(c, m.at(slot, slot == Member.NO_SEAT ? name : null));
        c.seated(slot != Member.NO_SEAT);
        return previous;
    }

    /**
     * Who is here brought up to date: a person connected on no node is away since the moment that became true;
     * the other nodes' rematch asks count for this round.
     */
    Whereabouts attend(Table t, Whereabouts w, long now) {
        Set<Mark> elsewhere = others.connected(t);
        Long[] away = new Long[2];
        for (int slot = 0; slot < 2; slot++) {
            Player p = t.players().get(slot);
            boolean connected = seated[slot] != null || elsewhere.contains(t.markOf(slot));
            Long since = w.awaySince(slot);
            away[slot] = p == null || p.isBot() || connected ? null : since != null ? since : now;
        }
        return w.withAway(Arrays.asList(away)).withAsks(t.round(), w.asksHere(t), others.asks(t));
    }

    /** Records what another node has (null: it is gone), and says what that changed. */
    OtherNodes.Heard hear(String node, Presence presence) {
        return others.hear(node, presence);
    }

    /** What this node has in the room, if the other nodes have not been told it yet; else null. */
    Presence news(Table t, Whereabouts w) {
        int connected = 0;
        for (int slot = 0; slot < 2; slot++) {
            if (seated[slot] != null) {
                connected |= 1 << slot;
            }
        }
        Presence now = new Presence(localSpectators(), connected, t.round(), OtherNodes.bits(w.asksHere(t), t));
        if (now.equals(announced)) {
            return null;
        }
        announced = now;
        return now;
    }

    /** The other nodes may have forgotten what this node has: the next {@link #news} tells it again. */
    void forgetAnnounced() {
        announced = Presence.NONE;
    }

    /** Spectators here and on every other node. */
    int spectators() {
        return localSpectators() + others.spectators();
    }

    private int localSpectators() {
        int n = 0;
        for (Member m : members.values()) {
            if (m.joined() && !m.seated()) {
                n++;
            }
        }
        return n;
    }
}
