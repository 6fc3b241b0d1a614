package inrow.bench;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.review.Grade;
import inrow.review.MoveReview;
import inrow.review.Review;
import inrow.review.Reviewer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * How long the computer's review of a gomoku game takes at the site's budget, and how its verdicts trade against the
 * budget (issue 42, "Measured"): games played between two ladder levels (seeded, so the same games every run) are
 * reviewed at the site's 300 ms a position and at ten times that; it prints each game's review time and the mistakes
 * and blunders each budget found, and how many of the longer look's blunders the site's budget also found. A main
 * run by hand (docs/performance.md, "Reviews").
 *
 * <p>Arguments: games (default 3), the level that plays them (default 5), the minimum length (default 60 plies),
 * the budget in ms (default 300), the factor (default 10).
 */
public final class ReviewBench {
    private ReviewBench() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Level level = Level.parse(args.length > 1 ? args[1] : "5");
        int minPlies = args.length > 2 ? Integer.parseInt(args[2]) : 60;
        long budget = args.length > 3 ? Long.parseLong(args[3]) : 300;
        int factor = args.length > 4 ? Integer.parseInt(args[4]) : 10;
        System.out.printf(Locale.ROOT, "gomoku (freestyle) games of level %s against itself, at least %d plies; "
            + "review budgets %d ms and %d ms a position; %d cores%n", level.code(), minPlies, budget,
            budget * factor, Runtime.getRuntime().availableProcessors());
        int found = 0;
        int longer = 0;
        long seed = 1;
        for (int g = 0; g < games; ) {
            List<Point> moves = play(level, seed++, minPlies);
            if (moves == null) {
                continue;
            }
            g++;
            long t0 = System.nanoTime();
            Review quick = new Reviewer().review("BENCH" + g, 1, Rules.GOMOKU, moves, budget, r -> { }, () -> false);
            double quickSeconds = (System.nanoTime() - t0) / 1e9;
            t0 = System.nanoTime();
            Review slow = new Reviewer().review("BENCH" + g, 1, Rules.GOMOKU, moves, budget * factor, r -> { },
                () -> false);
            double slowSeconds = (System.nanoTime() - t0) / 1e9;
            Set<Integer> quickBlunders = plies(quick, Grade.BLUNDER);
            Set<Integer> slowBlunders = plies(slow, Grade.BLUNDER);
            Set<Integer> both = new HashSet<>(slowBlunders);
            both.retainAll(quickBlunders);
            found += both.size();
            longer += slowBlunders.size();
            System.out.printf(Locale.ROOT, "game %d: %d plies; review %.1f s at %d ms, %.1f s at %d ms; mistakes %d / "
                + "%d, blunders %d / %d (at %d ms / at %d ms); of the longer look's blunders the site's budget found "
                + "%d%n", g, moves.size(), quickSeconds, budget, slowSeconds, budget * factor,
                plies(quick, Grade.MISTAKE).size(), plies(slow, Grade.MISTAKE).size(), quickBlunders.size(),
                slowBlunders.size(), budget, budget * factor, both.size());
        }
        System.out.printf(Locale.ROOT, "in all: the site's budget found %d of the %d blunders the longer look found%n",
            found, longer);
    }

    private static Set<Integer> plies(Review r, Grade grade) {
        Set<Integer> out = new HashSet<>();
        for (MoveReview m : r.moves()) {
            if (m.grade() == grade) {
                out.add(m.ply());
            }
        }
        return out;
    }

    /** A game of {@code level} against itself, or null if it ended before {@code minPlies}. */
    private static List<Point> play(Level level, long seed, int minPlies) {
        Random random = new Random(seed);
        Bot x = level.create(new Random(random.nextLong()));
        Bot o = level.create(new Random(random.nextLong()));
        Game game = Game.start(Rules.GOMOKU);
        List<Point> moves = new ArrayList<>();
        while (!game.isOver() && moves.size() < 200) {
            Decision d = (game.ply() % 2 == 0 ? x : o).choose(game, Budget.millis(1000));
            game = ((inrow.engine.MoveResult.Played) game.play(d.move().x(), d.move().y())).game();
            moves.add(d.move());
        }
        return moves.size() >= minPlies ? moves : null;
    }
}
