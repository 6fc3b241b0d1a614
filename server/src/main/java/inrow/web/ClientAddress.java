package inrow.web;

import io.javalin.http.Context;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Collections;

/**
 * Who a request comes from, for the per-client limits: the socket's peer; behind a trusted proxy, the address the
 * proxy saw (the last entry of X-Forwarded-For, the one it appended). Without {@code --trust-proxy} the header is the
 * client's own word and is ignored, or anyone could be anyone. A proxy may add a header line of its own rather than
 * append to the client's (HAProxy's {@code option forwardfor} does), so every line counts, in order, and the last
 * entry of the last line is the proxy's.
 */
final class ClientAddress {
    private ClientAddress() {
    }

    static String of(String peer, String forwardedFor, boolean trustProxy) {
        if (trustProxy && forwardedFor != null && !forwardedFor.isBlank()) {
            String[] hops = forwardedFor.split(",");
            String last = hops[hops.length - 1].strip();
            if (!last.isEmpty()) {
                return last;
            }
        }
        return peer == null ? "unknown" : peer;
    }

    static String of(Context ctx, boolean trustProxy) {
        return of(ctx.req(), trustProxy);
    }

    static String of(HttpServletRequest req, boolean trustProxy) {
        return of(req.getRemoteAddr(), lastHop(req, "X-Forwarded-For"), trustProxy);
    }

    /**
     * The last entry of a forwarding header over all its lines (the one the nearest proxy wrote), or null. Reading
     * only the first line would believe whatever the client sent ahead of the proxy's own line.
     */
    static String lastHop(HttpServletRequest req, String header) {
        String last = null;
        for (String line : Collections.list(req.getHeaders(header))) {
            for (String entry : line.split(",")) {
                if (!entry.isBlank()) {
                    last = entry.strip();
                }
            }
        }
        return last;
    }

    static boolean isLoopback(String address) {
        return address.startsWith("127.") || address.equals("::1") || address.equals("0:0:0:0:0:0:0:1");
    }
}
