package inrow.room;

import inrow.engine.Mark;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * The two seats of a room: who sits in each, which connection currently speaks for it, and since when a person
 * has had no connection at all (for abandonment). Touched only inside the room's queue.
 */
final class Seats {
    private final EnumMap<Mark, Player> players = new EnumMap<>(Mark.class);
    private final EnumMap<Mark, Connection> connections = new EnumMap<>(Mark.class);
    private final EnumMap<Mark, Long> awaySince = new EnumMap<>(Mark.class);
    /** Cluster mode: the seats another node has a connection for. */
    private final EnumSet<Mark> elsewhere = EnumSet.noneOf(Mark.class);

    /** Slot 0 is whoever was X in round 1; colours swap every round, slots never do. */
    static int slot(Mark mark, int round) {
        return (mark == Mark.X ? 0 : 1) ^ ((round - 1) & 1);
    }

    static Mark markOf(int slot, int round) {
        return slot(Mark.X, round) == slot ? Mark.X : Mark.O;
    }

    Player get(Mark mark) {
        return players.get(mark);
    }

    Map<Mark, Player> players() {
        return players;
    }

    /** Seats a player; a person with no connection anywhere starts out away until one binds to the seat. */
    void put(Mark mark, Player player, long now) {
        players.put(mark, player);
        if (player.isBot()) {
            awaySince.remove(mark);
        } else if (!connected(mark)) {
            awaySince.putIfAbsent(mark, now);
        }
    }

    private boolean connected(Mark mark) {
        return connections.containsKey(mark) || elsewhere.contains(mark);
    }

    /**
     * Cluster mode: these seats have a connection on some other node. A seat connected nowhere any more is away
     * from now; one connected anywhere is not away.
     */
    void elsewhere(Set<Mark> marks, long now) {
        for (Mark mark : Mark.values()) {
            boolean was = connected(mark);
            if (marks.contains(mark)) {
                elsewhere.add(mark);
            } else {
                elsewhere.remove(mark);
            }
            Player p = players.get(mark);
            if (connected(mark)) {
                awaySince.remove(mark);
            } else if (was && p != null && !p.isBot()) {
                awaySince.put(mark, now);
            }
        }
    }

    boolean full() {
        return players.size() == 2;
    }

    /** The first open seat, X before O, or null. */
    Mark open() {
        for (Mark mark : Mark.values()) {
            if (!players.containsKey(mark)) {
                return mark;
            }
        }
        return null;
    }

    /** The seat this token proves, or null. Every filled seat is compared, so timing tells nothing. */
    Mark holding(String token) {
        Mark found = null;
        for (Mark mark : Mark.values()) {
            Player p = players.get(mark);
            if (p != null && Tokens.same(p.token, token)) {
                found = mark;
            }
        }
        return found;
    }

    Connection connection(Mark mark) {
        return connections.get(mark);
    }

    Map<Mark, Connection> connections() {
        return connections;
    }

    /** Makes {@code c} the seat's connection; returns the connection it replaces, if any. */
    Connection bind(Mark mark, Connection c) {
        awaySince.remove(mark);
        return connections.put(mark, c);
    }

    /** The seat's connection went away: from now on its player is away. */
    void unbind(Mark mark, Connection c, long now) {
        if (connections.get(mark) == c) {
            connections.remove(mark);
            if (!players.get(mark).isBot() && !elsewhere.contains(mark)) {
                awaySince.put(mark, now);
            }
        }
    }

    /** How long the seat's person has had no connection, or -1 when connected (or a computer, or open). */
    long awayFor(Mark mark, long now) {
        Long since = awaySince.get(mark);
        return since == null ? -1 : now - since;
    }

    /** A new round: players change colours, and everything attached to a seat goes with its player. */
    void swap() {
        swapIn(players);
        swapIn(connections);
        swapIn(awaySince);
        if (elsewhere.size() == 1) {
            Mark only = elsewhere.iterator().next();
            elsewhere.clear();
            elsewhere.add(only.other());
        }
    }

    private static <V> void swapIn(EnumMap<Mark, V> map) {
        V x = map.remove(Mark.X);
        V o = map.remove(Mark.O);
        if (o != null) {
            map.put(Mark.X, o);
        }
        if (x != null) {
            map.put(Mark.O, x);
        }
    }
}
