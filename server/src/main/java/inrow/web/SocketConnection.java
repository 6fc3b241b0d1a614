package inrow.web;

import inrow.room.Connection;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * A room's view of one Jetty WebSocket session. Jetty queues frames in the order sendText is called and the room
 * calls it only from its serial queue, so frames leave in the room's order. A peer too slow to drain its queue
 * (Jetty's max outgoing frames) fails a send, and is then disconnected rather than buffered without end.
 */
final class SocketConnection implements Connection {
    private final Session session;
    private final AtomicBoolean closing = new AtomicBoolean();
    /** Set by the first of Jetty's close and error events, so the socket is counted out once. */
    private final AtomicBoolean gone = new AtomicBoolean();
    /** Messages the peer may still send; touched only by Jetty's reader for this socket. */
    final MessageBudget budget;
    /** Set once the connection has been expelled, so a flood past the budget is not answered again and again. */
    volatile boolean expelled;

    SocketConnection(Session session, MessageBudget budget) {
        this.session = session;
        this.budget = budget;
    }

    /** True the first time only: the socket has just gone. */
    boolean markGone() {
        return gone.compareAndSet(false, true);
    }

    @Override
    public void send(String frame) {
        if (closing.get() || !session.isOpen()) {
            return;
        }
        session.sendText(frame, Callback.from(() -> { }, failure -> session.disconnect()));
    }

    @Override
    public void close(int code, String reason) {
        if (closing.compareAndSet(false, true) && session.isOpen()) {
            session.close(code, reason, Callback.NOOP);
        }
    }
}
