package inrow.bench;

import inrow.bot.connect4.Position;
import inrow.bot.connect4.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Connect Four solver's speed on the three stages of the published test groups: {@code end} (28 to 34 stones
 * played), {@code middle} (14 to 27) and {@code beginning} (8 to 13). Each group is 16 positions made by uniformly
 * random drops from seed 1 (a sequence is redrawn when a stone wins or the side to move could win at once), solved
 * in turn, exactly, the transposition table cleared before each. Primary score: solves per second; {@code nodes}:
 * positions searched per second. Random positions are easier than those of good play (one side is usually far
 * ahead), so these times are lower than for real games at the same ply.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class ConnectFourBench {
    @Param({"end", "middle", "beginning"})
    public String stage;

    private final List<Position> positions = new ArrayList<>();
    private final Solver solver = new Solver();
    private int next;

    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        public long nodes;
    }

    @Setup
    public void positions() {
        int low = switch (stage) {
            case "end" -> 28;
            case "middle" -> 14;
            default -> 8;
        };
        int high = switch (stage) {
            case "end" -> 34;
            case "middle" -> 27;
            default -> 13;
        };
        Random random = new Random(1);
        while (positions.size() < 16) {
            Position p = randomPosition(random, low + random.nextInt(high - low + 1));
            if (p != null) {
                positions.add(p);
            }
        }
    }

    @Setup(Level.Invocation)
    public void clearTable() {
        solver.reset();
    }

    @Benchmark
    public int solve(Nodes counter) {
        Position p = positions.get(next++ % positions.size());
        long before = solver.nodes();
        int score = solver.solve(p);
        counter.nodes += solver.nodes() - before;
        return score;
    }

    /** Random drops up to {@code plies}; null when a stone wins on the way or the mover could then win at once. */
    static Position randomPosition(Random random, int plies) {
        Position p = new Position(7, 6, 4);
        while (p.moves() < plies) {
            int c = random.nextInt(7);
            if (!p.canPlay(c)) {
                continue;
            }
            if (p.isWinningMove(c)) {
                return null;
            }
            p.play(c);
        }
        return p.canWinNext() ? null : p;
    }
}
