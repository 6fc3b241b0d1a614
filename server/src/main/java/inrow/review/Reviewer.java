package inrow.review;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Reviews a round move by move with the first analyst that handles its rules (exact ones first), giving each
 * position {@code budgetMs}, and hands each partial review on as it grows. One reviewer per thread: the analysts
 * keep search tables.
 */
public final class Reviewer {
    private final List<Analyst> analysts = List.of(new SmallBoards(), new FourInARow(), new Gomoku());

    /**
     * Whether some analyst reviews games of these rules: asked without making one (the Connect Four solver's table
     * alone is 9 MB), as the analysts' own {@code handles} would answer.
     */
    public static boolean reviews(Rules rules) {
        return SmallBoards.fits(rules) || inrow.bot.connect4.Position.supports(rules) || Gomoku.fits(rules);
    }

    private Analyst analyst(Rules rules) {
        for (Analyst a : analysts) {
            if (a.handles(rules)) {
                return a;
            }
        }
        return null;
    }

    /**
     * The review of {@code moves} under {@code rules}; stops early (an incomplete review) when {@code cancelled}
     * turns true between positions.
     */
    public Review review(String code, int round, Rules rules, List<Point> moves, long budgetMs,
                         Consumer<Review> progress, BooleanSupplier cancelled) {
        Analyst analyst = analyst(rules);
        if (analyst == null) {
            throw new IllegalArgumentException("no analyst for " + rules);
        }
        List<MoveReview> done = new ArrayList<>();
        Game game = Game.start(rules);
        for (int ply = 0; ply < moves.size() && !cancelled.getAsBoolean(); ply++) {
            Point played = moves.get(ply);
            long deadline = System.nanoTime() + budgetMs * 1_000_000L;
            List<Candidate> candidates = analyst.assess(game, played, deadline);
            Candidate best = candidates.get(0);
            Candidate mine = candidates.stream().filter(c -> c.move().equals(played)).findFirst().orElse(null);
            Outcome bestOutcome = best.outcome();
            Outcome outcome = mine == null ? null : mine.outcome();
            Grade grade = bestOutcome == null || outcome == null ? null : Outcome.graded(bestOutcome, outcome);
            done.add(new MoveReview(ply, game.toMove(), played, best.move(), bestOutcome, outcome, grade,
                analyst.exact() ? candidates : List.of()));
            progress.accept(new Review(code, round, analyst.exact(), budgetMs, moves.size(), done));
            MoveResult next = rules.gravity() ? game.drop(played.x()) : game.play(played.x(), played.y());
            game = ((MoveResult.Played) next).game();
        }
        return new Review(code, round, analyst.exact(), budgetMs, moves.size(), done);
    }
}
