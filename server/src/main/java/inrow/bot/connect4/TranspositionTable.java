package inrow.bot.connect4;

import java.util.Arrays;

/**
 * Bounds on scores already found, by position key: one direct-mapped slot per key modulo a prime (a prime size
 * spreads keys that differ only in high bits), a newer entry replacing an older one. Each slot holds an upper or a
 * lower bound, which is all a null-window search learns.
 */
final class TranspositionTable {
    /** Scores stay within ±32 on any board that fits in 64 bits; lower bounds are kept above this offset. */
    private static final int LOWER = 80;
    private static final int MIN = -40;

    private final long[] keys;
    private final byte[] values;

    /** A table of the first prime number of slots at or above {@code size}. */
    TranspositionTable(int size) {
        int n = nextPrime(size);
        keys = new long[n];
        values = new byte[n];
    }

    void clear() {
        Arrays.fill(keys, 0);
        Arrays.fill(values, (byte) 0);
    }

    void putUpper(long key, int score) {
        put(key, score - MIN + 1);
    }

    void putLower(long key, int score) {
        put(key, score - MIN + 1 + LOWER);
    }

    /** The stored code for {@code key}: 0 for none; see {@link #isLower} and {@link #score}. */
    int get(long key) {
        int i = index(key);
        return keys[i] == key ? values[i] & 0xFF : 0;
    }

    static boolean isLower(int code) {
        return code > LOWER;
    }

    static int score(int code) {
        return (code > LOWER ? code - LOWER : code) + MIN - 1;
    }

    private void put(long key, int code) {
        int i = index(key);
        keys[i] = key;
        values[i] = (byte) code;
    }

    private int index(long key) {
        return (int) Long.remainderUnsigned(key, keys.length);
    }

    private static int nextPrime(int n) {
        for (int p = Math.max(n, 2); ; p++) {
            boolean prime = true;
            for (int d = 2; (long) d * d <= p; d++) {
                if (p % d == 0) {
                    prime = false;
                    break;
                }
            }
            if (prime) {
                return p;
            }
        }
    }
}
