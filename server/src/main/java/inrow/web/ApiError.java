package inrow.web;

import inrow.protocol.ErrorCode;

/** An HTTP request refused with a 4xx and the body {"error":{"code","message"}}; nothing was changed. */
final class ApiError extends RuntimeException {
    final int status;
    final ErrorCode code;
    /** The message's key in the catalogue for other languages; by default the code's own (js.error.CODE). */
    final String key;
    final Object[] args;

    ApiError(int status, ErrorCode code, String message) {
        this(status, code, message, "js.error." + code.code());
    }

    /** An error whose code is shared with others but whose words say more (args are name, value pairs). */
    ApiError(int status, ErrorCode code, String message, String key, Object... args) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.key = key;
        this.args = args;
    }

    /** The body of every error answer, whoever gives it: {"error":{"code","message"}}. */
    static java.util.Map<String, Object> body(String code, String message) {
        return java.util.Map.of("error", java.util.Map.of("code", code, "message", message));
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, ErrorCode.BAD_REQUEST, message);
    }
}
