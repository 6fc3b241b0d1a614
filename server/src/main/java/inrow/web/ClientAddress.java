package inrow.web;

import io.javalin.http.Context;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Collections;

/**
 * Who a request comes from, for the per-client limits: the socket's peer; when that peer is a trusted proxy, the
 * address the proxy saw (the last entry of X-Forwarded-For, the one it appended). From anyone else the header is the
 * client's own word and is ignored, or anyone could be anyone. An IPv6 client counts by its /64: one host is commonly
 * given a whole /64 and could otherwise be a new address for every request. A proxy may add a header line of its own rather than
 * append to the client's (HAProxy's {@code option forwardfor} does), so every line counts, in order, and the last
 * entry of the last line is the proxy's.
 */
final class ClientAddress {
    private ClientAddress() {
    }

    static String of(String peer, String forwardedFor, TrustedProxies proxies) {
        if (peer != null && proxies.trusts(peer) && forwardedFor != null && !forwardedFor.isBlank()) {
            String[] hops = forwardedFor.split(",");
            String last = hops[hops.length - 1].strip();
            if (!last.isEmpty()) {
                return key(last);
            }
        }
        return peer == null ? "unknown" : key(peer);
    }

    static String of(Context ctx, TrustedProxies proxies) {
        return of(ctx.req(), proxies);
    }

    static String of(HttpServletRequest req, TrustedProxies proxies) {
        return of(req.getRemoteAddr(), lastHop(req, "X-Forwarded-For"), proxies);
    }

    /** Whether the request's forwarding headers may be believed: its socket peer is a trusted proxy. */
    static boolean viaTrustedProxy(HttpServletRequest req, TrustedProxies proxies) {
        return proxies.trusts(req.getRemoteAddr());
    }

    /**
     * The name an address is counted under: an IPv6 address (but loopback) by its /64, as "2001:db8:1:2::/64";
     * anything else as it is.
     */
    static String key(String address) {
        byte[] a = AddressBlock.numeric(address);
        if (a == null || a.length != 16 || isLoopback(address.strip())) {
            return address.strip();
        }
        StringBuilder prefix = new StringBuilder();
        for (int i = 0; i < 8; i += 2) {
            prefix.append(Integer.toHexString(((a[i] & 0xff) << 8) | (a[i + 1] & 0xff))).append(':');
        }
        return prefix.append(":/64").toString();
    }

    /**
     * The last entry of a forwarding header over all its lines (the one the nearest proxy wrote), or null. Reading
     * only the first line would believe whatever the client sent ahead of the proxy's own line.
     */
    static String lastHop(HttpServletRequest req, String header) {
        return lastHop(Collections.list(req.getHeaders(header)));
    }

    /** The same over a header's lines as Jetty's own request gives them. */
    static String lastHop(Iterable<String> lines) {
        String last = null;
        for (String line : lines) {
            for (String entry : line.split(",")) {
                if (!entry.isBlank()) {
                    last = entry.strip();
                }
            }
        }
        return last;
    }

    static boolean isLoopback(String address) {
        return address.startsWith("127.") || address.equals("::1") || address.equals("0:0:0:0:0:0:0:1")
            || address.equals("[::1]") || address.equals("[0:0:0:0:0:0:0:1]");
    }
}
