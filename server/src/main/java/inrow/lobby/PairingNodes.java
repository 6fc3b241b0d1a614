package inrow.lobby;

import inrow.pairing.Waiting;
import inrow.protocol.ServerMessage;
import java.util.function.Consumer;

/**
 * Quick pairing's side of a cluster: where the pools' entries wait ({@link #waiting}, shared by every node, so a
 * player waiting on one node is paired with one on another), and word to the node where a paired player waits, which
 * tells their socket. A server on its own has {@link #alone}: entries in its memory, and nobody else to tell.
 */
public interface PairingNodes {
    /** Where entries wait; made once, for the node's one set of pools. */
    Waiting waiting();

    /** Tells whichever node {@code told.player()} waits on that they were paired (this node hears it too). */
    void tell(Told told);

    /** What to do when a pairing is told (by this node or another). */
    void listen(Consumer<Told> heard);

    /** A pairing made for {@code player}: their opponent, whether they move first, and what their socket is sent. */
    record Told(String player, String opponent, boolean first, ServerMessage.Paired paired) {
    }

    /** One node: entries in memory; every player waits here, so there is nobody else to tell. */
    static PairingNodes alone() {
        Waiting waiting = Waiting.local();
        return new PairingNodes() {
            @Override
            public Waiting waiting() {
                return waiting;
            }

            @Override
            public void tell(Told told) {
            }

            @Override
            public void listen(Consumer<Told> heard) {
            }
        };
    }
}
