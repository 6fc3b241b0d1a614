package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.account.AccountStore;
import inrow.account.AccountStore.Account;
import inrow.account.AccountStore.Challenge;
import inrow.account.AccountStore.Passkey;
import inrow.account.AccountStore.Session;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What every account store does, run against SQLite and PostgreSQL alike. */
abstract class AccountStoreContract {
    /** A fresh, empty database's store, open. */
    abstract JdbcStore open();

    abstract AccountStore accountsOf(JdbcStore store);

    JdbcStore games;
    AccountStore store;

    @BeforeEach
    void openStore() {
        games = open();
        store = accountsOf(games);
    }

    @AfterEach
    void closeStore() {
        games.close();
    }

    static Account account(String id, String name) {
        return new Account(id, name, null, 1000, null);
    }

    @Test
    void aNameIsTakenWithoutRegardToCase() {
        assertTrue(store.createAccount(account("a1", "Ana"), "ana", List.of("h1", "h2"), null, 0));
        assertFalse(store.createAccount(account("a2", "ANA"), "ana", List.of("h3"), null, 0));
        assertEquals("Ana", store.accountByName("ana").orElseThrow().name());
        // The refused one left nothing behind, not even its recovery codes.
        assertTrue(store.account("a2").isEmpty());
        assertEquals(2, store.recoveryCodesLeft("a1"));
        assertEquals(0, store.recoveryCodesLeft("a2"));
    }

    @Test
    void anAccountMayStartWithAPasskeyWhoseCounterMovesOnlyForward() {
        Passkey p = new Passkey("cred1", "a1", new byte[] {1, 2, 3}, 0, "", 1000, null);
        assertTrue(store.createAccount(account("a1", "Ana"), "ana", List.of(), p, 0));
        Passkey stored = store.passkey("cred1").orElseThrow();
        assertEquals("a1", stored.accountId());
        assertEquals(3, stored.publicKey().length);
        assertTrue(store.usedPasskey("cred1", 0, 5, 2000));
        // The same use again (the counter it started from has moved on): refused, nothing recorded.
        assertFalse(store.usedPasskey("cred1", 0, 5, 3000));
        assertEquals(5, store.passkey("cred1").orElseThrow().signCount());
        assertEquals(2000L, store.passkey("cred1").orElseThrow().lastUsedAt());
        assertTrue(store.renamePasskey("a1", "cred1", "Laptop"));
        assertFalse(store.renamePasskey("a2", "cred1", "Not theirs"));
        assertEquals("Laptop", store.passkeys("a1").get(0).name());
        assertFalse(store.removePasskey("a2", "cred1"));
        assertTrue(store.removePasskey("a1", "cred1"));
        assertTrue(store.passkeys("a1").isEmpty());
    }

    @Test
    void sessionsAreFoundByTheirTokensHashAndEndOneOrAll() {
        store.createAccount(account("a1", "Ana"), "ana", List.of(), null, 0);
        store.addSession(new Session("s1", "a1", 1, 1, 100, "Firefox"), "hash1");
        store.addSession(new Session("s2", "a1", 2, 2, 100, "Chromium"), "hash2");
        assertEquals("s1", store.sessionByToken("hash1").orElseThrow().id());
        store.renewSession("s1", 50, 500);
        assertEquals(500, store.sessionByToken("hash1").orElseThrow().expiresAt());
        assertEquals(2, store.sessions("a1").size());
        assertFalse(store.endSession("other", "s2"));
        assertTrue(store.endSession("a1", "s2"));
        assertTrue(store.sessionByToken("hash2").isEmpty());
        store.addSession(new Session("s3", "a1", 3, 3, 100, null), "hash3");
        assertEquals(2, store.endAllSessions("a1"));
        assertTrue(store.sessions("a1").isEmpty());
        store.addSession(new Session("s4", "a1", 3, 3, 100, null), "hash4");
        assertEquals(1, store.forgetExpired(101));
    }

    @Test
    void aRecoveryCodeWorksOnceAndNewCodesReplaceTheOld() {
        store.createAccount(account("a1", "Ana"), "ana", List.of("h1", "h2"), null, 0);
        assertTrue(store.useRecoveryCode("a1", "h1"));
        assertFalse(store.useRecoveryCode("a1", "h1"));
        store.replaceRecoveryCodes("a1", List.of("n1", "n2", "n3"));
        assertFalse(store.useRecoveryCode("a1", "h2"));
        assertEquals(3, store.recoveryCodesLeft("a1"));
    }

    @Test
    void aChallengeIsTakenOnceAndNotAfterItExpires() {
        store.putChallenge(new Challenge("c1", "xyz", "signin", null, null, null, 1000));
        assertEquals("xyz", store.takeChallenge("c1", 999).orElseThrow().challenge());
        assertTrue(store.takeChallenge("c1", 999).isEmpty());
        store.putChallenge(new Challenge("c2", "xyz", "signin", null, null, null, 1000));
        assertTrue(store.takeChallenge("c2", 1001).isEmpty());
        assertTrue(store.takeChallenge("c2", 0).isEmpty(), "an expired challenge is gone, not kept for later");
    }

    @Test
    void aDeletedAccountLosesEveryWayInButKeepsItsRowAndItsNameForAWhile() {
        Passkey p = new Passkey("cred1", "a1", new byte[] {1}, 0, "", 1000, null);
        store.createAccount(new Account("a1", "Ana", "$argon2id$x", 1000, null), "ana", List.of("h1"), p, 0);
        store.addSession(new Session("s1", "a1", 1, 1, 100, null), "hash1");
        store.delete("a1", 5000);
        Account gone = store.account("a1").orElseThrow();
        assertTrue(gone.deleted());
        assertEquals(null, gone.passwordHash());
        assertTrue(store.accountByName("ana").isEmpty());
        assertTrue(store.passkey("cred1").isEmpty());
        assertTrue(store.sessionByToken("hash1").isEmpty());
        assertEquals(0, store.recoveryCodesLeft("a1"));
        // Not yet released: the name stays taken.
        assertFalse(store.createAccount(account("a2", "ana"), "ana", List.of(), null, 5000));
        // Released (deleted before the cut-off): free again; the old row keeps its games' name.
        assertTrue(store.createAccount(account("a2", "ana"), "ana", List.of(), null, 5001));
        assertEquals("a2", store.accountByName("ana").orElseThrow().id());
        assertEquals("Ana", store.account("a1").orElseThrow().name());
    }
}
