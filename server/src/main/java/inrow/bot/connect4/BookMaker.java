package inrow.bot.connect4;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Writes the Connect Four book: positions the master meets from ply {@code --from} on, in games it plays against
 * itself and against itself after a few random opening moves (taking turns to start; the random moves from a seed), solved exactly here with time to spare. A position
 * is kept when the master would not solve it in play: before {@link GravityMaster#SOLVE_FROM_PLY}, or when the solve
 * took more than {@code --min-nodes} nodes. The master's moves before {@code --from}, and where a solve passes
 * {@code --max-nodes}, come from its fixed-depth lookahead, the same as in play, so the games here are the games
 * there; {@code --self-play-from} solves the self-play game from an earlier ply, so the master's own line as first
 * player keeps its win. Solves are capped by node count, not time, so the output does not depend on the machine. Run
 * from the repository root:
 *
 * <pre>
 * mvn -B -q compile && java -Xmx1g -cp target/classes inrow.bot.connect4.BookMaker \
 *     --games 40 --seed 1 --from 6 --min-nodes 300000 --max-nodes 150000000 --out /tmp/book-a.txt
 * </pre>
 *
 * The shipped book merges that run with the self-play line from ply 4 ({@code --games 1 --self-play-from 4
 * --max-nodes 4000000000}); docs/bots.md has both commands, their times and the merge.
 */
public final class BookMaker {
    private final Solver solver = new Solver(1 << 23);
    private final Lookahead lookahead = new Lookahead();
    private final Map<Long, String> lines = new TreeMap<>();
    private final int from;
    /** The ply the game in progress is solved from: the self-play game may start earlier. */
    private int solveFrom;
    private final long minNodes;
    private final long maxNodes;
    private int solved;
    private int tooHard;

    private BookMaker(int from, long minNodes, long maxNodes) {
        this.from = from;
        this.minNodes = minNodes;
        this.maxNodes = maxNodes;
    }

    public static void main(String[] args) throws IOException {
        int games = 40;
        int from = 6;
        int selfPlayFrom = -1;
        long seed = 1;
        long minNodes = 300_000;
        long maxNodes = 200_000_000;
        Path out = Path.of("server/src/main/resources/inrow/bot/connect4/book.txt");
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--from" -> from = Integer.parseInt(args[i + 1]);
                case "--self-play-from" -> selfPlayFrom = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--min-nodes" -> minNodes = Long.parseLong(args[i + 1]);
                case "--max-nodes" -> maxNodes = Long.parseLong(args[i + 1]);
                case "--out" -> out = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        long start = System.nanoTime();
        BookMaker maker = new BookMaker(from, minNodes, maxNodes);
        Random random = new Random(seed);
        for (int g = 0; g < games; g++) {
            // The first game the master against itself; then against an opponent that opens with one to three random
            // moves and then plays as the master does: the positions a decent player leads it into.
            boolean masterFirst = g % 2 == 0;
            int randomMoves = g == 0 ? 0 : 1 + (g / 2) % 3;
            maker.solveFrom = g == 0 && selfPlayFrom >= 0 ? selfPlayFrom : from;
            String result = maker.play(random, randomMoves, masterFirst);
            System.err.printf(Locale.ROOT, "game %d/%d master %s, %d random: %s; %d entries, %d solved, %d too hard,"
                    + " %.0f s%n", g + 1, games, masterFirst ? "first" : "second", randomMoves, result,
                    maker.lines.size(), maker.solved, maker.tooHard, (System.nanoTime() - start) / 1e9);
        }
        maker.write(out, games, seed, from, (System.nanoTime() - start) / 1e9);
    }

    /** One game; returns how it went ("X won at ply 23"). */
    private String play(Random random, int randomMoves, boolean masterFirst) {
        Position p = new Position(7, 6, 4);
        int opponentMoves = 0;
        while (p.moves() < p.cells()) {
            boolean masterToMove = (p.moves() % 2 == 0) == masterFirst;
            boolean randomly = !masterToMove && opponentMoves++ < randomMoves;
            int column = randomly ? randomMove(p, random) : masterMove(p);
            if (p.isWinningMove(column)) {
                return (p.moves() % 2 == 0 ? "X" : "O") + " won at ply " + (p.moves() + 1);
            }
            p.play(column);
        }
        return "draw";
    }

    private int masterMove(Position p) {
        if (p.canWinNext() || p.moves() < solveFrom) {
            return lookahead.search(p, GravityMaster.LOOKAHEAD_DEPTH, () -> false).column();
        }
        long key = Book.canonical(p);
        if (lines.containsKey(key)) {
            return Book.read(lines.get(key), p).column();
        }
        long before = solver.nodes();
        Solver.Verdict v = solver.best(p, () -> solver.nodes() - before > maxNodes);
        if (v == null) {
            tooHard++;
            return lookahead.search(p, GravityMaster.LOOKAHEAD_DEPTH, () -> false).column();
        }
        solved++;
        boolean costly = p.moves() < GravityMaster.SOLVE_FROM_PLY || solver.nodes() - before > minNodes;
        if (costly && !lines.containsKey(key)) {
            lines.put(key, Book.line(p, v));
        }
        return v.column();
    }

    private static int randomMove(Position p, Random random) {
        List<Integer> open = new ArrayList<>();
        for (int c = 0; c < p.width(); c++) {
            if (p.canPlay(c)) {
                open.add(c);
            }
        }
        return open.get(random.nextInt(open.size()));
    }

    private void write(Path out, int games, long seed, int from, double seconds) throws IOException {
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.US_ASCII)) {
            w.write(String.format(Locale.ROOT,
                    "# Connect Four book by inrow.bot.connect4.BookMaker: %d games, seed %d, from %d, min-nodes %d,"
                            + " max-nodes %d;"
                            + " %d entries; %.0f s%n# key(hex) column(0-6) score%n",
                    games, seed, from, minNodes, maxNodes, lines.size(), seconds));
            for (String line : lines.values()) {
                w.write(line);
                w.write('\n');
            }
        }
    }
}
