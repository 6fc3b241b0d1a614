package inrow.room;

/**
 * One socket as a room sees it. Sends must leave in the order they are called; the room calls them only from its
 * own serial queue, so an implementation only has to keep its own order. Tests use fakes.
 */
public interface Connection {
    void send(String frame);

    /** The same frame going to many connections; a socket sends its bytes as they are. */
    default void send(SharedFrame frame) {
        send(frame.text());
    }

    /**
     * Whether the client applies {@code moved} frames: it said so when it connected ({@code /ws/CODE?moves=1}). One
     * that did not (a page a browser kept in its cache across a deploy, an older tool) gets every change as a whole
     * state, which it knows.
     */
    default boolean takesMoves() {
        return false;
    }

    /**
     * Whether the client applies events ({@code /ws/CODE?events=1}, docs/protocol.md, Events): after its state it is
     * told what happened, version by version, with what it may do now, instead of whole states and moves.
     */
    default boolean takesEvents() {
        return false;
    }

    /**
     * The round trip of the server's own last ping on this connection, in milliseconds; -1 while none has come back.
     * The lag refund trusts this, not the client's word (a client claiming 600 ms on loopback bought 300 ms a move).
     */
    default long measuredRttMs() {
        return -1;
    }

    /**
     * The room made this connection a player's (true) or a spectator's (false). A server near its socket cap sheds
     * connections without a seat first, so the transport needs to know.
     */
    default void seated(boolean seated) {
    }

    /**
     * The client address the room holds this connection to per-address limits by (seats lost in listed games, see
     * {@link SeatLosses}): opaque to the room; null when unknown or exempt.
     */
    default String address() {
        return null;
    }

    /**
     * The account the person behind this socket is signed in as (its session cookie came with the upgrade): an
     * opaque id that proves and takes seats as a token does; null for a guest.
     */
    default String account() {
        return null;
    }

    /** Close after everything already sent has gone out. Safe to call more than once. */
    void close(int code, String reason);
}
