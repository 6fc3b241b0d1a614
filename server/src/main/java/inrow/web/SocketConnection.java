package inrow.web;

import inrow.room.Connection;
import inrow.room.SharedFrame;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.common.WebSocketSession;
import org.eclipse.jetty.websocket.core.CoreSession;
import org.eclipse.jetty.websocket.core.Frame;
import org.eclipse.jetty.websocket.core.OpCode;

/**
 * A room's view of one Jetty WebSocket session. Jetty queues frames in the order they are sent (sendText and the
 * core session's sendFrame feed one queue) and the room calls it only from its serial queue, so frames leave in the
 * room's order. A peer too slow to drain its queue (Jetty's max outgoing frames) fails a send, and is then
 * disconnected rather than buffered without end.
 */
final class SocketConnection implements Connection, SocketCounts.Sheddable {
    /** How long the peer must have sent nothing before a close that Jetty makes abortive (see close). */
    static final long QUIET_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    /** A peer that never stops sending is cut off after this, quiet or not. */
    static final long LINGER_NANOS = TimeUnit.SECONDS.toNanos(2);

    private final Session session;
    /** The same socket, below Jetty's API: it takes frames already encoded. */
    private final CoreSession core;
    private final AtomicBoolean closing = new AtomicBoolean();
    /** Set by the first of Jetty's close and error events, so the socket is counted out once. */
    private final AtomicBoolean gone = new AtomicBoolean();
    /** Messages the peer may still send; touched only by Jetty's reader for this socket. */
    final MessageBudget budget;
    /** The client address this socket counts against (its sockets and messages). */
    final String address;
    /** Set once the connection has been expelled, so a flood past the budget is not answered again and again. */
    volatile boolean expelled;
    /** Set by the room: whether this socket is a player's voice; players are never shed to make room. */
    private volatile boolean seated;
    private volatile long lastHeard = System.nanoTime();
    /** The round trip of our last ping that came back, in ms; -1 until one has. */
    private volatile long measuredRttMs = -1;
    private final boolean moves;
    private final boolean events;
    private final boolean limited;
    /** The account the upgrade's session cookie signed in, or null for a guest. */
    private final String account;
    /** What every send does once Jetty is done with it: one for the socket, not one per send. */
    private final org.eclipse.jetty.util.Callback sent;

    /** {@code limited}: the per-address limits apply to it (not an exempt loopback client). */
    SocketConnection(Session session, MessageBudget budget, String address, boolean moves, boolean events,
                     boolean limited) {
        this(session, budget, address, moves, events, limited, null);
    }

    /** {@code account}: who the upgrade's session cookie signs in, or null. */
    SocketConnection(Session session, MessageBudget budget, String address, boolean moves, boolean events,
                     boolean limited, String account) {
        this.account = account;
        this.limited = limited;
        this.moves = moves;
        this.events = events;
        this.address = address;
        this.session = session;
        this.core = ((WebSocketSession) session).getCoreSession();
        this.budget = budget;
        this.sent = org.eclipse.jetty.util.Callback.from(() -> { }, failure -> session.disconnect());
    }

    /** The address a room counts lost seats against; null when it is exempt from per-address limits. */
    @Override
    public String address() {
        return limited ? address : null;
    }

    /** True the first time only: the socket has just gone. */
    boolean markGone() {
        return gone.compareAndSet(false, true);
    }

    /** Jetty's reader calls this for every message, also those ignored once the peer is expelled. */
    void heard() {
        lastHeard = System.nanoTime();
    }

    @Override
    public void seated(boolean seated) {
        this.seated = seated;
    }

    @Override
    public boolean seated() {
        return seated;
    }

    /** Closed to make room for another when the server is at its socket cap: the page reconnects later. */
    @Override
    public void shed() {
        close(1013, "server full");
    }

    @Override
    public String account() {
        return account;
    }

    @Override
    public boolean takesMoves() {
        return moves;
    }

    @Override
    public boolean takesEvents() {
        return events;
    }

    @Override
    public void send(String frame) {
        send(frame.getBytes(StandardCharsets.UTF_8));
    }

    /** Each send wraps the shared bytes in its own buffer: writing one advances its position. */
    @Override
    public void send(SharedFrame frame) {
        send(frame.utf8());
    }

    /**
     * A text frame to Jetty's core session: what the API's sendText makes of a string, once it is encoded, so a
     * frame going to many sockets is encoded once. A failed send disconnects the peer.
     */
    private void send(byte[] utf8) {
        if (closing.get() || !session.isOpen()) {
            return;
        }
        core.sendFrame(new Frame(OpCode.TEXT, ByteBuffer.wrap(utf8)), sent, false);
    }

    /**
     * Jetty's keep-alive: a peer that stops answering times out (see {@link SocketEndpoint#PING_SECONDS}). The ping
     * carries the time it left, so its pong measures the round trip (the lag refund trusts only this).
     */
    void ping() {
        session.sendPing(ByteBuffer.allocate(Long.BYTES).putLong(0, System.nanoTime()), Callback.NOOP);
    }

    /**
     * A pong came back: if it carries one of our pings' times, the round trip is measured. A browser answers a ping
     * at once with its payload; an unsolicited pong, or one with another payload, measures nothing.
     */
    void ponged(ByteBuffer payload) {
        if (payload == null || payload.remaining() != Long.BYTES) {
            return;
        }
        long rtt = System.nanoTime() - payload.getLong(payload.position());
        if (rtt >= 0 && rtt < TimeUnit.SECONDS.toNanos(60)) {
            measuredRttMs = TimeUnit.NANOSECONDS.toMillis(rtt);
        }
    }

    @Override
    public long measuredRttMs() {
        return measuredRttMs;
    }

    boolean isOpen() {
        return session.isOpen();
    }

    /**
     * Jetty ends 1000 and 1001 with the closing handshake, but any other code (1008, 1009) by dropping the TCP
     * connection right after the close frame. If the peer is still sending then (a flood), the unread frames make
     * the kernel reset the connection, and the reset can destroy what was sent just before: the error saying why.
     * So those closes wait until the peer has been quiet for a moment, its last frames read and ignored.
     */
    @Override
    public void close(int code, String reason) {
        if (closing.compareAndSet(false, true) && session.isOpen()) {
            if (code == 1000 || code == 1001) {
                session.close(code, reason, Callback.NOOP);
            } else {
                closeWhenQuiet(code, reason, System.nanoTime() + LINGER_NANOS);
            }
        }
    }

    private void closeWhenQuiet(int code, String reason, long deadline) {
        long now = System.nanoTime();
        long quiet = now - lastHeard;
        if (quiet < QUIET_NANOS && now < deadline && session.isOpen()) {
            CompletableFuture.delayedExecutor(QUIET_NANOS - quiet, TimeUnit.NANOSECONDS)
                .execute(() -> closeWhenQuiet(code, reason, deadline));
        } else if (session.isOpen()) {
            session.close(code, reason, Callback.NOOP);
        }
    }
}
