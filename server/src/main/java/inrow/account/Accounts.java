package inrow.account;

import inrow.account.AccountStore.Account;
import inrow.account.AccountStore.Challenge;
import inrow.account.AccountStore.Passkey;
import inrow.account.AccountStore.Session;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Accounts: sign-up, sign-in (password, recovery code, passkey), sessions, and what a person may change about their
 * own account. Knows no HTTP: the web layer hands it names, secrets and the page's {@link Passkeys.Party}, and turns
 * its {@link Outcome}s into answers. Every time is the server's injected clock.
 */
public final class Accounts {
    public static final long SESSION_MILLIS = TimeUnit.DAYS.toMillis(30);
    /** A session used after this long since its last renewal is renewed (a write at most once an hour per session). */
    public static final long RENEW_EVERY_MILLIS = TimeUnit.HOURS.toMillis(1);
    /** A deleted account's name is free for someone else this long after the deletion. */
    public static final long NAME_RELEASED_AFTER_MILLIS = TimeUnit.DAYS.toMillis(30);
    public static final long CHALLENGE_MILLIS = Passkeys.TIMEOUT_MILLIS;
    public static final int PASSKEY_NAME_MAX = 40;

    static final String SIGN_UP = "signup";
    static final String SIGN_IN = "signin";
    static final String ADD = "add";

    /** A new session: the token goes to the cookie and is never seen again; the store knows only its hash. */
    public record SignedIn(String token, Session session, Account account) {
    }

    /** A new account, signed in, with its recovery codes in the clear: shown once. */
    public record Created(SignedIn signedIn, List<String> recoveryCodes) {
    }

    /** Who a request's cookie names; {@code renewed}: the session's expiry moved on, so the cookie should too. */
    public record Viewer(Account account, Session session, boolean renewed) {
    }

    /** A ceremony started: the id to send back with the answer, and the options for the browser. */
    public record Ceremony(String challengeId, Map<String, Object> publicKey) {
    }

    private final AccountStore store;
    private final Passwords passwords;
    private final Passkeys passkeys;
    private final SignInThrottle throttle;
    private final LongSupplier clock;

    public Accounts(AccountStore store, Passwords passwords, Passkeys passkeys, SignInThrottle throttle,
                    LongSupplier clock) {
        this.store = store;
        this.passwords = passwords;
        this.passkeys = passkeys;
        this.throttle = throttle;
        this.clock = clock;
    }

    // ---- sign-up ----

    /** A name nobody else has (without regard to case), or the rule it breaks. */
    public AccountError nameProblem(String name) {
        AccountError rule = Username.problem(name);
        if (rule != null) {
            return rule;
        }
        Optional<Account> holder = store.accountByName(Username.key(name));
        return holder.isPresent() ? AccountError.NAME_TAKEN : null;
    }

    /** Sign-up with a name and a password. */
    public Outcome<Created> signUp(String name, String password, String userAgent) {
        AccountError rule = Username.problem(name);
        if (rule == null) {
            rule = Passwords.problem(password);
        }
        if (rule != null) {
            return Outcome.refused(rule);
        }
        return create(name, passwords.hash(password), null, Secrets.token(16), userAgent);
    }

    private Outcome<Created> create(String name, String passwordHash, Passkeys.Registered passkey, String id,
                                    String userAgent) {
        long now = clock.getAsLong();
        Account account = new Account(id, name, passwordHash, now, null);
        List<String> codes = RecoveryCodes.fresh();
        Passkey first = passkey == null ? null : new Passkey(passkey.credentialId(), id, passkey.publicKey(),
            passkey.signCount(), "", now, now);
        if (!store.createAccount(account, Username.key(name), RecoveryCodes.hashes(codes), first,
            now - NAME_RELEASED_AFTER_MILLIS)) {
            return Outcome.refused(AccountError.NAME_TAKEN);
        }
        return Outcome.ok(new Created(startSession(account, userAgent), codes));
    }

    /** Starts a passkey sign-up for this name: the name is checked now and again when the answer comes. */
    public Outcome<Ceremony> signUpOptions(String name, Passkeys.Party party) {
        AccountError problem = nameProblem(name);
        if (problem != null) {
            return Outcome.refused(problem);
        }
        String userHandle = Secrets.token(16);
        Challenge c = challenge(SIGN_UP, null, userHandle, name);
        return Outcome.ok(new Ceremony(c.id(), passkeys.creationOptions(party, c.challenge(), userHandle, name,
            List.of())));
    }

    public Outcome<Created> signUpWithPasskey(String challengeId, String response, Passkeys.Party party,
                                              String userAgent) {
        Optional<Challenge> c = take(challengeId, SIGN_UP);
        if (c.isEmpty()) {
            return Outcome.refused(AccountError.CHALLENGE_EXPIRED);
        }
        Passkeys.Registered registered = passkeys.register(response, party, c.get().challenge());
        if (registered == null) {
            return Outcome.refused(AccountError.PASSKEY_REFUSED);
        }
        return create(c.get().name(), null, registered, c.get().userHandle(), userAgent);
    }

    // ---- sign-in ----

    /**
     * Name and password. An unknown name, a passkey-only account and a wrong password get the same answer after the
     * same work (an Argon2id check against a dummy hash when there is nothing real to check).
     */
    public Outcome<SignedIn> signIn(String name, String password, String address, String userAgent) {
        String key = name == null ? "" : Username.key(name);
        long wait = throttle.wait(key, address);
        if (wait > 0) {
            return Outcome.throttled(wait);
        }
        Optional<Account> account = name == null || Username.problem(name) != null ? Optional.empty()
            : store.accountByName(key);
        boolean ok = passwords.matches(password, account.map(Account::passwordHash).orElse(null));
        if (!ok) {
            throttle.failed(key, address);
            return Outcome.refused(AccountError.WRONG_CREDENTIALS);
        }
        throttle.succeeded(key);
        return Outcome.ok(startSession(account.get(), userAgent));
    }

    /** Name and one recovery code, which is then used up. */
    public Outcome<SignedIn> signInWithRecoveryCode(String name, String code, String address, String userAgent) {
        String key = name == null ? "" : Username.key(name);
        long wait = throttle.wait(key, address);
        if (wait > 0) {
            return Outcome.throttled(wait);
        }
        Optional<Account> account = name == null || Username.problem(name) != null ? Optional.empty()
            : store.accountByName(key);
        if (code == null || account.isEmpty() || !store.useRecoveryCode(account.get().id(), RecoveryCodes.hash(code))) {
            throttle.failed(key, address);
            return Outcome.refused(AccountError.WRONG_CREDENTIALS);
        }
        throttle.succeeded(key);
        return Outcome.ok(startSession(account.get(), userAgent));
    }

    public Ceremony signInOptions(Passkeys.Party party) {
        Challenge c = challenge(SIGN_IN, null, null, null);
        return new Ceremony(c.id(), passkeys.requestOptions(party, c.challenge()));
    }

    /** A passkey's answer: its challenge is used up whatever the outcome, so the same answer never works twice. */
    public Outcome<SignedIn> signInWithPasskey(String challengeId, String response, Passkeys.Party party,
                                               String address, String userAgent) {
        long wait = throttle.wait(null, address);
        if (wait > 0) {
            return Outcome.throttled(wait);
        }
        Optional<Challenge> c = take(challengeId, SIGN_IN);
        if (c.isEmpty()) {
            return Outcome.refused(AccountError.CHALLENGE_EXPIRED);
        }
        Passkeys.Claimed claimed = passkeys.claimed(response);
        Optional<Passkey> stored = claimed == null ? Optional.empty() : store.passkey(claimed.credentialId());
        Optional<Account> account = stored.flatMap(p -> store.account(p.accountId())).filter(a -> !a.deleted());
        if (account.isEmpty() || claimed.userHandle() != null && !claimed.userHandle().equals(account.get().id())) {
            throttle.failed(null, address);
            return Outcome.refused(AccountError.PASSKEY_REFUSED);
        }
        long count = passkeys.authenticate(response, party, c.get().challenge(), stored.get());
        if (count < 0 || !store.usedPasskey(stored.get().credentialId(), stored.get().signCount(), count,
            clock.getAsLong())) {
            throttle.failed(null, address);
            return Outcome.refused(AccountError.PASSKEY_REFUSED);
        }
        return Outcome.ok(startSession(account.get(), userAgent));
    }

    /** Always a new session, with a new token: whatever session id a browser had before is never reused. */
    private SignedIn startSession(Account account, String userAgent) {
        long now = clock.getAsLong();
        String token = Secrets.token(32);
        Session s = new Session(Secrets.token(12), account.id(), now, now, now + SESSION_MILLIS,
            userAgent == null ? null : userAgent.length() > 200 ? userAgent.substring(0, 200) : userAgent);
        store.addSession(s, Secrets.sha256(token));
        return new SignedIn(token, s, account);
    }

    // ---- sessions ----

    /** The signed-in person a cookie's token names, renewing the session when due; empty for anything else. */
    public Optional<Viewer> viewer(String token) {
        if (token == null || token.length() != 43) {
            return Optional.empty();
        }
        String hash = Secrets.sha256(token);
        Optional<Session> s = store.sessionByToken(hash);
        if (s.isEmpty()) {
            return Optional.empty();
        }
        long now = clock.getAsLong();
        Session session = s.get();
        if (session.expiresAt() <= now) {
            store.endSessionByToken(hash);
            return Optional.empty();
        }
        Optional<Account> account = store.account(session.accountId()).filter(a -> !a.deleted());
        if (account.isEmpty()) {
            return Optional.empty();
        }
        boolean renew = now - session.lastUsedAt() >= RENEW_EVERY_MILLIS;
        if (renew) {
            session = new Session(session.id(), session.accountId(), session.createdAt(), now, now + SESSION_MILLIS,
                session.userAgent());
            store.renewSession(session.id(), now, now + SESSION_MILLIS);
        }
        return Optional.of(new Viewer(account.get(), session, renew));
    }

    public void signOut(String token) {
        if (token != null) {
            store.endSessionByToken(Secrets.sha256(token));
        }
    }

    public int signOutEverywhere(Account account) {
        return store.endAllSessions(account.id());
    }

    public List<Session> sessions(Account account) {
        return store.sessions(account.id());
    }

    public Outcome<Boolean> endSession(Account account, String sessionId) {
        return store.endSession(account.id(), sessionId) ? Outcome.ok(true)
            : Outcome.refused(AccountError.UNKNOWN_SESSION);
    }

    /** Drops expired sessions and challenges (a sweep; expired ones are refused anyway). */
    public int forgetExpired() {
        return store.forgetExpired(clock.getAsLong());
    }

    // ---- the account page ----

    public List<Passkey> passkeys(Account account) {
        return store.passkeys(account.id());
    }

    public int recoveryCodesLeft(Account account) {
        return store.recoveryCodesLeft(account.id());
    }

    public Ceremony addPasskeyOptions(Account account, Passkeys.Party party) {
        Challenge c = challenge(ADD, account.id(), null, null);
        List<String> exclude = store.passkeys(account.id()).stream().map(Passkey::credentialId).toList();
        return new Ceremony(c.id(), passkeys.creationOptions(party, c.challenge(), account.id(), account.name(),
            exclude));
    }

    public Outcome<Passkey> addPasskey(Account account, String challengeId, String response, Passkeys.Party party,
                                       String name) {
        String n = name == null ? "" : name.strip();
        if (n.length() > PASSKEY_NAME_MAX) {
            return Outcome.refused(AccountError.BAD_PASSKEY_NAME);
        }
        Optional<Challenge> c = take(challengeId, ADD).filter(ch -> account.id().equals(ch.accountId()));
        if (c.isEmpty()) {
            return Outcome.refused(AccountError.CHALLENGE_EXPIRED);
        }
        Passkeys.Registered registered = passkeys.register(response, party, c.get().challenge());
        if (registered == null || store.passkey(registered.credentialId()).isPresent()) {
            return Outcome.refused(AccountError.PASSKEY_REFUSED);
        }
        long now = clock.getAsLong();
        Passkey p = new Passkey(registered.credentialId(), account.id(), registered.publicKey(),
            registered.signCount(), n, now, null);
        store.addPasskey(p);
        return Outcome.ok(p);
    }

    public Outcome<Boolean> renamePasskey(Account account, String credentialId, String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty() || n.length() > PASSKEY_NAME_MAX) {
            return Outcome.refused(AccountError.BAD_PASSKEY_NAME);
        }
        return store.renamePasskey(account.id(), credentialId, n) ? Outcome.ok(true)
            : Outcome.refused(AccountError.UNKNOWN_PASSKEY);
    }

    /** Refused for the last passkey of an account without a password: there would be no way back in but codes. */
    public Outcome<Boolean> removePasskey(Account account, String credentialId) {
        List<Passkey> all = store.passkeys(account.id());
        if (all.stream().noneMatch(p -> p.credentialId().equals(credentialId))) {
            return Outcome.refused(AccountError.UNKNOWN_PASSKEY);
        }
        if (all.size() == 1 && account.passwordHash() == null) {
            return Outcome.refused(AccountError.LAST_SIGN_IN_METHOD);
        }
        return store.removePasskey(account.id(), credentialId) ? Outcome.ok(true)
            : Outcome.refused(AccountError.UNKNOWN_PASSKEY);
    }

    /** Sets the password, or changes it: then the current one must be given. */
    public Outcome<Boolean> setPassword(Account account, String current, String password) {
        AccountError rule = Passwords.problem(password);
        if (rule != null) {
            return Outcome.refused(rule);
        }
        if (account.passwordHash() != null && !passwords.matches(current, account.passwordHash())) {
            return Outcome.refused(AccountError.WRONG_PASSWORD);
        }
        store.setPassword(account.id(), passwords.hash(password));
        return Outcome.ok(true);
    }

    /** Ten new codes; the old ones stop working. */
    public List<String> newRecoveryCodes(Account account) {
        List<String> codes = RecoveryCodes.fresh();
        store.replaceRecoveryCodes(account.id(), RecoveryCodes.hashes(codes));
        return codes;
    }

    /**
     * Deletes the account once its name is typed again: every way in and every session goes at once; the row stays,
     * marked deleted, so games name a deleted player, and its name is free again after
     * {@link #NAME_RELEASED_AFTER_MILLIS}.
     */
    public Outcome<Boolean> delete(Account account, String confirmName) {
        if (confirmName == null || !Username.key(confirmName.strip()).equals(Username.key(account.name()))) {
            return Outcome.refused(AccountError.CONFIRM_NAME);
        }
        store.delete(account.id(), clock.getAsLong());
        return Outcome.ok(true);
    }

    /** Now, by the server's injected clock. */
    public long now() {
        return clock.getAsLong();
    }

    /** The account with this id, deleted or not (a game shows a deleted owner as a deleted player). */
    public Optional<Account> byId(String id) {
        return id == null ? Optional.empty() : store.account(id);
    }

    /** A live account by name, for its public profile. */
    public Optional<Account> byName(String name) {
        if (name == null || Username.problem(name) != null) {
            return Optional.empty();
        }
        return store.accountByName(Username.key(name));
    }

    /** Everything kept about this account, as plain data for the JSON download (no secret, not even hashed). */
    public Map<String, Object> data(Account account) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", account.name());
        out.put("joined", account.createdAt());
        out.put("hasPassword", account.passwordHash() != null);
        out.put("passkeys", passkeys(account).stream().map(p -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.name());
            m.put("created", p.createdAt());
            m.put("lastUsed", p.lastUsedAt());
            return m;
        }).toList());
        out.put("sessions", sessions(account).stream().map(s -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("created", s.createdAt());
            m.put("lastUsed", s.lastUsedAt());
            m.put("expires", s.expiresAt());
            m.put("userAgent", s.userAgent());
            return m;
        }).toList());
        out.put("recoveryCodesLeft", recoveryCodesLeft(account));
        // Games join accounts when the room links seats to them (issue 40's second half).
        out.put("games", List.of());
        out.put("exported", clock.getAsLong());
        return out;
    }

    // ---- challenges ----

    private Challenge challenge(String purpose, String accountId, String userHandle, String name) {
        Challenge c = new Challenge(Secrets.token(16), Secrets.token(32), purpose, accountId, userHandle, name,
            clock.getAsLong() + CHALLENGE_MILLIS);
        store.putChallenge(c);
        return c;
    }

    private Optional<Challenge> take(String id, String purpose) {
        if (id == null || id.isBlank() || id.length() > 64) {
            return Optional.empty();
        }
        return store.takeChallenge(id, clock.getAsLong()).filter(c -> c.purpose().equals(purpose));
    }
}
