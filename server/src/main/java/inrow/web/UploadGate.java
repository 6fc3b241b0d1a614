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
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many requests with a body one client address may have being read at once. A body is read on a server thread
 * that waits for its bytes, for up to {@link RequestDeadlines#BODY}: one address trickling a few hundred bodies held
 * every thread, and nobody else could load a page or open a socket until it stopped. Requests over the count are
 * refused at once, before a byte of their body is read, and their connection closed. A person's page sends one
 * body at a time (creating a game); requests without a body (pages, sockets, files) are not counted.
 */
final class UploadGate implements Filter {
    private final ClientLimits limits;
    private final TrustedProxies proxies;
    private final Catalogue catalogue;
    private final ObjectMapper mapper;
    private final ConcurrentHashMap<String, Integer> reading = new ConcurrentHashMap<>();

    UploadGate(ClientLimits limits, TrustedProxies proxies, Catalogue catalogue, ObjectMapper mapper) {
        this.limits = limits;
        this.proxies = proxies;
        this.catalogue = catalogue;
        this.mapper = mapper;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
        throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        boolean body = req.getContentLengthLong() > 0 || req.getHeader("Transfer-Encoding") != null;
        String address = body ? ClientAddress.of(req, proxies) : null;
        if (address == null || !limits.applies(address)) {
            chain.doFilter(request, response);
            return;
        }
        int[] now = new int[1];
        reading.compute(address, (a, n) -> now[0] = n == null ? 1 : n + 1);
        try {
            if (now[0] > limits.uploadsPerAddress()) {
                HttpServletResponse res = (HttpServletResponse) response;
                // The unread body stays unread: the connection cannot carry another request after it.
                res.setHeader("Connection", "close");
                Refusal.send(req, res, new ApiError(429, ErrorCode.RATE_LIMITED, "Too many requests from your "
                    + "address at once: try again in " + RequestDeadlines.BODY.toSeconds() + " s.",
                    "api.error.uploads", "s", RequestDeadlines.BODY.toSeconds()),
                    String.valueOf(RequestDeadlines.BODY.toSeconds()), catalogue, mapper);
                return;
            }
            chain.doFilter(request, response);
        } finally {
            reading.compute(address, (a, n) -> n == null || n <= 1 ? null : n - 1);
        }
    }
}
