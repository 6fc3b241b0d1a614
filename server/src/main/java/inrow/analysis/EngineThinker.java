package inrow.analysis;

import inrow.bot.master.Clock;
import inrow.bot.master.Engine;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.review.Analysts;
import inrow.review.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Estimates on open boards (gomoku, renju) from the master engine, several best moves by a root-move list: the
 * engine's own choice and the moves its evaluation likes most, each searched in turn (the position after it, from
 * the opponent's side) with an equal share of the time; the three that leave the mover the best chance are kept,
 * each with the engine's expected replies. A deeper iteration tries more moves and gives each more time. The
 * engine never offers black a renju foul, and a foul could not be played here anyway (the rules refuse it).
 */
final class EngineThinker implements Thinker {
    /** Moves in a line, the suggestion among them. */
    static final int LINE = 5;
    private final Engine engine = new Engine();

    @Override
    public Thought think(Game game, int depth, long deadlineNanos) {
        Mark mover = game.toMove();
        long start = System.nanoTime();
        int wanted = 3 + 2 * depth;
        Set<Point> roots = new LinkedHashSet<>();
        // The engine's own choice first, searched with a fifth of the time: a forced win it finds leads the list.
        score(game, start + (deadlineNanos - start) / 5);
        roots.add(new Point(engine.lastChoice.x(), engine.lastChoice.y()));
        for (int[] xy : rootMoves(game, wanted)) {
            roots.add(new Point(xy[0], xy[1]));
        }
        List<Line> lines = new ArrayList<>();
        int left = roots.size();
        for (Point root : roots) {
            long now = System.nanoTime();
            // Three lines always, even when an iteration overran (the engine's stages have a floor of their own).
            if (now >= deadlineNanos && lines.size() >= 3) {
                break;
            }
            MoveResult r = game.play(root.x(), root.y());
            left--;
            if (r instanceof MoveResult.Played played) {
                lines.add(line(root, played.game(), mover, now + Math.max(0, deadlineNanos - now) / (left + 1)));
            }
        }
        lines.sort(Comparator.comparingDouble((Line l) -> l.outcome().chance()).reversed());
        return new Thought(depth, false, false, lines.subList(0, Math.min(3, lines.size())), List.of());
    }

    /**
     * The line after {@code first}: the engine's best replies, each given an equal part of the time. Its value is the
     * first searched position in which the side to move is not merely forced to block a four (a block says nothing
     * of who stands better), as the mover's chance.
     */
    private Line line(Point first, Game after, Mark mover, long deadlineNanos) {
        List<Point> moves = new ArrayList<>(List.of(first));
        Game g = after;
        Double chance = null;
        while (moves.size() < LINE) {
            if (g.isOver()) {
                Mark winner = g.result().winner();
                if (chance == null) {
                    chance = winner == mover ? 1.0 : winner == null ? 0.5 : 0.0;
                }
                break;
            }
            long now = System.nanoTime();
            int score = score(g, now + Math.max(0, deadlineNanos - now) / (LINE - moves.size()));
            if (chance == null && !engine.lastStage.equals("block")) {
                chance = Analysts.chance(score, mover);
            }
            Point reply = new Point(engine.lastChoice.x(), engine.lastChoice.y());
            MoveResult r = g.play(reply.x(), reply.y());
            if (!(r instanceof MoveResult.Played played)) {
                break;
            }
            moves.add(reply);
            g = played.game();
        }
        if (chance == null) {
            chance = g.isOver() && g.result().winner() == mover ? 1.0 : 0.5;
        }
        return new Line(moves, Outcome.estimate(chance));
    }

    /** Black's score of {@code g} within the deadline; the engine's choice is then {@code engine.lastChoice}. */
    private int score(Game g, long deadlineNanos) {
        Rules r = g.rules();
        int[][] xy = moves(g);
        int score = engine.assess(r.width(), r.height(), r.win(), r.overline(), r.renju(), xy[0], xy[1], xy[0].length,
            new Clock(deadlineNanos, () -> false));
        if (engine.lastStage.equals("solved")) {
            // The exact solver's value is the side to move's: a proven result, not the search's estimate.
            int forMover = engine.lastScore > 0 ? Integer.MAX_VALUE / 2 : engine.lastScore < 0 ? -Integer.MAX_VALUE / 2 : 0;
            return g.ply() % 2 == 0 ? forMover : -forMover;
        }
        return score;
    }

    private int[][] rootMoves(Game g, int limit) {
        Rules r = g.rules();
        int[][] xy = moves(g);
        return engine.rootMoves(r.width(), r.height(), r.win(), r.overline(), r.renju(), xy[0], xy[1], xy[0].length,
            limit);
    }

    private static int[][] moves(Game g) {
        List<Point> moves = g.moves();
        int[][] out = new int[2][moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            out[0][i] = moves.get(i).x();
            out[1][i] = moves.get(i).y();
        }
        return out;
    }
}
