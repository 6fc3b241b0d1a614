package inrow.web;

import io.javalin.http.Context;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The headers every answer carries. The pages load only their own scripts and styles (no inline script, no inline
 * style attribute: the templates have none), cannot be framed, and nothing but static files may be kept by a
 * shared cache: pages and API answers can name seats and carry tokens.
 */
final class SecurityHeaders {
    static final String CONTENT_SECURITY_POLICY = String.join("; ",
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self'",
        // The game socket: 'self' covers ws: and wss: to the page's own host (CSP Level 3).
        "connect-src 'self'",
        // The installable app: its manifest and its service worker (offline page, cached static files).
        "manifest-src 'self'",
        "worker-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'");

    /**
     * Nothing but writing a game's link to the clipboard ("Copy link") and passkeys (the account pages), on this site
     * only.
     */
    static final String PERMISSIONS_POLICY = String.join(", ",
        "accelerometer=()", "camera=()", "clipboard-read=()", "clipboard-write=(self)",
        "display-capture=()", "fullscreen=()", "geolocation=()", "gyroscope=()", "hid=()", "idle-detection=()",
        "magnetometer=()", "microphone=()", "midi=()", "payment=()", "publickey-credentials-create=(self)",
        "publickey-credentials-get=(self)",
        "screen-wake-lock=()", "serial=()", "usb=()", "xr-spatial-tracking=()");

    /** Static files replace it with their own caching. */
    static final String NOT_STORED = "no-store";

    private SecurityHeaders() {
    }

    static void apply(Context ctx) {
        apply(ctx.res());
    }

    /** The same, for an answer a filter gives before Javalin sees the request. */
    static void apply(HttpServletResponse res) {
        each(res::setHeader);
    }

    /** Each header and its value, to whatever sets them (Jetty's own answers have no servlet response). */
    static void each(java.util.function.BiConsumer<String, String> set) {
        set.accept("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        set.accept("X-Frame-Options", "DENY");
        set.accept("X-Content-Type-Options", "nosniff");
        set.accept("Referrer-Policy", "same-origin");
        set.accept("Permissions-Policy", PERMISSIONS_POLICY);
        set.accept("Cache-Control", NOT_STORED);
    }
}
