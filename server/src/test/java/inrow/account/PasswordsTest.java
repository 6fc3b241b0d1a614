package inrow.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PasswordsTest {
    private static final Passwords PASSWORDS = new Passwords(Passwords.Cost.DEFAULT);

    @Test
    void aHashIsArgon2idWithItsParametersAndChecksOnlyTheSamePassword() {
        String h = PASSWORDS.hash("correct horse");
        assertTrue(h.startsWith("$argon2id$v=19$m=19456,t=2,p=1$"), h);
        assertTrue(PASSWORDS.matches("correct horse", h));
        assertFalse(PASSWORDS.matches("correct horsE", h));
        assertFalse(PASSWORDS.matches("correct horse", null));
        assertFalse(PASSWORDS.matches("correct horse", "$argon2id$garbage"));
        assertFalse(PASSWORDS.matches(null, h));
        // The same password twice: two salts, two hashes.
        assertFalse(h.equals(PASSWORDS.hash("correct horse")));
    }

    @Test
    void aStoredHashCarriesItsOwnCost() {
        String cheap = new Passwords(new Passwords.Cost(64, 1, 1)).hash("correct horse");
        assertTrue(PASSWORDS.matches("correct horse", cheap));
    }

    @Test
    void lengthRules() {
        assertEquals(AccountError.PASSWORD_TOO_SHORT, Passwords.problem("1234567"));
        assertEquals(AccountError.PASSWORD_TOO_SHORT, Passwords.problem(null));
        assertNull(Passwords.problem("12345678"));
        assertEquals(AccountError.PASSWORD_TOO_LONG, Passwords.problem("x".repeat(513)));
    }

    /**
     * An unknown name costs the same Argon2id work as a wrong password (a dummy hash is checked): counted, so that a
     * busy machine cannot make the test pass or fail. One derivation each, of the same cost and length; and, as a
     * rough check that the work is real, each takes a hash's time, not the microseconds of a string comparison.
     */
    @Test
    void anUnknownNameTakesAboutAsLongAsAWrongPassword() {
        String h = PASSWORDS.hash("correct horse");
        Passwords.Cost cost = Passwords.Cost.DEFAULT;
        long before = PASSWORDS.derivations(cost, 32);
        assertEquals(false, PASSWORDS.matches("wrong horse", h));
        long wrong = PASSWORDS.derivations(cost, 32) - before;
        assertEquals(false, PASSWORDS.matches("wrong horse", null));
        long unknown = PASSWORDS.derivations(cost, 32) - before - wrong;
        assertEquals(1, wrong, "a wrong password is one Argon2id derivation");
        assertEquals(wrong, unknown, "an unknown name is the same work");
        assertEquals(false, PASSWORDS.matches(null, h));
        assertEquals(wrong, PASSWORDS.derivations(cost, 32) - before - wrong - unknown, "so is no password at all");
        assertTrue(median(() -> PASSWORDS.matches("wrong horse", null)) > 100_000, "a hash, not a comparison");
    }

    private static long median(Runnable r) {
        long[] t = new long[5];
        for (int i = 0; i < t.length; i++) {
            long s = System.nanoTime();
            r.run();
            t[i] = System.nanoTime() - s;
        }
        java.util.Arrays.sort(t);
        return t[t.length / 2];
    }
}
