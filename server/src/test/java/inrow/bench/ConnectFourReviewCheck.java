package inrow.bench;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.review.Candidate;
import inrow.review.MoveReview;
import inrow.review.Outcome;
import inrow.review.Review;
import inrow.review.Reviewer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Whether the review's Connect Four verdicts agree with an independent solver (issue 42, "Measured"): games between
 * ladder levels (seeded, so the same games every run) are reviewed at the site's budget, and every column value the
 * review gave at every position is compared with Pascal Pons's solver, built from its public source as a fixture
 * outside the repository (`c4solver` prints a position's score for the side to move). A column the review left
 * unproven within its budget is counted, not compared. A main run by hand (docs/performance.md, "Reviews").
 *
 * <p>Arguments: the solver's path, games (default 20), the review's budget in ms (default the site's 300).
 */
public final class ConnectFourReviewCheck {
    private static final int CELLS = 42;

    private ConnectFourReviewCheck() {
    }

    public static void main(String[] args) throws IOException {
        String solverPath = args[0];
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        long budget = args.length > 2 ? Long.parseLong(args[2]) : 300;
        PonsSolver solver = new PonsSolver(solverPath, false);
        int positions = 0;
        int compared = 0;
        int unproven = 0;
        int disagree = 0;
        int wholePositions = 0;
        long reviewNanos = 0;
        Random seeds = new Random(42);
        for (int g = 1; g <= games; g++) {
            // Levels 3 to 8 against each other: weak games throw values away often, strong ones rarely.
            Level x = Level.ofRung(3 + seeds.nextInt(6));
            Level o = Level.ofRung(3 + seeds.nextInt(6));
            List<Point> moves = play(x, o, seeds.nextLong());
            long t0 = System.nanoTime();
            Review review = new Reviewer().review("CHECK" + g, 1, Rules.CONNECT4, moves, budget, r -> { },
                () -> false);
            reviewNanos += System.nanoTime() - t0;
            int gameDisagree = 0;
            int gameUnproven = 0;
            StringBuilder line = new StringBuilder();
            Game game = Game.start(Rules.CONNECT4);
            for (MoveReview m : review.moves()) {
                positions++;
                boolean whole = true;
                for (Candidate c : m.every()) {
                    int column = c.move().x();
                    if (c.outcome() == null) {
                        unproven++;
                        gameUnproven++;
                        whole = false;
                        continue;
                    }
                    compared++;
                    Outcome oracle = oracle(game, column, line.toString(), solver);
                    if (!oracle.equals(c.outcome())) {
                        disagree++;
                        gameDisagree++;
                        whole = false;
                        System.out.printf(Locale.ROOT, "  disagree: position '%s' column %d: review %s, solver %s%n",
                            line, column + 1, c.outcome(), oracle);
                    }
                }
                if (whole) {
                    wholePositions++;
                }
                game = ((MoveResult.Played) game.drop(m.played().x())).game();
                line.append(m.played().x() + 1);
            }
            System.out.printf(Locale.ROOT, "game %d (%s as X, %s as O): %d plies %s; %d columns unproven, %d disagree%n",
                g, x.code(), o.code(), moves.size(), line, gameUnproven, gameDisagree);
        }
        solver.close();
        System.out.printf(Locale.ROOT, "in all: %d positions, %d column values compared, %d agree, %d disagree, "
                + "%d unproven within %d ms; %d positions with every column proven and right; review %.1f s in all%n",
            positions, compared, compared - disagree, disagree, unproven, budget, wholePositions, reviewNanos / 1e9);
        if (disagree > 0) {
            System.exit(1);
        }
    }

    /**
     * The value of dropping in {@code column} from the position {@code moves} (the solver's columns, from 1): a drop
     * that wins at once is the engine's to say (the solver refuses a line that contains a finished game); any other
     * is the solver's score of the position after it, negated (it speaks for the side to move there).
     */
    private static Outcome oracle(Game game, int column, String moves, PonsSolver solver) throws IOException {
        Game after = ((MoveResult.Played) game.drop(column)).game();
        if (after.isOver() && after.result().winner() != null) {
            return Outcome.win(1);
        }
        return forMover(-solver.score(moves + (column + 1)), game.ply());
    }

    /**
     * The solver's score for dropping in a column (from the side to move, 22 minus the winner's stones, as
     * docs/bots.md says) as the review's outcome for the mover: who wins, and on which ply from this move.
     */
    static Outcome forMover(int score, int ply) {
        if (score == 0) {
            return Outcome.draw();
        }
        int winnerStones = (CELLS + 2) / 2 - Math.abs(score);
        if (score > 0) {
            // The mover has ply / 2 stones down before this one (X moves on even plies); its winning stone is its
            // winnerStones-th, and the opponent plays between each of ours.
            int ours = winnerStones - ply / 2;
            return Outcome.win(2 * ours - 1);
        }
        int theirs = winnerStones - (ply + 1) / 2;
        return Outcome.loss(2 * theirs);
    }

    private static List<Point> play(Level x, Level o, long seed) {
        Random random = new Random(seed);
        Bot bx = x.create(new Random(random.nextLong()));
        Bot bo = o.create(new Random(random.nextLong()));
        Game game = Game.start(Rules.CONNECT4);
        List<Point> moves = new ArrayList<>();
        while (!game.isOver()) {
            Decision d = (game.ply() % 2 == 0 ? bx : bo).choose(game, Budget.millis(200));
            game = ((MoveResult.Played) game.drop(d.move().x())).game();
            moves.add(d.move());
        }
        return moves;
    }
}
