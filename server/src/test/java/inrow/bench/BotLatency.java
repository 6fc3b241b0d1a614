package inrow.bench;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Rules;
import inrow.tools.Tournament;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Per-move latency of bots against their think budget: a benchmark to run by hand, not a test. With
 * {@code --positions selfplay} (the default) each level plays itself from the empty board (a new game when one ends)
 * until it has made the requested number of moves at each budget; with {@code --positions quiet} every move is asked
 * of a fresh bot on a different quiet position (4 to 20 stones, nobody has a three), where there is nothing forced
 * and the bot has to think. Every {@code choose} call is timed. Prints p50, p99 and max per level and budget, and
 * how many moves went over the budget.
 *
 * <p>Arguments (all optional): {@code --levels master --budgets 100,1000 --samples 30 --positions selfplay
 * --rules gomoku --seed 1 --warmup 10} (warm-up moves at the first budget, not counted).
 */
public final class BotLatency {
    private BotLatency() {
    }

    public static void main(String[] args) {
        List<String> levels = List.of("master");
        long[] budgets = {100, 1000};
        int samples = 30;
        int warmup = 10;
        Rules rules = Rules.GOMOKU;
        long seed = 1;
        boolean quiet = false;
        for (int i = 0; i + 1 < args.length; i += 2) {
            String v = args[i + 1];
            switch (args[i]) {
                case "--levels" -> levels = List.of(v.split(","));
                case "--budgets" -> budgets = Arrays.stream(v.split(",")).mapToLong(Long::parseLong).toArray();
                case "--samples" -> samples = Integer.parseInt(v);
                case "--warmup" -> warmup = Integer.parseInt(v);
                case "--rules" -> rules = Tournament.parseRules(v);
                case "--seed" -> seed = Long.parseLong(v);
                case "--positions" -> quiet = switch (v) {
                    case "quiet" -> true;
                    case "selfplay" -> false;
                    default -> throw new IllegalArgumentException("--positions quiet or selfplay, not " + v);
                };
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        System.out.printf(Locale.ROOT, "%s, %s, %d processors, %d moves per level and budget (after %d warm-up moves)%n",
            rules.label(), quiet ? "quiet positions" : "self-play", Runtime.getRuntime().availableProcessors(), samples,
            warmup);
        System.out.printf(Locale.ROOT, "%-8s %9s %7s %9s %9s %9s %9s %6s%n", "level", "budget ms", "moves", "p50 ms",
            "p99 ms", "max ms", "p50/bud", "over");
        for (String code : levels) {
            Level level = Level.parse(code);
            if (level == null) {
                throw new IllegalArgumentException("unknown level " + code);
            }
            if (warmup > 0) {
                selfPlay(level, rules, budgets[0], warmup, seed - 1);
            }
            for (long budget : budgets) {
                long[] nanos = quiet ? quiet(level, rules, budget, samples, seed) : selfPlay(level, rules, budget, samples, seed);
                Arrays.sort(nanos);
                long over = Arrays.stream(nanos).filter(n -> n > budget * 1_000_000L).count();
                double p50 = percentile(nanos, 50) / 1e6;
                System.out.printf(Locale.ROOT, "%-8s %9d %7d %9.1f %9.1f %9.1f %8.0f%% %6d%n", code, budget,
                    nanos.length, p50, percentile(nanos, 99) / 1e6, nanos[nanos.length - 1] / 1e6,
                    100 * p50 / budget, over);
            }
        }
    }

    /** Nearest-rank percentile of sorted values. */
    static long percentile(long[] sorted, double p) {
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    /** Think times of fresh bots, each on its own quiet position. */
    static long[] quiet(Level level, Rules rules, long budgetMillis, int moves, long seed) {
        long[] times = new long[moves];
        for (int i = 0; i < moves; i++) {
            Game game = Positions.middleGame(rules, 4 + (i % 5) * 4, seed + i);
            Bot bot = level.create(new SplittableRandom(seed + i));
            long start = System.nanoTime();
            Decision d = bot.choose(game, Budget.millis(budgetMillis));
            times[i] = System.nanoTime() - start;
            if (!(game.play(d.move().x(), d.move().y()) instanceof MoveResult.Played)) {
                throw new IllegalStateException(level.code() + " played an illegal move " + d.move());
            }
        }
        return times;
    }

    /** Think times of {@code moves} moves of a level playing itself. */
    static long[] selfPlay(Level level, Rules rules, long budgetMillis, int moves, long seed) {
        SplittableRandom seeds = new SplittableRandom(seed);
        List<Long> times = new ArrayList<>();
        Game game = Game.start(rules);
        Bot[] bots = {level.create(new SplittableRandom(seeds.nextLong())), level.create(new SplittableRandom(seeds.nextLong()))};
        while (times.size() < moves) {
            if (game.isOver()) {
                game = Game.start(rules);
                bots = new Bot[] {level.create(new SplittableRandom(seeds.nextLong())),
                    level.create(new SplittableRandom(seeds.nextLong()))};
            }
            Bot bot = bots[game.ply() % 2];
            long start = System.nanoTime();
            Decision d = bot.choose(game, Budget.millis(budgetMillis));
            times.add(System.nanoTime() - start);
            MoveResult r = game.play(d.move().x(), d.move().y());
            if (!(r instanceof MoveResult.Played played)) {
                throw new IllegalStateException(level.code() + " played an illegal move " + d.move());
            }
            game = played.game();
        }
        return times.stream().mapToLong(Long::longValue).toArray();
    }
}
