package inrow.review;

import inrow.bot.master.Clock;
import inrow.bot.master.Engine;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Estimates on open boards (gomoku, renju, any k-in-a-row without gravity up to 19 x 19) from the computer's own
 * master engine: its best move and score before the move, and its score after the move played, each given half the
 * position's time. A score becomes a chance to win by a logistic curve, {@code 1 / (1 + e^(-score / 2000))}, its
 * scale set by the engine's scores of a few positions (docs/review.md): the first move's edge (about 260) is a 53 %
 * chance, a three blocked at one end with the attacker to move (about 2,400) 77 %, an open four or a forced win the
 * threat search proved (a score near a million) certain. Not yet fitted to the outcomes of real games. Renju's
 * forbidden points are the engine's too: it never suggests one.
 */
final class Gomoku implements Analyst {
    static final double SCALE = 2000;
    private final Engine engine = new Engine();

    @Override
    public boolean handles(Rules rules) {
        return fits(rules);
    }

    static boolean fits(Rules rules) {
        return !rules.gravity() && rules.width() <= 19 && rules.height() <= 19;
    }

    @Override
    public boolean exact() {
        return false;
    }

    @Override
    public List<Candidate> assess(Game game, Point played, long deadlineNanos) {
        Mark mover = game.toMove();
        long half = Math.max(0, (deadlineNanos - System.nanoTime()) / 2);
        double before = chance(score(game, System.nanoTime() + half), mover);
        Point best = new Point(engine.lastChoice.x(), engine.lastChoice.y());
        List<Candidate> out = new ArrayList<>();
        out.add(new Candidate(best, Outcome.estimate(before)));
        if (!best.equals(played)) {
            Game after = ((MoveResult.Played) game.play(played.x(), played.y())).game();
            double chance;
            if (after.isOver()) {
                chance = after.result().winner() == mover ? 1 : after.result().winner() == null ? 0.5 : 0;
            } else {
                chance = chance(score(after, deadlineNanos), mover);
            }
            out.add(new Candidate(played, Outcome.estimate(chance)));
            out.sort(Comparator.comparingDouble((Candidate c) -> c.outcome().chance()).reversed());
        }
        return out;
    }

    /** Black's score of {@code g} within the deadline. */
    private int score(Game g, long deadlineNanos) {
        Rules r = g.rules();
        List<Point> moves = g.moves();
        int[] xs = new int[moves.size()];
        int[] ys = new int[moves.size()];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = moves.get(i).x();
            ys[i] = moves.get(i).y();
        }
        return engine.assess(r.width(), r.height(), r.win(), r.overline(), r.renju(), xs, ys, xs.length,
            new Clock(deadlineNanos, () -> false));
    }

    static double chance(int blackScore, Mark mover) {
        int forMover = mover == Mark.X ? blackScore : -blackScore;
        return 1 / (1 + Math.exp(-forMover / SCALE));
    }
}
