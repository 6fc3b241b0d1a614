package inrow.bot.connect4;

import java.util.Arrays;

/**
 * Bounds on scores already found, by position key: one direct-mapped slot per key modulo a prime (a prime size
 * spreads keys that differ only in high bits), a newer entry replacing an older one. Each slot holds an upper or a
 * lower bound, which is all a null-window search learns.
 *
 * <p>A slot is one {@code long}: the key's quotient by the table size above an 8-bit code. The slot's index is the
 * remainder, so quotient and index give back the whole key, and a probe touches one cache line instead of two
 * (separate key and value arrays cost a second miss on every probe of a table far larger than the cache).
 */
final class TranspositionTable {
    /** Scores stay within ±32 on any board that fits in 64 bits; lower bounds are kept above this offset. */
    private static final int LOWER = 80;
    private static final int MIN = -40;

    private final long[] slots;

    /** A table of the first prime number of slots at or above {@code size} (at least 2^8, so quotients fit in 56 bits). */
    TranspositionTable(int size) {
        slots = new long[nextPrime(Math.max(size, 1 << 8))];
    }

    void clear() {
        Arrays.fill(slots, 0);
    }

    void putUpper(long key, int score) {
        put(key, score - MIN + 1);
    }

    void putLower(long key, int score) {
        put(key, score - MIN + 1 + LOWER);
    }

    /** The stored code for {@code key}: 0 for none; see {@link #isLower} and {@link #score}. */
    int get(long key) {
        long slot = slots[index(key)];
        return (slot >>> 8) == Long.divideUnsigned(key, slots.length) ? (int) (slot & 0xFF) : 0;
    }

    static boolean isLower(int code) {
        return code > LOWER;
    }

    static int score(int code) {
        return (code > LOWER ? code - LOWER : code) + MIN - 1;
    }

    private void put(long key, int code) {
        slots[index(key)] = Long.divideUnsigned(key, slots.length) << 8 | code;
    }

    private int index(long key) {
        return (int) Long.remainderUnsigned(key, slots.length);
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
