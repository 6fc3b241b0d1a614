package inrow.account;

/**
 * What an account request came to: a value, or the error that refused it (and for {@link AccountError#THROTTLED},
 * how many seconds to wait). Expected failures are values, not exceptions.
 */
public record Outcome<T>(T value, AccountError error, long retryAfterSeconds) {
    public static <T> Outcome<T> ok(T value) {
        return new Outcome<>(value, null, 0);
    }

    public static <T> Outcome<T> refused(AccountError error) {
        return new Outcome<>(null, error, 0);
    }

    public static <T> Outcome<T> throttled(long seconds) {
        return new Outcome<>(null, AccountError.THROTTLED, seconds);
    }

    public boolean ok() {
        return error == null;
    }

    /** The same refusal, for another kind of value. */
    public <U> Outcome<U> as() {
        if (ok()) {
            throw new IllegalStateException("not a refusal");
        }
        return new Outcome<>(null, error, retryAfterSeconds);
    }
}
