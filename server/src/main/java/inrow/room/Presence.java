package inrow.room;

/**
 * What one node has in a room, as the other nodes hear it: how many spectators, which seats (by slot, as bits) have
 * a connection there, and which seats asked for a rematch in which round. Summed over the nodes, it gives the
 * spectator count, the connection marks and the rematch asks every player sees.
 */
public record Presence(int spectators, int connectedSlots, int round, int askedSlots) {
    public static final Presence NONE = new Presence(0, 0, 0, 0);
}
