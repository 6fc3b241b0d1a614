package inrow.web;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.util.regex.Pattern;

/**
 * Who a socket or request speaks for in the lobby's pools, seeks and presence: a signed-in person's account (every
 * browser of one account is one player), else a guest browser's own random id. The lobby's page sends that id with
 * its pairing socket ({@code ?me=}); once it has a seek listed, its seeks module also keeps it in the cookie
 * {@link #COOKIE}, so the sockets and requests of the site's other pages say who they are without code of their own.
 */
final class Visitor {
    static final Pattern PLAYER_ID = Pattern.compile("[A-Za-z0-9_-]{16,64}");
    static final String COOKIE = "inrow_me";

    private Visitor() {
    }

    /** {@code account:ID}, {@code guest:ME}, or null when neither is known (a guest id that is not one). */
    static String of(String account, String me) {
        if (account != null) {
            return "account:" + account;
        }
        return me != null && PLAYER_ID.matcher(me).matches() ? "guest:" + me : null;
    }

    /**
     * The player a request's cookies name: {@code account} (its session's, already read; null for none), else its
     * guest cookie; null when neither.
     */
    static String fromCookies(String account, HttpServletRequest req) {
        if (account != null) {
            return of(account, null);
        }
        Cookie[] cookies = req.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (COOKIE.equals(c.getName())) {
                    return of(null, c.getValue());
                }
            }
        }
        return null;
    }
}
