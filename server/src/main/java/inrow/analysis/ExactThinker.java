package inrow.analysis;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.review.Analyst;
import inrow.review.Candidate;
import java.util.ArrayList;
import java.util.List;

/**
 * Proven values from a review's exact analyst (every cell of a small board, every column of Connect Four): the three
 * best moves, each followed by the best replies while they can be proven in time. Finished once every move's value
 * is proven; an early Connect Four position may need several iterations, each with more time.
 */
final class ExactThinker implements Thinker {
    /** Moves in a line, the suggestion among them. */
    static final int LINE = 4;
    private final Analyst analyst;

    ExactThinker(Analyst analyst) {
        this.analyst = analyst;
    }

    @Override
    public Thought think(Game game, int depth, long deadlineNanos) {
        // Most of the time for the moves' values, the rest to play the best ones out.
        long now = System.nanoTime();
        List<Candidate> every = analyst.assess(game, null, now + (long) ((deadlineNanos - now) * 0.7));
        List<Line> lines = new ArrayList<>();
        boolean playedOut = true;
        for (Candidate c : every) {
            if (lines.size() == 3 || c.outcome() == null) {
                break;
            }
            List<Point> moves = line(game, c.move(), deadlineNanos);
            playedOut &= moves.size() == LINE || after(game, moves).isOver();
            lines.add(new Line(moves, c.outcome()));
        }
        // Finished once every value is proven and every line played out; else a longer iteration tries again.
        boolean proven = every.stream().allMatch(c -> c.outcome() != null);
        return new Thought(depth, true, proven && playedOut, lines, every);
    }

    private static Game after(Game game, List<Point> moves) {
        Game g = game;
        for (Point p : moves) {
            g = played(g, p);
        }
        return g;
    }

    /**
     * {@code first}, then each side's best proven reply, while the game goes on and time is left (a line may also stop
     * where a reply is not proven in time).
     */
    private List<Point> line(Game game, Point first, long deadlineNanos) {
        List<Point> moves = new ArrayList<>(List.of(first));
        Game g = played(game, first);
        while (moves.size() < LINE && !g.isOver() && System.nanoTime() < deadlineNanos) {
            Candidate best = analyst.assess(g, null, deadlineNanos).get(0);
            if (best.outcome() == null) {
                break;
            }
            moves.add(best.move());
            g = played(g, best.move());
        }
        return moves;
    }

    static Game played(Game g, Point p) {
        return ((MoveResult.Played) g.play(p.x(), p.y())).game();
    }
}
