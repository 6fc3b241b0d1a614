package inrow.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.EagerContentHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Request bodies are read in full before any handler runs, without a thread: Jetty's {@link EagerContentHandler}
 * waits for their bytes as it waits for a new request, and the handler gets the whole body at once. Read on a
 * thread, as before, a body trickled a byte a second held that thread for up to {@link RequestDeadlines#BODY}, and
 * forty addresses of eight bodies each held every thread: nobody could load a page. Now a slow body holds one
 * connection and its few bytes, like an idle keep-alive connection, and its deadline still closes it.
 * <p>
 * One address may still have only so many bodies coming at once ({@link ClientLimits#uploadsPerAddress}): a person's
 * page sends one at a time. Past that, the request is refused at once, before a byte of its body is read. A body
 * longer than the API's 16 KiB is refused as soon as it passes it.
 */
final class BodyDoor extends Handler.Wrapper {
    static final int MAX_BODY_BYTES = 16 * 1024;

    private final ClientLimits limits;
    private final TrustedProxies proxies;
    private final Catalogue catalogue;
    private final ObjectMapper mapper;
    private final ConcurrentHashMap<String, Integer> reading = new ConcurrentHashMap<>();

    BodyDoor(ClientLimits limits, TrustedProxies proxies, Catalogue catalogue, ObjectMapper mapper) {
        super(new EagerContentHandler(new EagerContentHandler.RetainedContentLoaderFactory(MAX_BODY_BYTES, -1, true)));
        this.limits = limits;
        this.proxies = proxies;
        this.catalogue = catalogue;
        this.mapper = mapper;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        boolean body = request.getLength() > 0 || request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
        String address = body ? ClientAddress.of(Request.getRemoteAddr(request),
            ClientAddress.lastHop(request.getHeaders().getValuesList("X-Forwarded-For")), proxies) : null;
        if (address == null || !limits.applies(address)) {
            return super.handle(request, response, callback);
        }
        int[] now = new int[1];
        reading.compute(address, (a, n) -> now[0] = n == null ? 1 : n + 1);
        Request.addCompletionListener(request, failure ->
            reading.compute(address, (a, n) -> n == null || n <= 1 ? null : n - 1));
        if (now[0] > limits.uploadsPerAddress()) {
            refuse(request, response, callback);
            return true;
        }
        return super.handle(request, response, callback);
    }

    /** 429 with the API's error shape and headers; the unread body stays unread, so the connection closes. */
    private void refuse(Request request, Response response, Callback callback) throws Exception {
        long seconds = RequestDeadlines.BODY.toSeconds();
        String lang = null;
        for (HttpCookie cookie : Request.getCookies(request)) {
            if (cookie.getName().equals("lang")) {
                lang = cookie.getValue();
            }
        }
        Language language = Language.choose(null, lang, request.getHeaders().get(HttpHeader.ACCEPT_LANGUAGE));
        String message = App.errorMessage(catalogue, language, "api.error.uploads", "Too many requests from your "
            + "address at once: try again in " + seconds + " s.", "s", seconds);
        response.setStatus(429);
        SecurityHeaders.each(response.getHeaders()::put);
        response.getHeaders().put(HttpHeader.RETRY_AFTER, String.valueOf(seconds));
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(mapper.writeValueAsBytes(ApiError.body(
            inrow.protocol.ErrorCode.RATE_LIMITED.code(), message))), callback);
    }
}
