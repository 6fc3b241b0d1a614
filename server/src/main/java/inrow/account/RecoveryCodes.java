package inrow.account;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Ten one-time codes given at sign-up, the way back in without email: {@code xxxxx-xxxxx}, ten characters from an
 * alphabet without look-alikes (no 0/o, 1/l/i), about 50 bits each. Kept as SHA-256 ({@link Secrets#sha256}); read
 * back without regard to case, spaces or dashes, as people copy them.
 */
public final class RecoveryCodes {
    public static final int COUNT = 10;
    private static final String ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

    private RecoveryCodes() {
    }

    public static List<String> fresh() {
        List<String> codes = new ArrayList<>(COUNT);
        for (int i = 0; i < COUNT; i++) {
            StringBuilder b = new StringBuilder(11);
            for (int j = 0; j < 10; j++) {
                if (j == 5) {
                    b.append('-');
                }
                b.append(ALPHABET.charAt(Secrets.below(ALPHABET.length())));
            }
            codes.add(b.toString());
        }
        return codes;
    }

    /** The code as stored: lower case, without spaces or dashes. */
    public static String hash(String code) {
        return Secrets.sha256(code.toLowerCase(Locale.ROOT).replaceAll("[\\s-]", ""));
    }

    public static List<String> hashes(List<String> codes) {
        return codes.stream().map(RecoveryCodes::hash).toList();
    }
}
