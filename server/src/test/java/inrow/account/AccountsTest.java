package inrow.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.store.JdbcAccountStore;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The account service over a real (in-memory SQLite) store, on a clock the test moves. */
class AccountsTest {
    private final AtomicLong now = new AtomicLong(1_700_000_000_000L);
    private final AccountStore store = JdbcAccountStore.inMemory();
    private final Accounts accounts = new Accounts(store, new Passwords(new Passwords.Cost(64, 1, 1)),
        new Passkeys(), new SignInThrottle(5, 20, now::get), now::get);
    private final Passkeys.Party party = new Passkeys.Party("localhost", "http://localhost:7070");

    private Accounts.Created signUp(String name) {
        Outcome<Accounts.Created> o = accounts.signUp(name, "correct horse", "test");
        assertTrue(o.ok(), () -> String.valueOf(o.error()));
        return o.value();
    }

    @Test
    void signingUpGivesASessionAndTenRecoveryCodes() {
        Accounts.Created c = signUp("Ana");
        assertEquals(10, c.recoveryCodes().size());
        assertEquals(10, c.recoveryCodes().stream().distinct().count());
        assertEquals(43, c.signedIn().token().length(), "256 bits, base64url");
        assertEquals("Ana", accounts.viewer(c.signedIn().token()).orElseThrow().account().name());
    }

    @Test
    void aTakenNameIsRefusedWhateverItsCaseAndChangesNothing() {
        signUp("Ana");
        assertEquals(AccountError.NAME_TAKEN, accounts.signUp("ANA", "another pass", null).error());
        assertEquals(AccountError.NAME_TAKEN, accounts.nameProblem("aNa"));
        assertEquals(AccountError.NAME_BAD_EDGE, accounts.signUp("_x", "another pass", null).error());
        assertEquals(AccountError.PASSWORD_TOO_SHORT, accounts.signUp("Bo", "short", null).error());
        assertTrue(accounts.byName("Bo").isEmpty());
    }

    @Test
    void anUnknownNameAndAWrongPasswordGetTheSameAnswer() {
        signUp("Ana");
        assertEquals(AccountError.WRONG_CREDENTIALS, accounts.signIn("Ana", "wrong horse", "1.2.3.4", null).error());
        assertEquals(AccountError.WRONG_CREDENTIALS, accounts.signIn("Nobody", "wrong horse", "1.2.3.4", null).error());
        assertEquals(AccountError.WRONG_CREDENTIALS, accounts.signIn("bad name!", "x", "1.2.3.4", null).error());
        assertTrue(accounts.signIn("ana", "correct horse", "1.2.3.4", null).ok(), "any case of the name");
    }

    @Test
    void everySignInIsANewSession() {
        Accounts.Created c = signUp("Ana");
        Accounts.SignedIn again = accounts.signIn("Ana", "correct horse", "1.2.3.4", null).value();
        assertNotEquals(c.signedIn().token(), again.token());
        assertNotEquals(c.signedIn().session().id(), again.session().id());
        assertEquals(2, accounts.sessions(again.account()).size());
    }

    @Test
    void failedSignInsAreThrottledAndTheThrottleEnds() {
        signUp("Ana");
        for (int i = 0; i < 5; i++) {
            accounts.signIn("Ana", "wrong horse", "1.2.3.4", null);
        }
        Outcome<Accounts.SignedIn> held = accounts.signIn("Ana", "correct horse", "5.6.7.8", null);
        assertEquals(AccountError.THROTTLED, held.error(), "even the right password, from another address");
        assertTrue(held.retryAfterSeconds() > 0);
        now.addAndGet(SignInThrottle.WINDOW_MILLIS);
        assertTrue(accounts.signIn("Ana", "correct horse", "5.6.7.8", null).ok());
    }

    @Test
    void aRecoveryCodeSignsInOnceAndNewCodesEndTheOld() {
        Accounts.Created c = signUp("Ana");
        String code = c.recoveryCodes().get(3);
        assertTrue(accounts.signInWithRecoveryCode("Ana", code.toUpperCase(), "1.2.3.4", null).ok());
        assertEquals(AccountError.WRONG_CREDENTIALS,
            accounts.signInWithRecoveryCode("Ana", code, "1.2.3.4", null).error());
        List<String> fresh = accounts.newRecoveryCodes(c.signedIn().account());
        assertEquals(AccountError.WRONG_CREDENTIALS,
            accounts.signInWithRecoveryCode("Ana", c.recoveryCodes().get(4), "1.2.3.4", null).error());
        assertTrue(accounts.signInWithRecoveryCode("Ana", fresh.get(0), "1.2.3.4", null).ok());
    }

    @Test
    void aSessionLastsThirtyDaysRenewedByUse() {
        String token = signUp("Ana").signedIn().token();
        now.addAndGet(Accounts.SESSION_MILLIS - 1000);
        Accounts.Viewer v = accounts.viewer(token).orElseThrow();
        assertTrue(v.renewed());
        now.addAndGet(Accounts.SESSION_MILLIS - 1000);
        assertTrue(accounts.viewer(token).isPresent(), "used 29 days later: renewed again");
        now.addAndGet(Accounts.SESSION_MILLIS);
        assertTrue(accounts.viewer(token).isEmpty(), "30 days unused: expired");
        assertTrue(accounts.viewer(token).isEmpty());
    }

    @Test
    void aForgedOrEndedTokenNamesNobody() {
        Accounts.Created c = signUp("Ana");
        String token = c.signedIn().token();
        assertTrue(accounts.viewer(token.substring(0, 42) + (token.endsWith("A") ? "B" : "A")).isEmpty());
        assertTrue(accounts.viewer("").isEmpty());
        assertTrue(accounts.viewer(null).isEmpty());
        String other = accounts.signIn("Ana", "correct horse", "1.2.3.4", null).value().token();
        accounts.signOut(token);
        assertTrue(accounts.viewer(token).isEmpty());
        assertTrue(accounts.viewer(other).isPresent());
        accounts.signOutEverywhere(c.signedIn().account());
        assertTrue(accounts.viewer(other).isEmpty());
    }

    @Test
    void changingThePasswordNeedsTheCurrentOne() {
        Accounts.Created c = signUp("Ana");
        AccountStore.Account a = c.signedIn().account();
        assertEquals(AccountError.WRONG_PASSWORD, accounts.setPassword(a, "wrong horse", "new battery").error());
        assertTrue(accounts.setPassword(a, "correct horse", "new battery").ok());
        assertEquals(AccountError.WRONG_CREDENTIALS, accounts.signIn("Ana", "correct horse", "1", null).error());
        assertTrue(accounts.signIn("Ana", "new battery", "1", null).ok());
    }

    @Test
    void aDeletedAccountIsGoneAndItsNameFreesAfterThirtyDays() {
        Accounts.Created c = signUp("Ana");
        AccountStore.Account a = c.signedIn().account();
        assertEquals(AccountError.CONFIRM_NAME, accounts.delete(a, "Bo").error());
        assertTrue(accounts.viewer(c.signedIn().token()).isPresent());
        assertTrue(accounts.delete(a, "ana").ok());
        assertTrue(accounts.viewer(c.signedIn().token()).isEmpty());
        assertTrue(accounts.byName("Ana").isEmpty());
        assertEquals(AccountError.WRONG_CREDENTIALS, accounts.signIn("Ana", "correct horse", "1", null).error());
        assertEquals(AccountError.NAME_TAKEN, accounts.signUp("Ana", "correct horse", null).error());
        now.addAndGet(Accounts.NAME_RELEASED_AFTER_MILLIS + 1);
        assertTrue(accounts.signUp("Ana", "correct horse", null).ok());
        assertTrue(store.account(a.id()).orElseThrow().deleted(), "the old row stays for its games");
    }

    @Test
    void aPasskeyAnswerWithoutAChallengeOrThatDoesNotParseIsRefused() {
        assertEquals(AccountError.CHALLENGE_EXPIRED,
            accounts.signInWithPasskey("nope", "{}", party, "1", null).error());
        Accounts.Ceremony c = accounts.signInOptions(party);
        assertEquals(AccountError.PASSKEY_REFUSED,
            accounts.signInWithPasskey(c.challengeId(), "{\"id\":\"x\"}", party, "1", null).error());
        assertEquals(AccountError.CHALLENGE_EXPIRED,
            accounts.signInWithPasskey(c.challengeId(), "{\"id\":\"x\"}", party, "1", null).error(),
            "a challenge is used up by its first answer");
        Accounts.Ceremony late = accounts.signInOptions(party);
        now.addAndGet(Accounts.CHALLENGE_MILLIS + 1);
        assertEquals(AccountError.CHALLENGE_EXPIRED,
            accounts.signInWithPasskey(late.challengeId(), "{}", party, "1", null).error());
        Outcome<Accounts.Ceremony> signUp = accounts.signUpOptions("Ana", party);
        assertTrue(signUp.ok());
        assertEquals(AccountError.PASSKEY_REFUSED,
            accounts.signUpWithPasskey(signUp.value().challengeId(), "{}", party, null).error());
        assertTrue(accounts.byName("Ana").isEmpty());
        assertFalse(accounts.signInOptions(party).publicKey().isEmpty());
    }
}
