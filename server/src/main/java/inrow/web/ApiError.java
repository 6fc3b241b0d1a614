package inrow.web;

import inrow.protocol.ErrorCode;

/** An HTTP request refused with a 4xx and the body {"error":{"code","message"}}; nothing was changed. */
final class ApiError extends RuntimeException {
    final int status;
    final ErrorCode code;

    ApiError(int status, ErrorCode code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, ErrorCode.BAD_REQUEST, message);
    }
}
