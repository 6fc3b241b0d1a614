package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Rules;
import java.util.SplittableRandom;

/**
 * Benchmark (not a unit test): master against an opponent on gomoku, alternating colours.
 *
 * <pre>
 * java -cp target/classes:target/test-classes inrow.bot.MasterBench OPPONENT GAMES MILLIS [SEED] [W H K OVERLINE]
 * </pre>
 *
 * OPPONENT is greedy, minimax (the real levels), sgreedy, sminimax (the test sparring partners) or master.
 * Prints each game's result and master's average depth and nodes per second.
 */
public final class MasterBench {
    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    private MasterBench() {
    }

    public static void main(String[] args) {
        String opponent = args.length > 0 ? args[0] : "sgreedy";
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        long millis = args.length > 2 ? Long.parseLong(args[2]) : 100;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        Rules rules = args.length > 7 ? new Rules(Integer.parseInt(args[4]), Integer.parseInt(args[5]),
                Integer.parseInt(args[6]), Boolean.parseBoolean(args[7])) : Rules.GOMOKU;
        long opponentMillis = Long.getLong("opponentMillis", millis);
        int wins = 0;
        int draws = 0;
        int losses = 0;
        long searchMoves = 0;
        long depthSum = 0;
        long nodeSum = 0;
        long nanoSum = 0;
        long maxOver = Long.MIN_VALUE;
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(seed * 1000 + g);
            MasterBot master = variant(System.getProperty("mine", ""));
            Bot other = create(opponent, random);
            boolean masterIsX = g % 2 == 0;
            Game game = Game.start(rules);
            StringBuilder log = new StringBuilder();
            // a random opening near the centre, the same for both games of a pair (colours swapped)
            SplittableRandom openingRandom = new SplittableRandom(seed * 7919 + g / 2);
            int openingPlies = Integer.getInteger("opening", 0);
            while (game.ply() < openingPlies) {
                int x = rules.width() / 2 + openingRandom.nextInt(5) - 2;
                int y = rules.height() / 2 + openingRandom.nextInt(5) - 2;
                if (rules.contains(x, y) && game.at(x, y) == null) {
                    game = ((MoveResult.Played) game.play(x, y)).game();
                    log.append(new inrow.engine.Point(x, y).name(rules.height())).append(' ');
                }
            }
            while (!game.isOver()) {
                boolean masterTurn = (game.toMove() == Mark.X) == masterIsX;
                long budgetMillis = masterTurn ? millis : opponentMillis;
                Budget budget = Budget.millis(budgetMillis);
                long t0 = System.nanoTime();
                long c0 = THREADS.getCurrentThreadCpuTime();
                Decision d = masterTurn ? master.choose(game, budget) : other.choose(game, budget);
                long spent = System.nanoTime() - t0;
                long cpu = THREADS.getCurrentThreadCpuTime() - c0;
                if (masterTurn) {
                    maxOver = Math.max(maxOver, spent - budgetMillis * 1_000_000L);
                    if (spent - budgetMillis * 1_000_000L > 3_000_000L) {
                        System.out.println("  overrun " + (spent / 1_000_000.0 - budgetMillis) + " ms (cpu "
                                + cpu / 1_000_000 + " ms) at ply " + game.ply()
                                + ": " + master.lastStats());
                    }
                    var e = master.engine();
                    if (e.lastStage.equals("search")) {
                        searchMoves++;
                        depthSum += e.lastDepth;
                        nodeSum += e.lastNodes;
                        nanoSum += e.lastNanos;
                    }
                    if (d.comment().equals("A quiet move")) {
                        System.out.println("  FALLBACK at ply " + game.ply());
                    }
                    if (Boolean.getBoolean("verbose")) {
                        System.out.println("  " + d.move().name(rules.height()) + " " + d.comment() + " | "
                                + master.lastStats());
                    }
                }
                log.append(d.move().name(rules.height())).append(' ');
                MoveResult r = game.play(d.move().x(), d.move().y());
                if (!(r instanceof MoveResult.Played p)) {
                    throw new IllegalStateException(
                            "illegal move " + d.move() + " by " + (masterTurn ? "master" : opponent));
                }
                game = p.game();
            }
            Mark winner = game.result().winner();
            String outcome;
            if (winner == null) {
                draws++;
                outcome = "draw";
            } else if ((winner == Mark.X) == masterIsX) {
                wins++;
                outcome = "master wins";
            } else {
                losses++;
                outcome = "MASTER LOSES";
            }
            System.out.println("game " + g + " master " + (masterIsX ? "X" : "O") + ": " + outcome + " in "
                    + game.ply() + " moves" + (winner == null || (winner == Mark.X) != masterIsX ? "\n  " + log : ""));
        }
        System.out.println("vs " + opponent + " at " + millis + " ms: " + wins + " wins, " + draws + " draws, "
                + losses + " losses");
        if (searchMoves > 0) {
            System.out.printf("search moves %d, avg depth %.1f, nodes/s %.0f, worst overrun %.1f ms%n", searchMoves,
                    depthSum / (double) searchMoves, nodeSum / (nanoSum / 1e9), maxOver / 1e6);
        }
    }

    /** A master with knobs changed: "leafVcf=false,width=12,vct=false,share=0.5". */
    static MasterBot variant(String spec) {
        MasterBot bot = new MasterBot();
        var e = bot.engine();
        for (String kv : spec.split(",")) {
            if (kv.isBlank()) {
                continue;
            }
            String[] p = kv.split("=");
            switch (p[0]) {
                case "leafVcf" -> e.leafVcf = Boolean.parseBoolean(p[1]);
                case "width" -> e.width = Integer.parseInt(p[1]);
                case "vct" -> e.useVct = Boolean.parseBoolean(p[1]);
                case "share" -> e.searchShare = Double.parseDouble(p[1]);
                default -> throw new IllegalArgumentException(kv);
            }
        }
        return bot;
    }

    static Bot create(String name, SplittableRandom random) {
        return switch (name) {
            case "greedy" -> Level.GREEDY.create(random);
            case "minimax" -> Level.MINIMAX.create(random);
            case "random" -> Level.RANDOM.create(random);
            case "master" -> variant(System.getProperty("variant", ""));
            case "sgreedy" -> new MasterSparring.Greedy(random);
            case "sminimax" -> new MasterSparring.Minimax(random, 2, 12);
            case "sminimax3" -> new MasterSparring.Minimax(random, 3, 10);
            default -> throw new IllegalArgumentException("unknown opponent " + name);
        };
    }
}
