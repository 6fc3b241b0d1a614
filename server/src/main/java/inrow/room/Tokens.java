package inrow.room;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/** Seat tokens (secrets that prove a seat) and room codes (public names of rooms). */
public final class Tokens {
    /** No 0/O, 1/I/L: a code read aloud or copied by hand stays unambiguous. */
    static final String CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    public static final int CODE_LENGTH = 8;
    private static final int TOKEN_BYTES = 16;

    private final SecureRandom random = new SecureRandom();

    /** 128 random bits, URL-safe. */
    public String newToken() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public String newCode() {
        char[] code = new char[CODE_LENGTH];
        for (int i = 0; i < code.length; i++) {
            code[i] = CODE_ALPHABET.charAt(random.nextInt(CODE_ALPHABET.length()));
        }
        return new String(code);
    }

    /** Time does not depend on where the strings differ, so a token cannot be guessed byte by byte. */
    public static boolean same(String a, String b) {
        if (a == null || b == null) {
            return false;
        }
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    public static boolean looksLikeCode(String s) {
        if (s == null || s.length() != CODE_LENGTH) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (CODE_ALPHABET.indexOf(s.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }
}
