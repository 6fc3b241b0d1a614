package inrow.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.protocol.ErrorCode;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.Locale;

/**
 * With {@code --public-url}, answers only requests sent to that host (or to loopback, for the operator on the
 * machine). A DNS-rebinding page, one of another site whose name was made to point at this server, sends its own
 * name as Host and as Origin, so the same-site check alone lets it in; the Host tells it apart. Without a public URL
 * any Host is served, as a server reached by its LAN address or on loopback must be. {@code /healthz} answers
 * and {@code /metrics} whatever the Host, since load balancers and Prometheus ask by address.
 */
final class HostCheck implements Filter {
    private final String expected;
    private final String publicUrl;
    private final TrustedProxies proxies;
    private final Catalogue catalogue;
    private final ObjectMapper mapper;

    /** {@code publicUrl} null: every Host passes. */
    HostCheck(String publicUrl, TrustedProxies proxies, Catalogue catalogue, ObjectMapper mapper) {
        this.publicUrl = publicUrl;
        this.expected = publicUrl == null ? null : authority(URI.create(publicUrl));
        this.proxies = proxies;
        this.catalogue = catalogue;
        this.mapper = mapper;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
        throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        // Health checks and scrapes ask by address; /metrics has its own door.
        if (expected == null || req.getRequestURI().equals("/healthz") || req.getRequestURI().equals(MetricsDoor.PATH)
            || allowed(req)) {
            chain.doFilter(request, response);
            return;
        }
        HttpServletResponse res = (HttpServletResponse) response;
        Refusal.send(req, res, new ApiError(421, ErrorCode.FOREIGN_ORIGIN, "This server answers at " + publicUrl
            + " only.", "api.error.wrongHost", "url", publicUrl), null, catalogue, mapper);
    }

    private boolean allowed(HttpServletRequest req) {
        String forwarded = ClientAddress.viaTrustedProxy(req, proxies)
            ? ClientAddress.lastHop(req, "X-Forwarded-Host") : null;
        String host = forwarded != null ? forwarded : req.getHeader("Host");
        if (host == null) {
            return false;
        }
        String h = normal(host);
        return h.equals(expected) || loopback(h);
    }

    /** A host name nobody else's page can be served from: a rebinding page always has a name of its own. */
    private static boolean loopback(String host) {
        String name = host.startsWith("[") ? host.substring(0, host.indexOf(']') + 1)
            : host.contains(":") ? host.substring(0, host.indexOf(':')) : host;
        // An address written out, not a name that starts like one: "127.evil.test" is anybody's domain.
        return name.equals("localhost") || name.matches("127(\\.\\d{1,3}){3}") || name.equals("[::1]");
    }

    private static String authority(URI uri) {
        return normal(uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort()));
    }

    /** Lower case, without a default port (a TLS proxy forwards "inrow.example" or "inrow.example:443"). */
    private static String normal(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.endsWith(".")) {
            h = h.substring(0, h.length() - 1);
        }
        for (String port : new String[] {":80", ":443"}) {
            if (h.endsWith(port)) {
                return h.substring(0, h.length() - port.length());
            }
        }
        return h;
    }
}
