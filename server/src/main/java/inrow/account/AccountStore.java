package inrow.account;

import java.util.List;
import java.util.Optional;

/**
 * Where accounts, passkeys, sessions, recovery codes and WebAuthn challenges are kept: the SQL stores (SQLite by
 * default, PostgreSQL shared by a cluster's nodes) in {@code inrow.store}. Every read goes to the store, so what one
 * node changes (a session ended) every node sees on its next request. Secrets arrive here already hashed.
 */
public interface AccountStore {
    /** {@code passwordHash} null: no password set. {@code deletedAt} null: a live account. */
    record Account(String id, String name, String passwordHash, long createdAt, Long deletedAt) {
        public boolean deleted() {
            return deletedAt != null;
        }
    }

    /** {@code publicKey}: the COSE key the authenticator gave at registration. */
    record Passkey(String credentialId, String accountId, byte[] publicKey, long signCount, String name,
                   long createdAt, Long lastUsedAt) {
    }

    record Session(String id, String accountId, long createdAt, long lastUsedAt, long expiresAt, String userAgent) {
    }

    /** A WebAuthn ceremony's server half; {@code accountId}, {@code userHandle} and {@code name} as its purpose needs. */
    record Challenge(String id, String challenge, String purpose, String accountId, String userHandle, String name,
                     long expiresAt) {
    }

    /** The store could not be reached or refused a write: nothing was changed, try again later. */
    final class Unavailable extends RuntimeException {
        public Unavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Adds an account with its recovery codes and (when not null) its first passkey, in one transaction; false, and
     * nothing added, when the name's key is taken. A deleted account's name deleted before {@code releasedBefore}
     * is released first.
     */
    boolean createAccount(Account account, String nameKey, List<String> recoveryHashes, Passkey passkey,
                          long releasedBefore);

    /** The live (not deleted) account of this name key. */
    Optional<Account> accountByName(String nameKey);

    /** Any account, deleted ones too (their games still name them). */
    Optional<Account> account(String id);

    void setPassword(String accountId, String hash);

    /** Marks the account deleted and drops its password, passkeys, recovery codes and sessions, in one transaction. */
    void delete(String accountId, long at);

    void addPasskey(Passkey passkey);

    Optional<Passkey> passkey(String credentialId);

    List<Passkey> passkeys(String accountId);

    boolean renamePasskey(String accountId, String credentialId, String name);

    boolean removePasskey(String accountId, String credentialId);

    /**
     * Records a use: the new counter and the time. False when another use got there first with a counter at least
     * as high (the same assertion twice at once): then nothing is recorded and the use is refused.
     */
    boolean usedPasskey(String credentialId, long previousCount, long signCount, long at);

    void addSession(Session session, String tokenHash);

    Optional<Session> sessionByToken(String tokenHash);

    void renewSession(String id, long lastUsedAt, long expiresAt);

    List<Session> sessions(String accountId);

    /** Ends one of this account's sessions; false when it has none by that id. */
    boolean endSession(String accountId, String sessionId);

    void endSessionByToken(String tokenHash);

    int endAllSessions(String accountId);

    int forgetExpired(long now);

    /** The account's recovery codes become these (old ones stop working), in one transaction. */
    void replaceRecoveryCodes(String accountId, List<String> hashes);

    /** Uses up one recovery code: true when the account had it (it is now gone). */
    boolean useRecoveryCode(String accountId, String hash);

    int recoveryCodesLeft(String accountId);

    void putChallenge(Challenge challenge);

    /** Takes a challenge (it can never be taken again); empty when unknown, already taken or expired by {@code now}. */
    Optional<Challenge> takeChallenge(String id, long now);
}
