package inrow.bot.connect4;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Writes the Connect Four book: the first player's whole winning strategy, up to where the master's own search takes
 * over. Connect Four is a first-player win from the centre (Allen; Allis, 1988), so the master as X can win every game,
 * but only if it finds a winning move in every position the opponent can lead it into, and before ply
 * {@link GravityMaster#SOLVE_FROM_PLY} no search finds one within a move's budget. This walks that tree: X's move, then
 * every reply of O's, then X's move again. An X position goes into the book unless it is at or past
 * {@code SOLVE_FROM_PLY} and the master's search ({@link Solver#winningMove} on a fresh table of
 * {@link Solver#DEFAULT_TABLE}) proves a win within {@code --online-nodes} nodes, which is then left to play.
 *
 * <p>The move stored is proven, not guessed: an exact solve within {@code --exact-nodes} gives the fastest win and
 * its score; else the first move, in the search's own order (threats, then centre first), whose every O reply leads
 * to an X position this walk proves winning, recursively. From ply {@code --probe-from} on, a null-window probe
 * within {@code --probe-nodes} first settles each candidate when it can: a candidate proven to lose or draw is
 * skipped at once instead of walked. On the empty board that is the centre, as theory says, and the walk proves it again by
 * proving every O reply lost. A move proven only by the weak probe or the walk is written with its score marked as
 * a lower bound ({@code 1+}): a win, not necessarily the fastest.
 *
 * <p>{@code --second 1,2} adds the second player's strategy after those first stones of X's (1-based columns): X
 * loses when it opens outside the three middle columns, so there the master as O wins every game the same way. The
 * mirror images (7 and 6) share its lines.
 *
 * <p>The walks (O's seven replies to the centre, then each {@code --second} opening) are shared between
 * {@code --threads} workers by fixed assignment, each worker with its own solvers, and every cap counts nodes, not
 * time: the book is the same on any machine. Run from the repository root (docs/bots.md has the time it took and the
 * book's size):
 *
 * <pre>
 * mvn -B -q compile && java -Xmx3g -cp target/classes inrow.bot.connect4.BookMaker --threads 2 --second 1,2 \
 *     --exact-nodes 20000000 --out server/src/main/resources/inrow/bot/connect4/book.txt
 * </pre>
 */
public final class BookMaker {
    /** The caps and sizes of one run; the defaults made the shipped book. */
    record Settings(long onlineNodes, int probeFrom, long probeNodes, long exactNodes, int table) {
        static final Settings DEFAULT = new Settings(1_000_000, 6, 20_000_000, 2_000_000, 1 << 25);
    }

    private final Settings settings;
    private final Solver deep;
    private final Solver online = new Solver(Solver.DEFAULT_TABLE);
    /** Book lines by canonical key. */
    private final Map<Long, String> lines = new HashMap<>();
    /** Whether the side to move wins, by canonical key, for positions already walked. */
    private final Map<Long, Boolean> walked = new HashMap<>();
    private int leftToPlay;

    BookMaker(Settings settings) {
        this.settings = settings;
        deep = new Solver(settings.table);
    }

    public static void main(String[] args) throws Exception {
        Settings s = Settings.DEFAULT;
        int threads = 1;
        List<String> second = List.of();
        Path out = Path.of("server/src/main/resources/inrow/bot/connect4/book.txt");
        for (int i = 0; i + 1 < args.length; i += 2) {
            String v = args[i + 1];
            switch (args[i]) {
                case "--online-nodes" ->
                        s = new Settings(Long.parseLong(v), s.probeFrom, s.probeNodes, s.exactNodes, s.table);
                case "--probe-from" ->
                        s = new Settings(s.onlineNodes, Integer.parseInt(v), s.probeNodes, s.exactNodes, s.table);
                case "--probe-nodes" ->
                        s = new Settings(s.onlineNodes, s.probeFrom, Long.parseLong(v), s.exactNodes, s.table);
                case "--exact-nodes" ->
                        s = new Settings(s.onlineNodes, s.probeFrom, s.probeNodes, Long.parseLong(v), s.table);
                case "--table" ->
                        s = new Settings(s.onlineNodes, s.probeFrom, s.probeNodes, s.exactNodes, Integer.parseInt(v));
                case "--threads" -> threads = Integer.parseInt(v);
                case "--second" -> second = List.of(v.split(","));
                case "--out" -> out = Path.of(v);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        long start = System.nanoTime();
        Position root = new Position(7, 6, 4);
        int centre = root.width() / 2;
        // The walks, each from a position whose side to move wins: X after each O reply to the centre, then O after
        // each first stone of X's given by --second (theory: outside the three middle columns X loses).
        List<String> walks = new ArrayList<>();
        for (int reply = 0; reply < root.width(); reply++) {
            walks.add("" + (centre + 1) + (reply + 1));
        }
        walks.addAll(second);
        // Walks go to workers by fixed assignment and each worker keeps its own tables, so what one finds does not
        // depend on another's timing; a walk and its mirror image on one worker cost once.
        List<BookMaker> makers = new ArrayList<>();
        List<Future<Boolean>> results = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        for (int t = 0; t < threads; t++) {
            BookMaker maker = new BookMaker(s);
            makers.add(maker);
            int worker = t;
            int workers = threads;
            results.add(pool.submit(() -> {
                boolean all = true;
                for (int w = worker; w < walks.size(); w += workers) {
                    boolean wins = maker.moverWins(Position.ofSequence(walks.get(w)));
                    System.err.printf(Locale.ROOT, "after %s the side to move %s; %d entries, %.0f s%n",
                            walks.get(w), wins ? "wins" : "does NOT win", maker.lines.size(),
                            (System.nanoTime() - start) / 1e9);
                    all &= wins;
                }
                return all;
            }));
        }
        boolean proven = true;
        for (Future<Boolean> r : results) {
            proven &= r.get();
        }
        pool.shutdown();
        if (!proven) {
            throw new IllegalStateException("a walk did not prove a win: the solver or this walk is wrong");
        }
        Map<Long, String> book = new TreeMap<>();
        long nodes = 0;
        int left = 0;
        for (BookMaker m : makers) {
            book.putAll(m.lines);
            nodes += m.deep.nodes() + m.online.nodes();
            left += m.leftToPlay;
        }
        // The empty board: the centre, proven above by every reply's being lost; its exact score (+1, a win with the
        // last stone) is the published solution, not solved here.
        book.put(Book.canonical(root), Book.line(root, new Solver.Verdict(centre, 1)) + "+");
        double seconds = (System.nanoTime() - start) / 1e9;
        write(out, book, s, threads, second, nodes, left, seconds);
        System.err.printf(Locale.ROOT, "%d entries, %d positions left to play, %d nodes, %.0f s%n", book.size(), left,
                nodes, seconds);
    }

    /**
     * Whether the side to move in {@code p} wins; when it does, every position of its strategy from here (its moves
     * and every answer of the other side's) that the master could not solve in play has a book line.
     */
    boolean moverWins(Position p) {
        if (p.canWinNext()) {
            return true;
        }
        long key = Book.canonical(p);
        Boolean known = walked.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = walk(p, key);
        walked.put(key, wins);
        return wins;
    }

    private boolean walk(Position p, long key) {
        if (p.moves() >= GravityMaster.SOLVE_FROM_PLY) {
            online.reset();
            long before = online.nodes();
            Solver.Verdict v = online.winningMove(p, () -> online.nodes() - before > settings.onlineNodes);
            if (online.lastFinished()) {
                leftToPlay++;
                return v != null;
            }
        }
        long before = deep.nodes();
        Solver.Verdict exact = deep.best(p, () -> deep.nodes() - before > settings.exactNodes);
        if (exact != null) {
            if (exact.score() <= 0) {
                return false;
            }
            return keep(p, key, exact, "", true);
        }
        for (int column : candidates(p)) {
            Boolean lost = null;
            if (p.moves() >= settings.probeFrom) {
                Position child = p.copy();
                child.play(column);
                long start = deep.nodes();
                lost = deep.loses(child, () -> deep.nodes() - start > settings.probeNodes);
            }
            if (Boolean.FALSE.equals(lost)) {
                continue;
            }
            if (keep(p, key, new Solver.Verdict(column, 1), "+", Boolean.TRUE.equals(lost))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Walks every O reply to X's {@code move}; when X wins after each (certain when {@code proven}), writes the line.
     */
    private boolean keep(Position p, long key, Solver.Verdict move, String mark, boolean proven) {
        Position child = p.copy();
        child.play(move.column());
        for (int reply = 0; reply < p.width(); reply++) {
            if (!child.canPlay(reply)) {
                continue;
            }
            Position q = child.copy();
            q.play(reply);
            if (!moverWins(q)) {
                if (proven) {
                    throw new IllegalStateException("a proven win fell to reply " + reply + " after " + move);
                }
                return false;
            }
        }
        lines.put(key, Book.line(p, move) + mark);
        if (lines.size() % 100 == 0) {
            System.err.printf(Locale.ROOT, "%s %d entries, %d left to play, %d nodes%n", Thread.currentThread().getName(),
                    lines.size(), leftToPlay, deep.nodes() + online.nodes());
        }
        return true;
    }

    /** The mover's moves that do not hand the other side a win at once, in the search's order. */
    private static List<Integer> candidates(Position p) {
        MoveOrder order = new MoveOrder().fill(p, p.nonLosingMoves(), MoveOrder.centreFirst(p.width()));
        List<Integer> columns = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            columns.add(p.columnOf(order.get(i)));
        }
        return columns;
    }

    private static void write(Path out, Map<Long, String> book, Settings s, int threads, List<String> second,
                              long nodes, int left, double seconds) throws IOException {
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.US_ASCII)) {
            w.write(String.format(Locale.ROOT, "# Connect Four book by inrow.bot.connect4.BookMaker: winning strategies"
                    + " (the first player's, the second's after --second); online-nodes %d, probe-from %d,"
                    + " probe-nodes %d, exact-nodes %d, table %d, threads %d,"
                    + " second %s;"
                    + " %d entries, %d positions left to the search, %d nodes, %.0f s%n"
                    + "# key(hex) column(0-6) score (\"+\": a win at least that fast, not solved exactly)%n",
                    s.onlineNodes, s.probeFrom, s.probeNodes, s.exactNodes, s.table, threads,
                    second.isEmpty() ? "-" : String.join(",", second), book.size(), left, nodes, seconds));
            for (String line : book.values()) {
                w.write(line);
                w.write('\n');
            }
        }
    }
}
