package inrow.review;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact values on boards small enough to search to the end (tic-tac-toe and its like: at most {@link #MAX_EMPTY}
 * empty cells when asked): plain negamax over the engine's own rules, memoised by position. No gravity (Connect
 * Four has its own solver) and no renju.
 */
final class SmallBoards implements Analyst {
    static final int MAX_EMPTY = 10;

    @Override
    public boolean handles(Rules rules) {
        return fits(rules);
    }

    static boolean fits(Rules rules) {
        return !rules.gravity() && !rules.renju() && rules.width() * rules.height() <= MAX_EMPTY;
    }

    @Override
    public boolean exact() {
        return true;
    }

    @Override
    public List<Candidate> assess(Game game, Point played, long deadlineNanos) {
        Map<String, Outcome> memo = new HashMap<>();
        List<Candidate> out = new ArrayList<>();
        for (Point move : empties(game)) {
            Game next = ((MoveResult.Played) game.play(move.x(), move.y())).game();
            out.add(new Candidate(move, value(next, memo).forMover()));
        }
        out.sort(Comparator.comparing(Candidate::outcome, SmallBoards::better));
        return out;
    }

    /** Better for the one who moves first in the comparison's order: a win soonest, then a draw, a loss latest. */
    static int better(Outcome a, Outcome b) {
        if (a.result() != b.result()) {
            return Integer.compare(b.result(), a.result());
        }
        return a.result() > 0 ? Integer.compare(a.plies(), b.plies()) : Integer.compare(b.plies(), a.plies());
    }

    /** The value for the side to move in {@code g}. */
    private static Outcome value(Game g, Map<String, Outcome> memo) {
        if (g.isOver()) {
            // The last stone ended it: a line for the one who placed it (a loss now), or a full board.
            return g.result().winner() == null ? Outcome.draw() : Outcome.loss(0);
        }
        String key = String.join("/", g.rows());
        Outcome known = memo.get(key);
        if (known != null) {
            return known;
        }
        Outcome best = null;
        for (Point move : empties(g)) {
            Outcome o = value(((MoveResult.Played) g.play(move.x(), move.y())).game(), memo).forMover();
            if (best == null || better(o, best) < 0) {
                best = o;
            }
        }
        memo.put(key, best);
        return best;
    }

    private static List<Point> empties(Game g) {
        List<Point> out = new ArrayList<>();
        for (int y = 0; y < g.rules().height(); y++) {
            for (int x = 0; x < g.rules().width(); x++) {
                if (g.at(x, y) == null) {
                    out.add(new Point(x, y));
                }
            }
        }
        return out;
    }
}
