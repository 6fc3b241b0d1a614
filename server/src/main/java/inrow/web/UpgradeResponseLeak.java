package inrow.web;

import java.lang.reflect.Field;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.common.JettyWebSocketFrameHandler;
import org.eclipse.jetty.websocket.common.WebSocketSession;

/**
 * Works around Jetty 12.1 (12.1.12, and the same code in 12.1.14) keeping a socket's HTTP exchange alive for as
 * long as the socket is open. The upgrade response a Jetty session keeps ({@code CompletedUpgradeResponse}) is meant
 * to be a copy, but its header map is a live view of the real response's headers, and through them it holds the
 * servlet response, the HTTP connection, its parser and its request: about 5 KiB per idle socket. InRow never reads
 * the upgrade response, so an open socket drops it. If a later Jetty renames the fields, this does nothing, and
 * UpgradeResponseLeakTest fails so that the upgrade does not bring the cost back unseen.
 */
final class UpgradeResponseLeak {
    private static final Field SESSION_RESPONSE = field(WebSocketSession.class, "upgradeResponse");
    private static final Field SESSION_HANDLER = field(WebSocketSession.class, "frameHandler");

    private UpgradeResponseLeak() {
    }

    /** Whether this Jetty still has the fields that {@link #cut} clears. */
    static boolean armed() {
        return SESSION_RESPONSE != null && SESSION_HANDLER != null;
    }

    static void cut(Session session) {
        if (!armed() || !(session instanceof WebSocketSession s)) {
            return;
        }
        try {
            SESSION_RESPONSE.set(s, null);
            if (SESSION_HANDLER.get(s) instanceof JettyWebSocketFrameHandler handler) {
                handler.setUpgradeResponse(null);
            }
        } catch (IllegalAccessException e) {
            // Left as Jetty made it: more memory per socket, nothing else.
        }
    }

    private static Field field(Class<?> type, String name) {
        try {
            Field f = type.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
