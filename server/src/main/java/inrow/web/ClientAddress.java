package inrow.web;

import io.javalin.http.Context;

/**
 * Who a request comes from, for the per-client limits: the socket's peer; behind a trusted proxy, the address the
 * proxy saw (the last entry of X-Forwarded-For, the one it appended). Without {@code --trust-proxy} the header is the
 * client's own word and is ignored, or anyone could be anyone.
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
        return of(ctx.req().getRemoteAddr(), ctx.header("X-Forwarded-For"), trustProxy);
    }

    static boolean isLoopback(String address) {
        return address.startsWith("127.") || address.equals("::1") || address.equals("0:0:0:0:0:0:0:1");
    }
}
