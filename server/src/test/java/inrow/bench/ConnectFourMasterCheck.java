package inrow.bench;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Rules;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.TreeMap;

/**
 * Whether the master keeps the game's value in random Connect Four positions (issue 43, "Connect Four, perfect"), and
 * how long its moves take: a main run by hand, not a test. Positions come from random drops (the ply drawn uniformly
 * from a range, a drop that would end the game never made, so each position is undecided); a fresh master, as a
 * new game's would be, chooses within the budget, timed; Pascal Pons's solver (built from its public source as a
 * fixture outside the repository, asked for the weak value: win, draw or loss) says the position's value and the
 * value after the master's move. The value is lost when the mover had a win and the move leaves the opponent a draw
 * or a win, or had a draw and leaves the opponent a win.
 *
 * <p>Arguments: the solver's path, positions (default 1000), budget in ms (default the site's 1000), first ply
 * (default 6), last ply (default 30), seed (default 1).
 */
public final class ConnectFourMasterCheck {
    private ConnectFourMasterCheck() {
    }

    public static void main(String[] args) throws IOException {
        String solverPath = args[0];
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        long budget = args.length > 2 ? Long.parseLong(args[2]) : 1000;
        int first = args.length > 3 ? Integer.parseInt(args[3]) : 6;
        int last = args.length > 4 ? Integer.parseInt(args[4]) : 30;
        Random random = new Random(args.length > 5 ? Long.parseLong(args[5]) : 1);
        PonsSolver solver = new PonsSolver(solverPath, true);
        List<Long> times = new ArrayList<>();
        TreeMap<Integer, int[]> byPly = new TreeMap<>();
        int lost = 0;
        int overBudget = 0;
        long started = System.nanoTime();
        for (int i = 0; i < count; i++) {
            int ply = first + random.nextInt(last - first + 1);
            String line = undecided(ply, random);
            Game game = replay(line);
            int before = Integer.signum(solver.score(line));
            Bot master = Level.ofRung(8).create(new Random(random.nextLong()));
            long t0 = System.nanoTime();
            Decision d = master.choose(game, Budget.millis(budget));
            long took = System.nanoTime() - t0;
            times.add(took);
            if (took > budget * 1_000_000L) {
                overBudget++;
            }
            int column = d.move().x();
            Game after = ((MoveResult.Played) game.drop(column)).game();
            // A drop that wins at once keeps a won game; the solver refuses a line holding a finished game.
            int kept = after.isOver() && after.result().winner() != null ? 1
                : after.isOver() ? 0 : -Integer.signum(solver.score(line + (column + 1)));
            int[] tally = byPly.computeIfAbsent(ply, p -> new int[2]);
            tally[0]++;
            if (kept < before) {
                lost++;
                tally[1]++;
                System.out.printf(Locale.ROOT, "  lost: position '%s' (%s) column %d leaves %s, %.0f ms%n", line,
                    word(before), column + 1, word(kept), took / 1e6);
            }
        }
        solver.close();
        Collections.sort(times);
        StringBuilder plies = new StringBuilder();
        byPly.forEach((p, t) -> plies.append(String.format(Locale.ROOT, " %d:%d/%d", p, t[1], t[0])));
        System.out.printf(Locale.ROOT, "%d positions, plies %d to %d, budget %d ms: value lost in %d; move p50 / p99 / "
                + "max %.0f / %.0f / %.0f ms, %d over the budget; %.0f s in all%nlost by ply (lost/positions):%s%n",
            count, first, last, budget, lost, ms(times, 0.50), ms(times, 0.99), times.get(times.size() - 1) / 1e6,
            overBudget, (System.nanoTime() - started) / 1e9, plies);
        if (lost > 0) {
            System.exit(1);
        }
    }

    private static String word(int value) {
        return value > 0 ? "a win" : value < 0 ? "a loss" : "a draw";
    }

    private static double ms(List<Long> sorted, double q) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1)) / 1e6;
    }

    /** Random drops to {@code ply} stones, none ending the game (a fresh draw when it runs into a dead end). */
    private static String undecided(int ply, Random random) {
        while (true) {
            Game game = Game.start(Rules.CONNECT4);
            StringBuilder line = new StringBuilder();
            while (line.length() < ply) {
                List<Integer> open = new ArrayList<>();
                for (int c = 0; c < 7; c++) {
                    MoveResult r = game.drop(c);
                    if (r instanceof MoveResult.Played p && !p.game().isOver()) {
                        open.add(c);
                    }
                }
                if (open.isEmpty()) {
                    break;
                }
                int c = open.get(random.nextInt(open.size()));
                game = ((MoveResult.Played) game.drop(c)).game();
                line.append(c + 1);
            }
            if (line.length() == ply) {
                return line.toString();
            }
        }
    }

    private static Game replay(String line) {
        Game game = Game.start(Rules.CONNECT4);
        for (char c : line.toCharArray()) {
            game = ((MoveResult.Played) game.drop(c - '1')).game();
        }
        return game;
    }
}
