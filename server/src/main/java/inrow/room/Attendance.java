package inrow.room;

import inrow.game.Player;

import inrow.game.Whereabouts;

import inrow.game.Chat;
import inrow.game.Table;

import inrow.engine.Mark;
import inrow.game.Event;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Who is in a room, the room's presence, kept apart from its durable table: its connections here (in the order they
 * came, so broadcasts go out in a stable order), which one speaks for each slot, each one's chat budget, and, in
 * cluster mode, what the other nodes have. Touched only in the room's queue; its {@link #attend} says
 * where everyone is as a {@link Whereabouts}, which the room keeps beside its table.
 */
final class Attendance {
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

    /** Every connection here and what it is, in the order they came (broadcasts go out in that order). */
    Map<Connection, Member> members() {
        return java.util.Collections.unmodifiableMap(members);
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

    /** The seats with a connection here or on some other node, in this round's colours. */
    Set<Mark> connected(Table t) {
        Set<Mark> marks = others.connected(t);
        for (int slot = 0; slot < 2; slot++) {
            if (seated[slot] != null) {
                marks.add(t.markOf(slot));
            }
        }
        return marks;
    }

    /**
     * Who is where brought up to date: a person connected on no node is away since the moment that became true; the
     * other nodes' rematch asks count for this round.
     */
    Whereabouts attend(Table t, Whereabouts w, long now) {
        return attended(t, w, now).whereabouts();
    }

    /**
     * As {@link #attend}, with what that changed in the game's words: a {@link Event.Presence} for each seat whose
     * person came or went, and the {@link Event.Rematch} asks when another node's changed. Said as they are decided
     * here, so the room never compares two whereabouts to find them.
     */
    Attended attended(Table t, Whereabouts w, long now) {
        Set<Mark> connected = connected(t);
        Long[] away = new Long[2];
        List<Event> events = new ArrayList<>(2);
        for (int slot = 0; slot < 2; slot++) {
            Player p = t.players().get(slot);
            Long since = w.awaySince(slot);
            Mark mark = t.markOf(slot);
            away[slot] = p == null || p.isBot() || connected.contains(mark) ? null
                : since != null ? since : now;
            if (p != null && !p.isBot() && (since == null) != (away[slot] == null)) {
                events.add(new Event.Presence(mark, away[slot] == null));
            }
        }
        Set<Mark> elsewhere = others.asks(t);
        if (!elsewhere.equals(w.asksElsewhere(t))) {
            Set<Mark> all = new java.util.HashSet<>(w.asksHere(t));
            all.addAll(elsewhere);
            events.add(new Event.Rematch(all));
        }
        return new Attended(w.withAway(java.util.Arrays.asList(away)).withAsks(t.round(), w.asksHere(t), elsewhere),
            events);
    }

    /** Who is where, and what changed as it was worked out. */
    record Attended(Whereabouts whereabouts, List<Event> events) {
    }

    /** Records what another node has (null: it is gone), and says what that changed. */
    OtherNodes.Heard hear(String node, Presence presence) {
        return others.hear(node, presence);
    }

    /**
     * What this node has in the room ({@code asksHere}: the rematch asks made here), if the other nodes have not been
     * told it yet; else null.
     */
    Presence news(Table t, Set<Mark> asksHere) {
        int connected = 0;
        for (int slot = 0; slot < 2; slot++) {
            if (seated[slot] != null) {
                connected |= 1 << slot;
            }
        }
        Presence now = new Presence(localSpectators(), connected, t.round(), OtherNodes.bits(asksHere, t));
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
