package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
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
        long[] counted = new long[POSITIONS.length];
        // The positions of one ply, keyed by their stones; a won position is counted but not played on.
        Map<Long, Game> level = new HashMap<>();
        Game start = Game.start(Rules.CONNECT4);
        level.put(key(start), start);
        int last = POSITIONS.length - 1;
        for (int n = 0; n < last; n++) {
            counted[n] = level.size();
            if (n == last - 1) {
                break;
            }
            Map<Long, Game> next = new HashMap<>(level.size() * 4);
            for (Game game : level.values()) {
                if (game.isOver()) {
                    continue;
                }
                for (int x = 0; x < 7; x++) {
                    if (game.drop(x) instanceof MoveResult.Played played) {
                        next.putIfAbsent(key(played.game()), played.game());
                    }
                }
            }
            level = next;
        }
        // The last ply is only counted, never played on: its 1.7 million positions are kept as keys, not games (the
        // games made the test spend most of its time collecting garbage).
        Set<Long> lastPly = new HashSet<>((int) POSITIONS[last] * 2);
        for (Game game : level.values()) {
            if (game.isOver()) {
                continue;
            }
            for (int x = 0; x < 7; x++) {
                if (game.drop(x) instanceof MoveResult.Played played) {
                    lastPly.add(key(played.game()));
                }
            }
        }
        counted[last] = lastPly.size();
        assertArrayEquals(POSITIONS, counted);
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
