package inrow.room;

import inrow.engine.Mark;
import java.util.EnumMap;
import java.util.Map;

/**
 * The two seats of a room: who sits in each, which connection currently speaks for it, and since when a person
 * has had no connection at all (for abandonment). Touched only inside the room's queue.
 */
final class Seats {
    private final EnumMap<Mark, Player> players = new EnumMap<>(Mark.class);
    private final EnumMap<Mark, Connection> connections = new EnumMap<>(Mark.class);
    private final EnumMap<Mark, Long> awaySince = new EnumMap<>(Mark.class);

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

    /** Seats a player; a person starts out away until a connection binds to the seat. */
    void put(Mark mark, Player player, long now) {
        players.put(mark, player);
        if (!player.isBot()) {
            awaySince.put(mark, now);
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
            if (!players.get(mark).isBot()) {
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
