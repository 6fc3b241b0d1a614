package inrow.tools;

import inrow.bot.Level;
import inrow.engine.Mark;
import inrow.engine.Rules;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code inrow tournament}: a round robin between bot levels, games in parallel, a results table at the end. */
@Command(name = "tournament", mixinStandardHelpOptions = true, sortOptions = false,
    description = {
        "Plays a round robin between bot levels and prints the results.",
        "Every pair of listed bots meets for --games games, colours "
            + "alternating (the first bot of a pairing is X in odd-numbered games). Games run in parallel; a "
            + "progress bar goes to standard error and the results table to standard output.",
        "Each game gets fresh bots seeded from --seed, the pairing and the game number, so a run can be repeated "
            + "(up to timing: bots that search until their budget runs out do not repeat exactly)."})
public final class Tournament implements Callable<Integer> {
    @Option(names = "--rules", defaultValue = "gomoku", paramLabel = "RULES",
        description = "tictactoe, gomoku (also freestyle), standard (15x15, exactly five), renju (15x15, black "
            + "restricted), connect4, or WxHxK with an optional :exact (only exactly K in a row wins), "
            + "e.g. 9x9x4 or 15x15x5:exact (default: ${DEFAULT-VALUE}).")
    String rules;

    @Option(names = "--bots", required = true, split = ",", paramLabel = "LEVEL",
        description = "Two or more of random, greedy, minimax, master, comma-separated.")
    List<String> bots;

    @Option(names = "--games", defaultValue = "10", paramLabel = "N",
        description = "Games per pairing (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--think-ms", defaultValue = "1000", paramLabel = "MS",
        description = "Think budget per move in milliseconds (default: ${DEFAULT-VALUE}).")
    long thinkMillis;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write one row per game to this CSV file.")
    Path csv;

    @Option(names = "--threads", paramLabel = "N",
        description = "Games played at once (default: the number of processors).")
    int threads;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for the bots (default: random, printed).")
    Long seed;

    @Spec
    CommandSpec spec;

    /** Who plays whom: the first bot's results are counted as wins, draws and losses. */
    record Pairing(int index, Level first, Level second) {
        String label() {
            return first.code() + "-" + second.code();
        }

        /** The first bot is X in odd-numbered games. */
        boolean firstIsX(int number) {
            return number % 2 == 1;
        }
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Rules parsedRules = parseRules(rules);
        if (parsedRules == null) {
            throw new ParameterException(spec.commandLine(), "--rules: expected tictactoe, gomoku, freestyle, standard, renju, connect4 or WxHxK[:exact] "
                + "with sizes 3..26 and K from 3 to the longer side, got '" + rules + "'");
        }
        List<Level> levels = new ArrayList<>();
        for (String b : bots) {
            Level level = Level.parse(b.strip().toLowerCase(Locale.ROOT));
            if (level == null) {
                throw new ParameterException(spec.commandLine(), "--bots: unknown level '" + b
                    + "'; expected random, greedy, minimax or master");
            }
            levels.add(level);
        }
        if (levels.size() < 2) {
            throw new ParameterException(spec.commandLine(), "--bots: list at least two bots");
        }
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1");
        }
        if (thinkMillis < 0) {
            throw new ParameterException(spec.commandLine(), "--think-ms must not be negative");
        }
        int poolSize = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        long baseSeed = seed != null ? seed : System.nanoTime();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();

        List<Pairing> pairings = pairings(levels);
        out.printf(Locale.ROOT, "%s: %d pairing%s x %d games, %d ms per move, %d thread%s, seed %d%n",
            parsedRules.label(), pairings.size(), pairings.size() == 1 ? "" : "s", games, thinkMillis, poolSize,
            poolSize == 1 ? "" : "s", baseSeed);
        out.flush();
        Progress progress = new Progress(err, pairings.size() * games);
        List<GameRecord> records = play(parsedRules, pairings, games, thinkMillis, poolSize, baseSeed, progress::done);
        progress.finish();
        out.print(table(pairings, records));
        out.flush();
        if (csv != null) {
            writeCsv(csv, pairings, records);
            err.println("Wrote " + records.size() + " games to " + csv);
            err.flush();
        }
        return 0;
    }

    /** Every pair of listed bots once, in list order. */
    static List<Pairing> pairings(List<Level> levels) {
        List<Pairing> pairings = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            for (int j = i + 1; j < levels.size(); j++) {
                pairings.add(new Pairing(pairings.size(), levels.get(i), levels.get(j)));
            }
        }
        return pairings;
    }

    /**
     * Plays all games on {@code threads} threads and returns them in pairing and game order; {@code done} hears the
     * number of finished games after each one.
     */
    static List<GameRecord> play(Rules rules, List<Pairing> pairings, int games, long thinkMillis, int threads,
                                 long seed, IntConsumer done) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tournament");
            t.setDaemon(true);
            return t;
        });
        AtomicInteger finished = new AtomicInteger();
        List<Future<GameRecord>> futures = new ArrayList<>();
        try {
            for (int round = 1; round <= games; round++) {
                // Round by round across pairings, so every pairing has results early and the pool stays busy.
                for (Pairing p : pairings) {
                    int number = round;
                    Level x = p.firstIsX(number) ? p.first() : p.second();
                    Level o = p.firstIsX(number) ? p.second() : p.first();
                    long gameSeed = mix(seed, p.index(), number);
                    futures.add(pool.submit(() -> {
                        GameRecord r = GameRecord.play(p.index(), number, rules, x, o, thinkMillis, gameSeed);
                        done.accept(finished.incrementAndGet());
                        return r;
                    }));
                }
            }
            List<GameRecord> records = new ArrayList<>(futures.size());
            for (Future<GameRecord> f : futures) {
                try {
                    records.add(f.get());
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a game failed", e.getCause());
                }
            }
            records.sort(Comparator.comparingInt(GameRecord::pairing).thenComparingInt(GameRecord::number));
            return records;
        } finally {
            pool.shutdownNow();
        }
    }

    /** A game's seed from the tournament seed, its pairing and its number (SplitMix64 finaliser). */
    static long mix(long seed, int pairing, int number) {
        long z = seed + 0x9E3779B97F4A7C15L * (1 + ((long) pairing << 32 | number));
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Parses --rules; null when the text names no valid game. */
    public static Rules parseRules(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        Rules preset = Rules.preset(t);
        if (preset != null) {
            return preset;
        }
        boolean exact = false;
        if (t.endsWith(":exact")) {
            exact = true;
            t = t.substring(0, t.length() - ":exact".length());
        }
        String[] parts = t.split("x", -1);
        if (parts.length != 3) {
            return null;
        }
        try {
            int w = Integer.parseInt(parts[0]);
            int h = Integer.parseInt(parts[1]);
            int k = Integer.parseInt(parts[2]);
            return Rules.problem(w, h, k) == null ? new Rules(w, h, k, !exact) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Wins, draws and losses of a pairing's first bot, and each bot's think times per move. */
    record Tally(int wins, int draws, int losses, int firstMoves, long firstNanos, long firstMax, int secondMoves,
                 long secondNanos, long secondMax) {
        static Tally of(Pairing p, List<GameRecord> records) {
            int w = 0;
            int d = 0;
            int l = 0;
            int fm = 0;
            long fn = 0;
            long fx = 0;
            int sm = 0;
            long sn = 0;
            long sx = 0;
            for (GameRecord r : records) {
                if (r.pairing() != p.index()) {
                    continue;
                }
                Mark first = p.firstIsX(r.number()) ? Mark.X : Mark.O;
                if (r.winner() == null) {
                    d++;
                } else if (r.winner() == first) {
                    w++;
                } else {
                    l++;
                }
                GameRecord.Side a = first == Mark.X ? r.x() : r.o();
                GameRecord.Side b = first == Mark.X ? r.o() : r.x();
                fm += a.moves();
                fn += a.totalNanos();
                fx = Math.max(fx, a.maxNanos());
                sm += b.moves();
                sn += b.totalNanos();
                sx = Math.max(sx, b.maxNanos());
            }
            return new Tally(w, d, l, fm, fn, fx, sm, sn, sx);
        }

        int games() {
            return wins + draws + losses;
        }
    }

    static String table(List<Pairing> pairings, List<GameRecord> records) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "%n%-20s %5s %5s %5s %6s   %-8s %9s %9s   %-8s %9s %9s%n", "pairing",
            "games", "wins", "draws", "losses", "first", "avg ms", "max ms", "second", "avg ms", "max ms"));
        for (Pairing p : pairings) {
            Tally t = Tally.of(p, records);
            s.append(String.format(Locale.ROOT, "%-20s %5d %5d %5d %6d   %-8s %9.1f %9.1f   %-8s %9.1f %9.1f%n",
                p.first().code() + " vs " + p.second().code(), t.games(), t.wins(), t.draws(), t.losses(),
                p.first().code(), avg(t.firstNanos(), t.firstMoves()), t.firstMax() / 1e6,
                p.second().code(), avg(t.secondNanos(), t.secondMoves()), t.secondMax() / 1e6));
        }
        s.append(String.format(Locale.ROOT, "(wins, draws and losses are the first bot's)%n"));
        return s.toString();
    }

    private static double avg(long nanos, int moves) {
        return moves == 0 ? 0 : nanos / 1e6 / moves;
    }

    static void writeCsv(Path file, List<Pairing> pairings, List<GameRecord> records) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(GameRecord.CSV_HEADER);
            w.write('\n');
            for (GameRecord r : records) {
                w.write(r.csv(pairings.get(r.pairing()).label()));
                w.write('\n');
            }
        }
    }

    /** "[#####.....] 37/60 games", redrawn in place on standard error. */
    static final class Progress {
        private static final int WIDTH = 30;
        private final PrintWriter err;
        private final int total;
        private int shown = -1;

        Progress(PrintWriter err, int total) {
            this.err = err;
            this.total = total;
            done(0);
        }

        synchronized void done(int finished) {
            if (finished <= shown) {
                return;
            }
            shown = finished;
            int filled = total == 0 ? WIDTH : (int) ((long) finished * WIDTH / total);
            char[] bar = new char[WIDTH];
            Arrays.fill(bar, 0, filled, '#');
            Arrays.fill(bar, filled, WIDTH, '.');
            err.print("\r[" + new String(bar) + "] " + finished + "/" + total + " games");
            err.flush();
        }

        synchronized void finish() {
            err.println();
            err.flush();
        }
    }

    /** For tests: runs the command with its own output streams. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cmd = new CommandLine(new Tournament());
        cmd.setOut(out);
        cmd.setErr(err);
        return cmd.execute(args);
    }
}
