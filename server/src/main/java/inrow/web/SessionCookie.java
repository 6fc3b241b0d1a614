package inrow.web;

import inrow.account.Accounts;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.util.Optional;

/**
 * The session's cookie: the token only, HttpOnly (no script reads it), SameSite=Lax (another site's form posts go
 * without it), Path=/, lasting as long as the session and renewed with it. When the public URL is https it is also
 * Secure and named with the {@code __Host-} prefix, which browsers accept only from a secure origin, for the whole
 * host and without a Domain: a sibling subdomain cannot set or shadow it.
 */
final class SessionCookie {
    /** Where the request's viewer is kept once looked up. */
    private static final String VIEWER = "inrow.viewer";

    private final String name;
    private final boolean secure;
    private final Accounts accounts;

    SessionCookie(Site site, Accounts accounts) {
        this.secure = site.publicUrl() != null && site.publicUrl().startsWith("https:");
        this.name = secure ? "__Host-inrow_session" : "inrow_session";
        this.accounts = accounts;
    }

    String name() {
        return name;
    }

    String token(Context ctx) {
        return ctx.cookie(name);
    }

    /**
     * The account id a WebSocket upgrade's cookie signs in, or null (no cookie, a forged or ended one, the store out
     * of reach: the socket is then a guest's). An upgrade cannot renew the cookie; the page's next request does.
     */
    String account(jakarta.servlet.http.HttpServletRequest req) {
        jakarta.servlet.http.Cookie[] cookies = req.getCookies();
        if (cookies == null) {
            return null;
        }
        for (jakarta.servlet.http.Cookie c : cookies) {
            if (name.equals(c.getName())) {
                return accountOf(c.getValue());
            }
        }
        return null;
    }

    /** The same for a socket Javalin has upgraded (the pairing socket). */
    String account(io.javalin.websocket.WsContext ctx) {
        String token = ctx.cookie(name);
        return token == null ? null : accountOf(token);
    }

    private String accountOf(String token) {
        try {
            return accounts.viewer(token).map(v -> v.account().id()).orElse(null);
        } catch (inrow.account.AccountStore.Unavailable e) {
            return null;
        }
    }

    void set(Context ctx, String token) {
        ctx.cookie(cookie(token, (int) (Accounts.SESSION_MILLIS / 1000)));
    }

    void clear(Context ctx) {
        ctx.cookie(cookie("", 0));
    }

    private Cookie cookie(String value, int maxAgeSeconds) {
        // name, value, path, max age, secure, HttpOnly, no Domain (host-only), SameSite
        return new Cookie(name, value, "/", maxAgeSeconds, secure, true, null, SameSite.LAX);
    }

    /**
     * Who this request's cookie signs in, looked up once per request (in the shared database: a session ended on
     * another node is ended here too). A renewed session's cookie is sent again with its new lifetime.
     */
    Optional<Accounts.Viewer> viewer(Context ctx) {
        @SuppressWarnings("unchecked")
        Optional<Accounts.Viewer> known = (Optional<Accounts.Viewer>) ctx.attribute(VIEWER);
        if (known != null) {
            return known;
        }
        String token = token(ctx);
        Optional<Accounts.Viewer> v = token == null ? Optional.empty() : accounts.viewer(token);
        if (v.isPresent() && v.get().renewed()) {
            set(ctx, token);
        }
        ctx.attribute(VIEWER, v);
        return v;
    }
}
