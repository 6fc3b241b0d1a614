package inrow.bench;

import inrow.bot.Level;
import inrow.bot.ladder.EloFit;
import inrow.bot.ladder.Match;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The ladder's round robin (a main, run by hand; docs/bots.md, "The ladder"): every pair of the given levels plays
 * {@code --pairs} openings twice, colours swapped, and the levels' ratings are fitted by maximum likelihood
 * ({@link EloFit}, level 1 at 0, one virtual draw between neighbours). Levels 1 to 7 stop by node counts, so their
 * games do not depend on the machine; level 8 (the master) thinks for {@code --think-ms} a move. Games run on
 * {@code --threads} threads; each game has its own seed, drawn in a fixed order, so the results for levels 1 to 7 are
 * the same whatever the threads. {@code --span k} pairs each level only with the k next ones in the list (all by
 * default): a level far below wins nothing against one far above, so those games say little about a gap.
 *
 * <pre>
 * mvn -B -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=inrow.bench.LadderRoundRobin \
 *   -Dexec.args="--rules gomoku --levels 1,2,3,4,5,6,7 --pairs 24 --span 2 --think-ms 30000 --threads 2 --seed 8"
 * </pre>
 */
public final class LadderRoundRobin {
    public static void main(String[] args) throws Exception {
        String rulesName = "gomoku";
        String levelList = "1,2,3,4,5,6,7,8";
        int pairs = 4;
        long thinkMillis = 200;
        int threads = 1;
        int span = Integer.MAX_VALUE;
        long seed = 1;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--rules" -> rulesName = args[i + 1];
                case "--levels" -> levelList = args[i + 1];
                case "--pairs" -> pairs = Integer.parseInt(args[i + 1]);
                case "--think-ms" -> thinkMillis = Long.parseLong(args[i + 1]);
                case "--threads" -> threads = Integer.parseInt(args[i + 1]);
                case "--span" -> span = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Rules rules = Rules.preset(rulesName);
        List<Level> levels = new ArrayList<>();
        for (String code : levelList.split(",")) {
            Level level = Level.parse(code.strip());
            if (level == null) {
                throw new IllegalArgumentException("no level " + code);
            }
            levels.add(level);
        }
        int n = levels.size();
        double[][] points = new double[n][n];
        int[][] games = new int[n][n];
        SplittableRandom random = new SplittableRandom(seed);
        List<Point>[] openings = openings(rules, random, pairs);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<double[]>> results = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n && j - i <= span; j++) {
                for (int p = 0; p < pairs; p++) {
                    for (int swap = 0; swap < 2; swap++) {
                        final int a = i;
                        final int b = j;
                        final List<Point> opening = openings[p];
                        final boolean aIsX = swap == 0;
                        final long gameSeed = random.nextLong();
                        final long think = thinkMillis;
                        results.add(pool.submit(() -> {
                            SplittableRandom seeds = new SplittableRandom(gameSeed);
                            Level x = aIsX ? levels.get(a) : levels.get(b);
                            Level o = aIsX ? levels.get(b) : levels.get(a);
                            Mark w = Match.play(rules, opening, x.create(seeds.split()), o.create(seeds.split()), think);
                            double aPoints = w == null ? 0.5 : (w == Mark.X) == aIsX ? 1 : 0;
                            return new double[] {a, b, aPoints};
                        }));
                    }
                }
            }
        }
        for (Future<double[]> f : results) {
            double[] r = f.get();
            int a = (int) r[0];
            int b = (int) r[1];
            points[a][b] += r[2];
            points[b][a] += 1 - r[2];
            games[a][b]++;
            games[b][a]++;
        }
        pool.shutdown();
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        EloFit fit = new EloFit(points, games, 1);
        System.out.printf(Locale.ROOT, "%s, %d games (%d a pairing), %d s%n", rulesName, results.size(), 2 * pairs,
                seconds);
        System.out.println("| level | score | rating | 95 % | gap to the level below | 95 % |");
        System.out.println("|---|---|---|---|---|---|");
        for (int i = 0; i < n; i++) {
            double score = 0;
            int played = 0;
            for (int j = 0; j < n; j++) {
                score += points[i][j];
                played += games[i][j];
            }
            String gap = i == 0 ? "" : String.format(Locale.ROOT, "%+.0f | ±%.0f", fit.rating(i) - fit.rating(i - 1),
                    fit.gapError(i, i - 1));
            System.out.printf(Locale.ROOT, "| %s | %.1f / %d | %.0f | ±%.0f | %s |%n", levels.get(i).code(), score,
                    played, fit.rating(i), fit.error(i), i == 0 ? " | " : gap);
        }
        System.out.println();
        System.out.print("points of the row's level against the column's:");
        for (int i = 0; i < n; i++) {
            System.out.printf(Locale.ROOT, "%n%s:", levels.get(i).code());
            for (int j = 0; j < n; j++) {
                System.out.printf(Locale.ROOT, " %5s", i == j ? "-" : String.format(Locale.ROOT, "%.1f", points[i][j]));
            }
        }
        System.out.println();
    }

    @SuppressWarnings("unchecked")
    private static List<Point>[] openings(Rules rules, SplittableRandom random, int count) {
        List<Point>[] out = new List[count];
        for (int i = 0; i < count; i++) {
            out[i] = Match.opening(rules, random);
        }
        return out;
    }
}
