package inrow.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Passwords hashed with Argon2id (Bouncy Castle's implementation), kept as PHC strings:
 * {@code $argon2id$v=19$m=19456,t=2,p=1$SALT$HASH}. The defaults are OWASP's first recommendation for Argon2id
 * (19 MiB of memory, 2 passes, 1 lane), a 16-byte random salt and a 32-byte hash; a stored string carries its own
 * parameters, so raising them later leaves old hashes checkable. Comparison is constant-time. A password is never
 * logged, stored or returned as it is.
 */
public final class Passwords {
    public static final int MIN_LENGTH = 8;
    /** In UTF-8 bytes: long enough for any passphrase, short enough that hashing one costs no more than any other. */
    public static final int MAX_BYTES = 512;

    /** Argon2id's cost: memory in KiB, passes, lanes. */
    public record Cost(int memoryKib, int iterations, int parallelism) {
        public static final Cost DEFAULT = new Cost(19 * 1024, 2, 1);
    }

    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getDecoder();

    private final Cost cost;
    /** A hash of nothing anyone knows, checked against when a name is unknown so that it takes as long as a wrong password. */
    private final String dummy;

    public Passwords(Cost cost) {
        this.cost = cost;
        this.dummy = hash(Secrets.token(24));
    }

    /** Why this password cannot be set, or null when it can. */
    public static AccountError problem(String password) {
        if (password == null || password.codePointCount(0, password.length()) < MIN_LENGTH) {
            return AccountError.PASSWORD_TOO_SHORT;
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            return AccountError.PASSWORD_TOO_LONG;
        }
        return null;
    }

    public String hash(String password) {
        byte[] salt = Secrets.bytes(16);
        byte[] out = derive(password, salt, cost, 32);
        return "$argon2id$v=19$m=" + cost.memoryKib() + ",t=" + cost.iterations() + ",p=" + cost.parallelism() + "$"
            + B64.encodeToString(salt) + "$" + B64.encodeToString(out);
    }

    /** Whether the password is the one hashed; a null or malformed hash is checked against the dummy and is false. */
    public boolean matches(String password, String stored) {
        if (password == null || password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            waste("");
            return false;
        }
        boolean real = stored != null;
        String[] parts = (real ? stored : dummy).split("\\$");
        // "", "argon2id", "v=19", "m=..,t=..,p=..", salt, hash
        if (parts.length != 6 || !parts[1].equals("argon2id")) {
            waste(password);
            return false;
        }
        try {
            Cost c = parse(parts[3]);
            byte[] salt = B64D.decode(parts[4]);
            byte[] expected = B64D.decode(parts[5]);
            byte[] actual = derive(password, salt, c, expected.length);
            return MessageDigest.isEqual(expected, actual) && real;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Spends the time a check takes, for an unknown name: its answer is the same as a wrong password's. */
    public void waste(String password) {
        matches(password == null ? "" : password, dummy);
    }

    private static Cost parse(String params) {
        int m = 0;
        int t = 0;
        int p = 0;
        for (String kv : params.split(",")) {
            String[] pair = kv.split("=", 2);
            int v = Integer.parseInt(pair[1]);
            switch (pair[0]) {
                case "m" -> m = v;
                case "t" -> t = v;
                case "p" -> p = v;
                default -> throw new IllegalArgumentException("unknown Argon2 parameter " + pair[0]);
            }
        }
        if (m < 8 || t < 1 || p < 1 || m > 1024 * 1024 || t > 100 || p > 16) {
            throw new IllegalArgumentException("Argon2 parameters out of range");
        }
        return new Cost(m, t, p);
    }

    /** The Argon2id work done so far, by cost and output length: what a check costs, counted rather than timed. */
    private final java.util.concurrent.ConcurrentHashMap<String, java.util.concurrent.atomic.LongAdder> work =
        new java.util.concurrent.ConcurrentHashMap<>();

    /** How many derivations of this cost and length were made (for the tests: an unknown name does a wrong one's). */
    long derivations(Cost c, int length) {
        java.util.concurrent.atomic.LongAdder n = work.get(c + "/" + length);
        return n == null ? 0 : n.sum();
    }

    private byte[] derive(String password, byte[] salt, Cost cost, int length) {
        work.computeIfAbsent(cost + "/" + length, k -> new java.util.concurrent.atomic.LongAdder()).increment();
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
            .withVersion(Argon2Parameters.ARGON2_VERSION_13)
            .withMemoryAsKB(cost.memoryKib())
            .withIterations(cost.iterations())
            .withParallelism(cost.parallelism())
            .withSalt(salt)
            .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] out = new byte[length];
        generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        return out;
    }
}
