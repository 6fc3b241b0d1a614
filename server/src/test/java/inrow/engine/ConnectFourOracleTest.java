package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Connect Four (7x6, four in a row, gravity) played through the engine against published counts: the number of
 * distinct legal positions after n plies (OEIS A212693) and the number of move sequences (perft). A wrong landing
 * row, a full column accepted, or a game that goes on after a win shifts at least one of them.
 *
 * <p>The two counts share nothing and each keeps a core busy for seconds: when classes run side by side (the unit
 * tier), they run side by side too.
 */
@Execution(ExecutionMode.CONCURRENT)
class ConnectFourOracleTest {
    /** OEIS A212693, n = 0..10. */
    private static final long[] POSITIONS = {1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186, 1662623};
    /** Move sequences of length n = 0..7: 7^n but for the seven that would put a seventh stone in one column. */
    private static final long[] PERFT = {1, 7, 49, 343, 2401, 16807, 117649, 823536};

    @Test
    void distinctPositionsAfterEachPly() {
        LongSet[] seen = new LongSet[POSITIONS.length];
        for (int n = 0; n < seen.length; n++) {
            seen[n] = new LongSet(POSITIONS[n]);
        }
        visit(Game.start(Rules.CONNECT4), 0, seen);
        long[] counted = new long[POSITIONS.length];
        for (int n = 0; n < seen.length; n++) {
            counted[n] = seen[n].size();
        }
        assertArrayEquals(POSITIONS, counted);
    }

    /**
     * Depth first, each position played on once: one reached again by another order of the same moves has the same
     * moves after it. A won position is counted but not played on. Only the keys are kept, in flat arrays: keeping
     * the 2.5 million positions as games (or boxed keys) made the collector copy hundreds of megabytes in pauses of
     * up to a second that stopped every test sharing the JVM.
     */
    private static void visit(Game game, int ply, LongSet[] seen) {
        if (!seen[ply].add(key(game)) || ply == seen.length - 1 || game.isOver()) {
            return;
        }
        for (int x = 0; x < 7; x++) {
            if (game.drop(x) instanceof MoveResult.Played played) {
                visit(played.game(), ply + 1, seen);
            }
        }
    }

    /** A set of nonzero longs by open addressing, sized for {@code expected} keys at most half full. */
    private static final class LongSet {
        private final long[] slots;
        private int size;

        LongSet(long expected) {
            slots = new long[Integer.highestOneBit((int) Math.max(2, expected) * 2) * 2];
        }

        /** True if the key was not there yet. */
        boolean add(long key) {
            int mask = slots.length - 1;
            int i = (int) (mix(key) & mask);
            while (slots[i] != 0) {
                if (slots[i] == key) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            if (++size * 2 > slots.length) {
                throw new IllegalStateException("more keys than the published count: " + size);
            }
            slots[i] = key;
            return true;
        }

        int size() {
            return size;
        }

        private static long mix(long key) {
            long h = key * 0x9E3779B97F4A7C15L;
            return h ^ (h >>> 32);
        }
    }

    @Test
    void perft() {
        long[] counted = new long[PERFT.length];
        perft(Game.start(Rules.CONNECT4), 0, counted);
        assertArrayEquals(PERFT, counted);
    }

    private static void perft(Game game, int depth, long[] counted) {
        counted[depth]++;
        if (depth == counted.length - 1 || game.isOver()) {
            return;
        }
        for (int x = 0; x < 7; x++) {
            if (game.drop(x) instanceof MoveResult.Played played) {
                perft(played.game(), depth + 1, counted);
            }
        }
    }

    /**
     * A position as 7 bits a column: one bit per X stone from the bottom, then a marker bit just above the column's
     * top stone, so columns of different heights never share a key.
     */
    private static long key(Game game) {
        long key = 0;
        for (int x = 0; x < 7; x++) {
            int height = 0;
            for (int y = 5; y >= 0 && game.at(x, y) != null; y--, height++) {
                if (game.at(x, y) == Mark.X) {
                    key |= 1L << (x * 7 + height);
                }
            }
            key |= 1L << (x * 7 + height);
        }
        return key;
    }
}
