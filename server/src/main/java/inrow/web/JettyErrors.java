package inrow.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.protocol.ErrorCode;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;

/**
 * The answers Jetty gives by itself, before any route runs: a request it cannot read (a path that is not UTF-8, a
 * URI or headers too long, a bad Host) or an error outside Javalin. They carry the same security headers as every
 * other answer and the API's error shape, {"error":{"code","message"}}, instead of Jetty's HTML page (which repeated
 * the request's URI back).
 */
final class JettyErrors extends ErrorHandler {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        SecurityHeaders.each(fields::put);
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return BufferUtil.toBuffer(body(status, reason));
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status = response.getStatus();
        Object message = request.getAttribute(ERROR_MESSAGE);
        SecurityHeaders.each(response.getHeaders()::put);
        // No body where HTTP allows none (a 204 or 304), as Jetty's own handler does; a HEAD is told what a GET gets.
        if (status == 204 || status == 304 || status < 200) {
            callback.succeeded();
            return true;
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        if (request.getMethod().equals("HEAD")) {
            callback.succeeded();
            return true;
        }
        // A server error's message may be an exception's text: not for the client.
        String reason = status >= 500 || message == null ? null : message.toString();
        response.write(true, BufferUtil.toBuffer(body(status, reason)), callback);
        return true;
    }

    private byte[] body(int status, String reason) {
        ErrorCode code = status == 413 ? ErrorCode.TOO_LARGE : status >= 500 ? ErrorCode.UNAVAILABLE
            : ErrorCode.BAD_REQUEST;
        String message = "The server could not take this request (" + status
            + (reason == null || reason.isBlank() ? "" : ": " + reason) + ").";
        try {
            return mapper.writeValueAsBytes(ApiError.body(code.code(), message));
        } catch (Exception e) {
            return ("{\"error\":{\"code\":\"" + code.code() + "\"}}").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}
