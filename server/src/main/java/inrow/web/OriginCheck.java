package inrow.web;

import inrow.protocol.ErrorCode;
import io.javalin.http.Context;
import java.net.URI;
import java.util.Locale;

/**
 * Refuses a WebSocket upgrade or a game creation started by a page of another site (cross-site WebSocket hijacking,
 * cross-site posts). Browsers send Origin with both and cannot forge it; clients without one (tools, tests, other
 * servers) are not browsers and pass. X-Forwarded-Host counts only from a trusted proxy: anyone else can send it.
 */
final class OriginCheck {
    private final TrustedProxies proxies;

    OriginCheck(TrustedProxies proxies) {
        this.proxies = proxies;
    }

    /** The answer to a request {@link #allows} refuses. */
    static ApiError refusal() {
        return new ApiError(403, ErrorCode.FOREIGN_ORIGIN, "Requests from pages of other sites are refused.");
    }

    /** True when the request was not started by a page of another site. */
    boolean allows(Context ctx) {
        return allows(ctx.req());
    }

    /** The same check on the servlet request; X-Forwarded-Host counts only from a trusted proxy. */
    boolean allows(jakarta.servlet.http.HttpServletRequest req) {
        // Two Origin lines: a browser never sends them, and reading only the first would let the second lie.
        java.util.Enumeration<String> origins = req.getHeaders("Origin");
        if (origins != null && origins.hasMoreElements()) {
            origins.nextElement();
            if (origins.hasMoreElements()) {
                return false;
            }
        }
        return allowed(req.getHeader("Origin"), req.getHeader("Host"),
            ClientAddress.viaTrustedProxy(req, proxies) ? ClientAddress.lastHop(req, "X-Forwarded-Host") : null);
    }

    /** No Origin, or an Origin naming the host the request was sent to (or, when given, the forwarded host). */
    static boolean allowed(String origin, String host, String forwardedHost) {
        if (origin == null) {
            return true;
        }
        String authority;
        String scheme;
        try {
            URI uri = new URI(origin);
            if (uri.getHost() == null) {
                return false; // "null" origins (sandboxed frames, files) never match
            }
            scheme = uri.getScheme() == null ? "http" : uri.getScheme().toLowerCase(Locale.ROOT);
            int port = uri.getPort();
            authority = uri.getHost().toLowerCase(Locale.ROOT) + (port < 0 ? "" : ":" + port);
        } catch (Exception e) {
            return false;
        }
        return matches(authority, scheme, host) || matches(authority, scheme, forwardedHost);
    }

    private static boolean matches(String originAuthority, String scheme, String host) {
        if (host == null) {
            return false;
        }
        String h = host.toLowerCase(Locale.ROOT).trim();
        String defaultPort = scheme.equals("https") ? ":443" : ":80";
        return strip(h, defaultPort).equals(strip(originAuthority, defaultPort));
    }

    private static String strip(String authority, String defaultPort) {
        return authority.endsWith(defaultPort) ? authority.substring(0, authority.length() - defaultPort.length())
            : authority;
    }
}
