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
import java.util.function.BiPredicate;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Writes the Connect Four book: the first player's whole winning strategy, up to where the master's own search takes
 * over. Connect Four is a first-player win from the centre (Allen; Allis, 1988), so the master as X can win every game,
 * but only if it finds a winning move in every position the opponent can lead it into, and before ply
 * {@link GravityMaster#SOLVE_FROM_PLY} no search finds one within a move's budget. This walks that tree: X's move, then
 * every reply of O's, then X's move again. An X position goes into the book unless it is at or past
 * {@code SOLVE_FROM_PLY} and the master's search ({@link Solver#winningMove} on a fresh table of
 * {@link Solver#DEFAULT_TABLE}) proves a win within {@code --online-nodes} nodes and then, on the same table, finds
 * the fastest win by an exact solve within {@code --fastest-nodes}, in the position and in its mirror image, which is
 * then left to play.
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
 * <p>{@code --draws 3 --resist 4} writes, instead, the second player's best play after first stones that do not lose
 * for X, to its own file ({@link Book#DEFENCE}). After {@code --draws} (X's first stone in column 3 or 5 draws with
 * best play): at each O position a move after which X has no win, proven by a null window (0, 1) within
 * {@code --hold-nodes}, then every X reply. After {@code --resist} (the centre, which wins for X): at each O position
 * the exact best move within {@code --hold-nodes}, so a lost one gets the longest resistance, then every X reply.
 * Wherever X has erred and O wins, O's winning strategy as above. A position is left to play, as for wins, from ply
 * {@link GravityMaster#SOLVE_FROM_PLY} on where the master's own steps settle it within {@code --online-nodes}: a win
 * for the mover, else a move that holds, else the exact best. Run it as
 *
 * <pre>
 * java -Xmx4g -cp target/classes inrow.bot.connect4.BookMaker --threads 2 --draws 3 --resist 4 \
 *     --exact-nodes 20000000 --hold-nodes 8000000000 --plus-nodes 500000000 --table 67108864 \
 *     --out server/src/main/resources/inrow/bot/connect4/defence.txt
 * </pre>
 *
 * <p>The walks (O's seven replies to the centre, then each {@code --second} opening) are shared between
 * {@code --threads} workers by fixed assignment, each worker with its own solvers, and every cap counts nodes, not
 * time: the book is the same on any machine. Run from the repository root (docs/bots.md has the time it took and the
 * book's size):
 *
 * <pre>
 * mvn -B -q compile && java -Xmx3g -cp target/classes inrow.bot.connect4.BookMaker --threads 2 --second 1,2 \
 *     --exact-nodes 20000000 --plus-nodes 500000000 --out server/src/main/resources/inrow/bot/connect4/book.txt
 * </pre>
 */
public final class BookMaker {
    /**
     * The caps and sizes of one run. {@code plusNodes}: where the exact solve ran out within {@code exactNodes}, a
     * second try with this cap (0: none), first asking whether the win comes only with the last stone.
     */
    record Settings(long onlineNodes, long fastestNodes, int probeFrom, long probeNodes, long exactNodes, int table,
                    long holdNodes, long plusNodes) {
        static final Settings DEFAULT = new Settings(1_000_000, 3_000_000, 6, 20_000_000, 2_000_000, 1 << 25,
                2_000_000_000L, 0);
    }

    private final Settings settings;
    private final Solver deep;
    private final Solver online = new Solver(Solver.DEFAULT_TABLE);
    /** Book lines by canonical key. */
    private final Map<Long, String> lines = new HashMap<>();
    /** Whether the side to move wins, by canonical key, for positions already walked. */
    private final Map<Long, Boolean> walked = new HashMap<>();
    /** Whether the side to move at least draws, by canonical key, for positions the draw walk reached. */
    private final Map<Long, Boolean> held = new HashMap<>();
    /** Positions the resistance walk reached (always walked to the end), by canonical key. */
    private final Map<Long, Boolean> resisted = new HashMap<>();
    private int leftToPlay;

    BookMaker(Settings settings) {
        this.settings = settings;
        deep = new Solver(settings.table);
    }

    public static void main(String[] args) throws Exception {
        Settings d = Settings.DEFAULT;
        long onlineNodes = d.onlineNodes();
        long fastestNodes = d.fastestNodes();
        int probeFrom = d.probeFrom();
        long probeNodes = d.probeNodes();
        long exactNodes = d.exactNodes();
        int table = d.table();
        long holdNodes = d.holdNodes();
        long plusNodes = d.plusNodes();
        int threads = 1;
        List<String> second = List.of();
        List<String> draws = List.of();
        List<String> resist = List.of();
        Path out = Path.of("server/src/main/resources/inrow/bot/connect4/book.txt");
        for (int i = 0; i + 1 < args.length; i += 2) {
            String v = args[i + 1];
            switch (args[i]) {
                case "--online-nodes" -> onlineNodes = Long.parseLong(v);
                case "--fastest-nodes" -> fastestNodes = Long.parseLong(v);
                case "--probe-from" -> probeFrom = Integer.parseInt(v);
                case "--probe-nodes" -> probeNodes = Long.parseLong(v);
                case "--exact-nodes" -> exactNodes = Long.parseLong(v);
                case "--table" -> table = Integer.parseInt(v);
                case "--hold-nodes" -> holdNodes = Long.parseLong(v);
                case "--plus-nodes" -> plusNodes = Long.parseLong(v);
                case "--draws" -> draws = List.of(v.split(","));
                case "--resist" -> resist = List.of(v.split(","));
                case "--threads" -> threads = Integer.parseInt(v);
                case "--second" -> second = List.of(v.split(","));
                case "--out" -> out = Path.of(v);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Settings s = new Settings(onlineNodes, fastestNodes, probeFrom, probeNodes, exactNodes, table, holdNodes, plusNodes);
        long start = System.nanoTime();
        if (!draws.isEmpty() || !resist.isEmpty()) {
            makeDefence(s, threads, draws, resist, out, start);
            return;
        }
        Position root = new Position(7, 6, 4);
        int centre = root.width() / 2;
        // The walks, each from a position whose side to move wins: X after each O reply to the centre, then O after
        // each first stone of X's given by --second (theory: outside the three middle columns X loses).
        List<String> walks = new ArrayList<>();
        for (int reply = 0; reply < root.width(); reply++) {
            walks.add("" + (centre + 1) + (reply + 1));
        }
        walks.addAll(second);
        List<BookMaker> makers = walkAll(s, threads, walks, (maker, w) -> maker.moverWins(Position.ofSequence(w)),
                w -> "after " + w, start);
        Map<Long, String> book = new TreeMap<>();
        // The empty board: the centre, proven above by every reply's being lost; its exact score (+1, a win with the
        // last stone) is the published solution, not solved here.
        book.put(Book.canonical(root), Book.line(root, new Solver.Verdict(centre, 1)) + "+");
        write(out, book, makers, start, String.format(Locale.ROOT, "winning strategies (the first player's, the"
                + " second's after --second); online-nodes %d, fastest-nodes %d, probe-from %d, probe-nodes %d, exact-nodes %d,"
                + " plus-nodes %d, table %d, threads %d, second %s", s.onlineNodes, s.fastestNodes, s.probeFrom, s.probeNodes,
                s.exactNodes, s.plusNodes, s.table, threads, second.isEmpty() ? "-" : String.join(",", second)),
                "\"+\": a win at least that fast, not solved exactly");
    }

    /**
     * Runs {@code walk} on each of {@code walks}, shared between {@code threads} workers by fixed assignment, each a
     * maker with its own tables: what one finds does not depend on another's timing, and a walk and its mirror image
     * on one worker cost once. Throws when a walk fails (the solver or the walk would be wrong); returns the makers.
     */
    private static <T> List<BookMaker> walkAll(Settings s, int threads, List<T> walks, BiPredicate<BookMaker, T> walk,
                                               Function<T, String> name, long start) throws Exception {
        List<BookMaker> makers = new ArrayList<>();
        List<Future<Boolean>> results = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        for (int t = 0; t < threads; t++) {
            BookMaker maker = new BookMaker(s);
            makers.add(maker);
            int worker = t;
            results.add(pool.submit(() -> {
                boolean all = true;
                for (int w = worker; w < walks.size(); w += threads) {
                    boolean done = walk.test(maker, walks.get(w));
                    System.err.printf(Locale.ROOT, "%s: %s; %d entries, %.0f s%n", name.apply(walks.get(w)),
                            done ? "proven" : "NOT proven", maker.lines.size(), (System.nanoTime() - start) / 1e9);
                    all &= done;
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
            throw new IllegalStateException("a walk was not proven: the solver or this walk is wrong");
        }
        return makers;
    }

    /**
     * Whether the side to move in {@code p} wins; when it does, every position of its strategy from here (its moves
     * and every answer of the other side's) that the master could not solve in play has a book line.
     */
    boolean moverWins(Position p) {
        return once(walked, p, this::walk);
    }

    /**
     * {@code walk} once per position and its mirror image: the answer is kept by canonical key. A mover that can win
     * at once needs no walk.
     */
    private static boolean once(Map<Long, Boolean> known, Position p, BiPredicate<Position, Long> walk) {
        if (p.canWinNext()) {
            return true;
        }
        long key = Book.canonical(p);
        Boolean answer = known.get(key);
        if (answer == null) {
            answer = walk.test(p, key);
            known.put(key, answer);
        }
        return answer;
    }

    private boolean walk(Position p, long key) {
        Boolean settled = winsInPlay(p);
        if (settled != null) {
            leftToPlay++;
            return settled;
        }
        long before = deep.nodes();
        Solver.Verdict exact = deep.best(p, () -> deep.nodes() - before > settings.exactNodes);
        // The exact solve ran out: where the win comes only with the last stone (score 1, what every position of the
        // strategy is worth on best defence), any winning move is the fastest; else a second, longer exact try.
        boolean lastStone = false;
        if (exact == null && settings.plusNodes > 0) {
            long again = deep.nodes();
            Boolean one = deep.atMost(p, 1, () -> deep.nodes() - again > settings.plusNodes);
            lastStone = Boolean.TRUE.equals(one);
            if (Boolean.FALSE.equals(one)) {
                long third = deep.nodes();
                exact = deep.best(p, () -> deep.nodes() - third > settings.plusNodes);
            }
        }
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
            if (keep(p, key, new Solver.Verdict(column, 1), lastStone ? "" : "+", Boolean.TRUE.equals(lost))) {
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
        progress();
        return true;
    }

    /** A walk of the defence run: from {@code p}, the mover holds the draw, or resists as long as it can. */
    private record Defence(Position p, boolean resist) {
    }

    /**
     * The second player's best play after first stones that do not lose for X: after each opening in {@code draws}
     * (1-based columns; X's first stone in column 3 or 5 draws) a drawing strategy, after each in {@code resist} (the
     * centre, which wins for X) the longest resistance. The root's move is found here, then every X reply's walk runs
     * on a worker. Writes only these lines, to their own file ({@link Book#DEFENCE}).
     */
    private static void makeDefence(Settings s, int threads, List<String> draws, List<String> resist, Path out,
                                    long start) throws Exception {
        BookMaker first = new BookMaker(s);
        Map<Long, String> book = new TreeMap<>();
        List<Defence> walks = new ArrayList<>();
        List<String> openings = new ArrayList<>(draws);
        openings.addAll(resist);
        for (String opening : openings) {
            Position root = Position.ofSequence(opening);
            boolean resisting = resist.contains(opening);
            Solver.Verdict move;
            if (resisting) {
                long before = first.deep.nodes();
                move = first.deep.best(root, () -> first.deep.nodes() - before > s.holdNodes);
            } else {
                // The line's 0 says the draw is the value: no win for the mover, proven, and a move that holds.
                long before = first.deep.nodes();
                Solver.Verdict win = first.deep.winningMove(root, () -> first.deep.nodes() - before > s.holdNodes);
                Integer column = win != null || !first.deep.lastFinished() ? null : first.holdingCandidate(root);
                move = column == null ? null : new Solver.Verdict(column, 0);
            }
            if (move == null || (resisting && move.score() >= 0)) {
                throw new IllegalStateException("after " + opening + ": " + move + ", not what theory says");
            }
            book.put(Book.canonical(root), Book.line(root, move));
            Position child = root.copy();
            child.play(move.column());
            for (int reply = 0; reply < child.width(); reply++) {
                if (child.canPlay(reply)) {
                    Position q = child.copy();
                    q.play(reply);
                    walks.add(new Defence(q, resisting));
                }
            }
            System.err.printf(Locale.ROOT, "after %s: %d, score %d; %.0f s%n", opening, move.column() + 1,
                    move.score(), (System.nanoTime() - start) / 1e9);
        }
        List<BookMaker> makers = walkAll(s, threads, walks,
                (maker, d) -> d.resist() ? maker.moverResists(d.p()) : maker.moverHolds(d.p()),
                d -> "from " + Long.toHexString(d.p().key()), start);
        makers.add(first);
        write(out, book, makers, start, String.format(Locale.ROOT, "the second player's drawing strategy after"
                + " --draws %s and longest resistance after --resist %s, with its winning strategy where the first"
                + " player errs; online-nodes %d, fastest-nodes %d, probe-from %d, probe-nodes %d, exact-nodes %d, hold-nodes %d,"
                + " plus-nodes %d, table %d, threads %d", draws.isEmpty() ? "-" : String.join(",", draws),
                resist.isEmpty() ? "-" : String.join(",", resist), s.onlineNodes, s.fastestNodes, s.probeFrom, s.probeNodes,
                s.exactNodes, s.holdNodes, s.plusNodes, s.table, threads),
                "0: keeps the draw; below 0: the longest resistance; \"+\": a win at least that fast");
    }

    /**
     * Best play for the side to move, whatever its value, for a position the first player may have reached by an
     * error: an exact solve within {@code --hold-nodes}; a win is walked as a win ({@link #moverWins}), a draw or a
     * loss is written with its exact score (a loss's move is the longest resistance) and every reply walked in turn.
     * From ply {@link GravityMaster#SOLVE_FROM_PLY} on a position the master's own steps settle within
     * {@code --online-nodes} is left to play: a win, else a move that holds, else the exact best.
     */
    boolean moverResists(Position p) {
        return once(resisted, p, this::resist);
    }

    private boolean resist(Position p, long key) {
        InPlay settled = inPlay(p);
        if (settled == InPlay.WINS) {
            return moverWins(p);
        }
        if (settled != null) {
            leftToPlay++;
            return true;
        }
        long before = deep.nodes();
        Solver.Verdict best = deep.best(p, () -> deep.nodes() - before > settings.holdNodes);
        if (best == null) {
            throw new IllegalStateException("no exact value within --hold-nodes for " + Long.toHexString(key));
        }
        if (best.score() > 0) {
            return moverWins(p);
        }
        Position child = p.copy();
        child.play(best.column());
        for (int reply = 0; reply < p.width(); reply++) {
            if (child.canPlay(reply)) {
                Position q = child.copy();
                q.play(reply);
                if (!moverResists(q)) {
                    throw new IllegalStateException("a solved win was not proven after reply " + reply);
                }
            }
        }
        lines.put(key, Book.line(p, best));
        progress();
        return true;
    }

    /**
     * Whether the side to move at least draws; when it does, every position of its strategy from here that the master
     * could not settle in play has a book line: a win's where the other side has erred ({@link #moverWins}), else a
     * move after which the other side cannot win, and then every reply.
     */
    boolean moverHolds(Position p) {
        return once(held, p, this::hold);
    }

    private boolean hold(Position p, long key) {
        InPlay settled = inPlay(p);
        if (settled == InPlay.WINS) {
            return moverWins(p);
        }
        if (settled != null) {
            leftToPlay++;
            return settled == InPlay.HOLDS;
        }
        // The other side may have erred: then the master must win, not draw.
        long before = deep.nodes();
        Solver.Verdict win = deep.winningMove(p, () -> deep.nodes() - before > settings.holdNodes);
        if (win != null) {
            return moverWins(p);
        }
        if (!deep.lastFinished()) {
            // A drawing line would claim the draw is the position's value: unproven, so the run fails instead.
            throw new IllegalStateException("no verdict on a win within --hold-nodes for " + Long.toHexString(key));
        }
        Integer column = holdingCandidate(p);
        if (column == null) {
            return false;
        }
        Position child = p.copy();
        child.play(column);
        for (int reply = 0; reply < p.width(); reply++) {
            if (!child.canPlay(reply)) {
                continue;
            }
            Position q = child.copy();
            q.play(reply);
            if (!moverHolds(q)) {
                throw new IllegalStateException("a proven hold fell to reply " + reply + " after " + column);
            }
        }
        lines.put(key, Book.line(p, new Solver.Verdict(column, 0)));
        progress();
        return true;
    }

    /** What the master's own steps settle in play: a win, a move that holds the draw, or the exact best of a loss. */
    private enum InPlay { WINS, HOLDS, LOSES }

    /**
     * What the master's steps in play (a win, else a move that holds, else the exact best) settle within
     * {@code --online-nodes} on a fresh table, from ply {@link GravityMaster#SOLVE_FROM_PLY} on, in both mirror images
     * (the search breaks ties to the left, so an image and its mirror can take different numbers of nodes, and play
     * meets either); null when not settled, and always before that ply.
     */
    private InPlay inPlay(Position p) {
        if (p.moves() < GravityMaster.SOLVE_FROM_PLY) {
            return null;
        }
        InPlay direct = settle(p);
        return direct != null && direct == settle(mirror(p)) ? direct : null;
    }

    /**
     * Whether the mover wins, when the master's winning step in play ({@link Solver#winningMove}) settles it within
     * {@code --online-nodes} on a fresh table from ply {@link GravityMaster#SOLVE_FROM_PLY} on, in both mirror images;
     * null when it does not.
     */
    private Boolean winsInPlay(Position p) {
        if (p.moves() < GravityMaster.SOLVE_FROM_PLY) {
            return null;
        }
        Boolean direct = winsOnline(p);
        return direct != null && direct.equals(winsOnline(mirror(p))) ? direct : null;
    }

    /**
     * Whether the mover wins, as the master's steps in play settle it on a fresh table: a win proven within
     * {@code --online-nodes}, then, on the same table, the exact solve that finds the fastest win within
     * {@code --fastest-nodes}; null when either runs out (the position then gets a book line).
     */
    private Boolean winsOnline(Position p) {
        online.reset();
        long before = online.nodes();
        Solver.Verdict v = online.winningMove(p, () -> online.nodes() - before > settings.onlineNodes);
        if (!online.lastFinished()) {
            return null;
        }
        if (v == null) {
            return false;
        }
        long proven = online.nodes();
        Solver.Verdict fastest = online.best(p, () -> online.nodes() - proven > settings.fastestNodes);
        return fastest == null ? null : Boolean.TRUE;
    }

    private static Position mirror(Position p) {
        return Position.ofKey(p.mirroredKey(), p.width, p.height, p.win);
    }

    private InPlay settle(Position p) {
        online.reset();
        long before = online.nodes();
        BooleanSupplier cap = () -> online.nodes() - before > settings.onlineNodes;
        Solver.Verdict win = online.winningMove(p, cap);
        if (!online.lastFinished()) {
            return null;
        }
        if (win != null) {
            return InPlay.WINS;
        }
        Solver.Verdict holding = online.holdingMove(p, cap);
        if (!online.lastFinished()) {
            return null;
        }
        if (holding != null) {
            return InPlay.HOLDS;
        }
        return online.best(p, cap) == null ? null : InPlay.LOSES;
    }

    /**
     * The first move, in the search's order, proven to leave the other side no win within {@code --hold-nodes};
     * null when none is.
     */
    private Integer holdingCandidate(Position p) {
        for (int column : candidates(p)) {
            Position child = p.copy();
            child.play(column);
            long start = deep.nodes();
            Solver.Verdict theirs = deep.winningMove(child, () -> deep.nodes() - start > settings.holdNodes);
            if (theirs == null && deep.lastFinished()) {
                return column;
            }
        }
        return null;
    }

    private void progress() {
        if (lines.size() % 100 == 0) {
            System.err.printf(Locale.ROOT, "%s %d entries, %d left to play, %d nodes%n",
                    Thread.currentThread().getName(), lines.size(), leftToPlay, deep.nodes() + online.nodes());
        }
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

    /**
     * Writes {@code book} with the makers' lines added (a line already there is kept) under a header: what the run
     * was, its counts, and what the score field means.
     */
    private static void write(Path out, Map<Long, String> book, List<BookMaker> makers, long start, String run,
                              String scores) throws IOException {
        long nodes = 0;
        int left = 0;
        for (BookMaker m : makers) {
            m.lines.forEach(book::putIfAbsent);
            nodes += m.deep.nodes() + m.online.nodes();
            left += m.leftToPlay;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.US_ASCII)) {
            w.write(String.format(Locale.ROOT, "# Connect Four book by inrow.bot.connect4.BookMaker: %s; %d entries,"
                    + " %d positions left to the search, %d nodes, %.0f s%n# key(hex) column(0-6) score (%s)%n", run,
                    book.size(), left, nodes, seconds, scores));
            for (String line : book.values()) {
                w.write(line);
                w.write('\n');
            }
        }
        System.err.printf(Locale.ROOT, "%d entries, %d positions left to play, %d nodes, %.0f s%n", book.size(),
                left, nodes, seconds);
    }
}
