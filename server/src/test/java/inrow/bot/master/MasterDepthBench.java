package inrow.bot.master;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Benchmark (not a unit test): iterative deepening on quiet gomoku middle-game positions, reporting depth reached
 * and nodes per second (per CPU second, so that other load on the machine does not distort it).
 *
 * <pre>java -cp target/classes:target/test-classes inrow.bot.master.MasterDepthBench [MILLIS] [REPEATS]</pre>
 */
public final class MasterDepthBench {
    private static final String[][] POSITIONS = {
        {
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            "......O.X......",
            ".......XO......",
            "......XOX......",
            ".....O.XO......",
            ".........XO....",
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
        },
        {
            "...............",
            "...............",
            "...............",
            "...............",
            "......X........",
            ".......O.......",
            "......O.O......",
            ".....O.X.O.....",
            "....X.X........",
            ".....X.........",
            "....X..........",
            "...O...........",
            "...............",
            "...............",
            "...............",
        },
    };

    private MasterDepthBench() {
    }

    public static void main(String[] args) {
        long ms = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String[] rows : POSITIONS) {
            for (int rep = 0; rep < repeats; rep++) {
                SearchBoard b = board(rows);
                Search s = new Search(b, new TranspositionTable(19), new ThreatSearch(b));
                s.leafVcf = false;
                int[] roots = new int[b.cells];
                int n = b.candidates(roots);
                Clock clock = new Clock(System.nanoTime() + ms * 1_000_000L, () -> false);
                long cpu0 = threads.getCurrentThreadCpuTime();
                long wall0 = System.nanoTime();
                s.think(roots, n, clock.after(0.5), clock, 60);
                long cpu = threads.getCurrentThreadCpuTime() - cpu0;
                long wall = System.nanoTime() - wall0;
                System.out.printf("best %s%d score %d depth %d nodes %d in %d ms (cpu %d ms): %.0f nodes per cpu s%n",
                        (char) ('A' + b.x(s.bestMove)), 15 - b.y(s.bestMove), s.bestScore, s.depthDone, s.nodes(),
                        wall / 1_000_000, cpu / 1_000_000, s.nodes() / (cpu / 1e9));
            }
        }
    }

    /** X and O stones from text rows, played alternately (X first). */
    static SearchBoard board(String[] rows) {
        SearchBoard b = new SearchBoard(rows[0].length(), rows.length, 5, true, false);
        java.util.List<Integer> xs = new java.util.ArrayList<>();
        java.util.List<Integer> os = new java.util.ArrayList<>();
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char c = rows[y].charAt(x);
                if (c == 'X') {
                    xs.add(b.index(x, y));
                } else if (c == 'O') {
                    os.add(b.index(x, y));
                }
            }
        }
        for (int i = 0; i < xs.size(); i++) {
            b.play(xs.get(i), 1);
            if (i < os.size()) {
                b.play(os.get(i), 2);
            }
        }
        return b;
    }
}
