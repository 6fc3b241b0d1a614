package inrow.load;

import java.util.function.Consumer;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One WebSocket of the load tool, on Jetty's client. Jetty queues outgoing frames in the order they are sent, so
 * sends need no chaining, and it hands over whole messages. Public (with a package-private constructor) because
 * Jetty binds the listener's methods through method handles, which need a public class.
 */
public final class LoadSocket implements Session.Listener.AutoDemanding {
    private final Consumer<Heard> onMessage;
    /** Told why the socket was lost: "close CODE REASON" or "error CLASS". */
    private final Consumer<String> onClose;
    private volatile Session session;
    /** The seat this socket holds ("X", "O") or null when it watches; set from welcome messages. */
    volatile String seat;
    /** The seat token from the welcome, kept so a test can act as this player. */
    volatile String token;
    volatile boolean closed;
    /** The last state version this socket saw; versions must grow on one connection. */
    long lastVersion = -1;
    /** The game as this socket last heard it: a state, or the moves heard since. */
    Heard.Game game;
    /** The last round this socket asked a rematch for. */
    int rematchAsked;

    /** {@code onClose} hears why the socket was lost, so a tool can count the server's closes by code. */
    LoadSocket(Consumer<Heard> onMessage, Consumer<String> onClose) {
        this.onMessage = onMessage;
        this.onClose = onClose;
    }

    void send(String frame) {
        Session s = session;
        if (closed || s == null) {
            return;
        }
        s.sendText(frame, Callback.NOOP);
    }

    void close() {
        closed = true;
        Session s = session;
        if (s != null) {
            s.close(1000, "done", Callback.NOOP);
        }
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        session = opened;
    }

    @Override
    public void onWebSocketText(String frame) {
        onMessage.accept(Heard.read(frame));
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason) {
        gone("close " + statusCode + (reason == null || reason.isEmpty() ? "" : " " + reason));
    }

    @Override
    public void onWebSocketError(Throwable error) {
        gone("error " + error.getClass().getSimpleName());
    }

    private void gone(String why) {
        // Jetty also reports a connect that failed here, after failing its future (counted there): only a socket
        // that was open can be lost.
        if (session != null && !closed) {
            closed = true;
            onClose.accept(why);
        }
    }
}
