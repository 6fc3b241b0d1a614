package inrow.bench;

import inrow.bot.master.SearchBoard;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Renju;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What renju's forbidden-point detector costs, on middle-game positions (30 stones played in a cluster around the
 * centre, black to move): {@code foulAtPoint} = one {@link Renju#foul} call on the next empty point near the stones
 * (what a search pays per black candidate move); {@code forbiddenPoints} = the whole board's list, as GAME carries it
 * after every white move; {@code masterForbiddenAtPoint} = the master's own check ({@code SearchBoard.forbidden}, a
 * look at the kept line patterns first, the full check only where a foul is possible) on the same points.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class RenjuBench {
    private final List<byte[]> boards = new ArrayList<>();
    private final List<int[]> candidates = new ArrayList<>();
    private final List<SearchBoard> masterBoards = new ArrayList<>();
    private int next;
    private int board;

    @Setup
    public void positions() {
        Random random = new Random(7);
        while (boards.size() < 16) {
            Game g = Game.start(Rules.RENJU);
            while (g.ply() < 30 && !g.isOver()) {
                MoveResult r = g.play(4 + random.nextInt(7), 4 + random.nextInt(7));
                if (r instanceof MoveResult.Played p) {
                    g = p.game();
                }
            }
            if (g.isOver()) {
                continue;
            }
            byte[] cells = g.cells();
            List<Integer> near = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                int x = i % 15;
                int y = i / 15;
                if (cells[i] == 0 && x >= 3 && x <= 11 && y >= 3 && y <= 11) {
                    near.add(i);
                }
            }
            boards.add(cells);
            SearchBoard b = new SearchBoard(15, 15, 5, true, true, false);
            for (Point p : g.moves()) {
                b.play(b.index(p.x(), p.y()), g.at(p.x(), p.y()) == Mark.X ? 1 : 2);
            }
            masterBoards.add(b);
            candidates.add(near.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    @Benchmark
    public Object foulAtPoint() {
        board = (board + 1) % boards.size();
        int[] c = candidates.get(board);
        int i = c[next++ % c.length];
        return Renju.foul(Rules.RENJU, boards.get(board), i % 15, i / 15);
    }

    @Benchmark
    public boolean masterForbiddenAtPoint() {
        board = (board + 1) % boards.size();
        int[] c = candidates.get(board);
        int i = c[next++ % c.length];
        SearchBoard b = masterBoards.get(board);
        return b.forbidden(b.index(i % 15, i / 15));
    }

    @Benchmark
    public Object forbiddenPoints() {
        board = (board + 1) % boards.size();
        return Renju.forbiddenPoints(Rules.RENJU, boards.get(board));
    }
}
