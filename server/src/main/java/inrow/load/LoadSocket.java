package inrow.load;

import java.net.http.WebSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * One WebSocket of the load tool. The JDK client allows one send at a time, so sends are chained; frames arrive
 * in pieces and are joined before they are read.
 */
final class LoadSocket implements WebSocket.Listener {
    private final Consumer<Heard> onMessage;
    private final Runnable onClose;
    private final StringBuilder partial = new StringBuilder();
    private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
    volatile WebSocket ws;
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

    LoadSocket(Consumer<Heard> onMessage, Runnable onClose) {
        this.onMessage = onMessage;
        this.onClose = onClose;
    }

    synchronized void send(String frame) {
        if (closed || ws == null) {
            return;
        }
        WebSocket socket = ws;
        sending = sending.handle((v, e) -> null).thenCompose(v -> socket.sendText(frame, true));
    }

    void close() {
        closed = true;
        WebSocket socket = ws;
        if (socket != null) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").exceptionally(e -> null);
        }
    }

    @Override
    public void onOpen(WebSocket webSocket) {
        webSocket.request(1);
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            String frame = partial.toString();
            partial.setLength(0);
            onMessage.accept(Heard.read(frame));
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        if (!closed) {
            closed = true;
            onClose.run();
        }
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        if (!closed) {
            closed = true;
            onClose.run();
        }
    }
}
