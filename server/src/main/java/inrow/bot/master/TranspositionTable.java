package inrow.bot.master;

import java.util.Arrays;

/**
 * A fixed-size hash table of search results keyed by Zobrist hash: score, whether it is exact or a lower or upper
 * bound, the depth it was searched to, and the best move. Direct mapped with two slots per bucket (one kept by
 * depth, one always replaced), so its memory is bounded whatever the game length.
 */
public final class TranspositionTable {
    public static final int EXACT = 0;
    public static final int LOWER = 1;
    public static final int UPPER = 2;

    private final long[] keys;
    private final long[] data;
    private final int mask;
    private int generation;

    /** Result of the last successful {@link #probe}. */
    int move;
    int depth;
    int flag;
    int score;

    /** A table of 2^bits entries (two longs each). */
    public TranspositionTable(int bits) {
        int entries = 1 << bits;
        keys = new long[entries];
        data = new long[entries];
        mask = (entries - 1) & ~1;
    }

    public void clear() {
        Arrays.fill(keys, 0);
        Arrays.fill(data, 0);
        generation = 0;
    }

    /** Ages entries: called once per move, so old results give way to new ones. */
    public void nextGeneration() {
        generation = (generation + 1) & 0x3F;
    }

    public boolean probe(long key) {
        int i = (int) key & mask;
        for (int j = i; j <= i + 1; j++) {
            long d = data[j];
            if (keys[j] == (key ^ d) && d != 0) {
                move = (int) (d & 0xFFFF) - 1;
                depth = (int) ((d >>> 16) & 0xFF) - 64;
                flag = (int) ((d >>> 24) & 0x3);
                score = (int) (d >> 32);
                return true;
            }
        }
        return false;
    }

    public void store(long key, int move, int depth, int flag, int score) {
        int i = (int) key & mask;
        long d = ((long) score << 32) | ((long) generation << 26) | ((long) flag << 24)
                | ((long) (Math.max(-64, Math.min(191, depth)) + 64) << 16) | (move + 1);
        // slot i keeps the deeper (or fresher) result; slot i + 1 takes everything else
        long old = data[i];
        boolean sameKey = keys[i] == (key ^ old) && old != 0;
        int oldDepth = (int) ((old >>> 16) & 0xFF) - 64;
        int oldGen = (int) ((old >>> 26) & 0x3F);
        if (old == 0 || sameKey || depth >= oldDepth || oldGen != generation) {
            if (sameKey && move < 0) {
                d = (d & ~0xFFFFL) | (old & 0xFFFF);
            }
            keys[i] = key ^ d;
            data[i] = d;
        } else {
            keys[i + 1] = key ^ d;
            data[i + 1] = d;
        }
    }
}
