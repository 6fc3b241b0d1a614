package inrow.bot.master;

/**
 * Random 64-bit keys for hashing positions: one per (cell, player). Generated from a fixed seed with SplitMix64 so
 * that hashes are the same from run to run (reproducible games and tests).
 */
public final class Zobrist {
    private Zobrist() {
    }

    /** Keys for {@code cells} cells, two per cell: index {@code cell * 2 + side} (side 0 = X, 1 = O). */
    static long[] keys(int cells, long seed) {
        long[] keys = new long[cells * 2];
        long state = seed;
        for (int i = 0; i < keys.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            keys[i] = mix(state);
        }
        return keys;
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
