package inrow.bench;

import inrow.bot.master.SearchBoard;
import inrow.engine.Game;
import inrow.engine.Lines;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
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
 * The engine's hot path on 15x15 gomoku, from a 40-stone middle game, each call on the next empty cell in turn:
 * <ul>
 *   <li>{@code gamePlay}: the immutable {@link Game#play} (copies the board and the move list, checks for a line);
 *   <li>{@code playUndoWins}: play and undo on a plain mutable byte board with the engine's win check: put a
 *       stone, {@link Lines#wins}, take it back;
 *   <li>{@code searchBoardPlayUndo}: the master's {@link SearchBoard}: the win test is a lookup of the cell's class
 *       (five or not), then play and undo, which keep the line patterns of the cells around up to date.
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class EngineBench {
    private Rules rules;
    private Game position;
    private byte[] cells;
    private byte mover;
    private int[] empties;
    private int next;
    private SearchBoard search;
    private int searchColor;
    private int[] searchEmpties;
    private int searchNext;

    @Setup
    public void setup() {
        rules = Rules.GOMOKU;
        position = Positions.middleGame(rules, 40, 1);
        cells = position.cells();
        mover = Game.code(position.turn());
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == 0) {
                free.add(i);
            }
        }
        empties = free.stream().mapToInt(Integer::intValue).toArray();

        search = new SearchBoard(rules.width(), rules.height(), rules.win(), rules.overline(), false);
        int color = 1;
        for (Point p : position.moves()) {
            search.play(search.index(p.x(), p.y()), color);
            color = 3 - color;
        }
        searchColor = search.toMove();
        searchEmpties = free.stream().mapToInt(i -> search.index(i % rules.width(), i / rules.width())).toArray();
    }

    private int nextEmpty() {
        int i = empties[next];
        next = next + 1 == empties.length ? 0 : next + 1;
        return i;
    }

    @Benchmark
    public MoveResult gamePlay() {
        int i = nextEmpty();
        return position.play(i % rules.width(), i / rules.width());
    }

    @Benchmark
    public boolean playUndoWins() {
        int i = nextEmpty();
        int x = i % rules.width();
        int y = i / rules.width();
        cells[i] = mover;
        boolean wins = Lines.wins(rules, cells, x, y);
        cells[i] = 0;
        return wins;
    }

    @Benchmark
    public boolean searchBoardPlayUndo() {
        int q = searchEmpties[searchNext];
        searchNext = searchNext + 1 == searchEmpties.length ? 0 : searchNext + 1;
        boolean wins = search.cls(q, searchColor) == SearchBoard.C_FIVE;
        search.play(q, searchColor);
        search.undo();
        return wins;
    }
}
