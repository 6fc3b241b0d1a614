package inrow.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * An API error answered by a filter in front of Javalin (a refused socket upgrade, a refused upload): the same JSON
 * shape and headers as Javalin's answers, in the client's language.
 */
final class Refusal {
    private Refusal() {
    }

    static void send(HttpServletRequest req, HttpServletResponse res, ApiError e, String retryAfter,
                     Catalogue catalogue, ObjectMapper mapper) throws IOException {
        send(req, res, e.status, e.code.code(), e.key, e.getMessage(), e.args, retryAfter, catalogue, mapper);
    }

    /** The same for a code that is HTTP's alone ("not_found"), which the wire's ErrorCode does not name. */
    static void send(HttpServletRequest req, HttpServletResponse res, int status, String code, String key,
                     String english, Object[] args, String retryAfter, Catalogue catalogue, ObjectMapper mapper)
        throws IOException {
        String lang = null;
        if (req.getCookies() != null) {
            for (Cookie cookie : req.getCookies()) {
                if (cookie.getName().equals("lang")) {
                    lang = cookie.getValue();
                }
            }
        }
        // The page's own requests carry the person's chosen language in its cookie; other clients have only
        // Accept-Language.
        String message = App.errorMessage(catalogue, Language.choose(null, lang, req.getHeader("Accept-Language")),
            key, english, args);
        SecurityHeaders.apply(res);
        res.setStatus(status);
        if (retryAfter != null) {
            res.setHeader("Retry-After", retryAfter);
        }
        res.setContentType("application/json");
        res.getOutputStream().write(mapper.writeValueAsBytes(ApiError.body(code, message)));
    }
}
