package inrow.account;

import java.util.Locale;

/**
 * Every way an account request can be refused, each its own code on the wire ({@code name_too_short}...) and its
 * own message in each language ({@code account.error.<code>}). A refused request changed nothing.
 */
public enum AccountError {
    NAME_TOO_SHORT(400), NAME_TOO_LONG(400), NAME_BAD_CHARACTER(400), NAME_BAD_EDGE(400), NAME_TAKEN(409),
    PASSWORD_TOO_SHORT(400), PASSWORD_TOO_LONG(400),
    /** Unknown name or wrong password: the same answer for both, so it tells nobody which names exist. */
    WRONG_CREDENTIALS(401),
    /** Changing the password, deleting the account: the current password given was not it. */
    WRONG_PASSWORD(403),
    THROTTLED(429),
    NOT_SIGNED_IN(401),
    /** A passkey's answer that does not check out: wrong origin or site, bad signature, a lower counter, a replay. */
    PASSKEY_REFUSED(400),
    /** The ceremony's challenge is unknown, already used or expired: start again. */
    CHALLENGE_EXPIRED(400),
    UNKNOWN_PASSKEY(404),
    UNKNOWN_SESSION(404),
    UNKNOWN_USER(404),
    BAD_PASSKEY_NAME(400),
    /** Removing the last passkey of an account without a password would leave no way in. */
    LAST_SIGN_IN_METHOD(409),
    /** Deleting an account needs its name typed again. */
    CONFIRM_NAME(400);

    public final int status;

    AccountError(int status) {
        this.status = status;
    }

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
