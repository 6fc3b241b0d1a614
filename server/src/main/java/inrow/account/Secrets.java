package inrow.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

/** Random tokens and ids, and the SHA-256 under which high-entropy secrets (session tokens, recovery codes) are kept. */
public final class Secrets {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();

    private Secrets() {
    }

    public static byte[] bytes(int n) {
        byte[] b = new byte[n];
        RANDOM.nextBytes(b);
        return b;
    }

    /** {@code n} random bytes as base64url without padding. */
    public static String token(int n) {
        return B64.encodeToString(bytes(n));
    }

    public static int below(int bound) {
        return RANDOM.nextInt(bound);
    }

    /**
     * SHA-256 in hex. Enough for secrets with 50 bits or more of randomness (a session token has 256): nobody can try
     * that many guesses against a stolen table, so they need no slow hash. Passwords, which people choose, get
     * Argon2id ({@link Passwords}).
     */
    public static String sha256(String secret) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder(64);
            for (byte b : d) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
