package inrow.web;

import inrow.protocol.ErrorCode;

/** An HTTP request refused with a 4xx and the body {"error":{"code","message"}}; nothing was changed. */
final class ApiError extends RuntimeException {
    final int status;
    final ErrorCode code;
    /** The message's key in the catalogue for other languages; by default the code's own (js.error.CODE). */
    final String key;
    final Object[] args;
    /** More for the client beside the code and message (the tournament one is in already), or null. */
    final java.util.Map<String, Object> detail;

    ApiError(int status, ErrorCode code, String message) {
        this(status, code, message, "js.error." + code.code());
    }

    /** An error whose code is shared with others but whose words say more (args are name, value pairs). */
    ApiError(int status, ErrorCode code, String message, String key, Object... args) {
        this(status, code, message, key, null, args);
    }

    /** With {@code detail}, named fields the error object carries beside its code and message. */
    ApiError(int status, ErrorCode code, String message, String key, java.util.Map<String, Object> detail,
             Object... args) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.key = key;
        this.args = args;
        this.detail = detail;
    }

    /** The body of every error answer, whoever gives it: {"error":{"code","message"}}. */
    static java.util.Map<String, Object> body(String code, String message) {
        return java.util.Map.of("error", java.util.Map.of("code", code, "message", message));
    }

    /** This error's body in {@code message}'s words, with its detail. */
    java.util.Map<String, Object> body(String message) {
        if (detail == null) {
            return body(code.code(), message);
        }
        java.util.Map<String, Object> error = new java.util.LinkedHashMap<>(detail);
        error.put("code", code.code());
        error.put("message", message);
        return java.util.Map.of("error", error);
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, ErrorCode.BAD_REQUEST, message);
    }
}
