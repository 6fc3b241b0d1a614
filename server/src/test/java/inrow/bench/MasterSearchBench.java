package inrow.bench;

import inrow.bot.Budget;
import inrow.bot.MasterBot;
import inrow.engine.Game;
import inrow.engine.Rules;
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
 * The master's search speed: it decides from a quiet 15x15 position with a fixed think budget, its tables cleared
 * before every decision, and the nodes it reports ({@code MasterBot.engine().lastNodes}) are counted as operations, so
 * JMH prints them as nodes per second (the {@code nodes} line); the primary score is decisions per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class MasterSearchBench {
    /** Stones already on the board (quiet positions, seed 2, where the master reaches its alpha-beta search). */
    @Param({"4", "16"})
    public int stones;

    @Param({"100"})
    public long budgetMillis;

    private Game position;
    private MasterBot master;

    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        public long nodes;
    }

    @Setup
    public void setup() {
        position = Positions.middleGame(Rules.GOMOKU, stones, 2);
        master = new MasterBot();
    }

    @Setup(Level.Invocation)
    public void clearTables() {
        master.reset();
    }

    @Benchmark
    public Object decide(Nodes counter) {
        Object move = master.choose(position, Budget.millis(budgetMillis)).move();
        counter.nodes += master.engine().lastNodes;
        return move;
    }
}
