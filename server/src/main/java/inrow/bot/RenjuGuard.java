package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Renju;
import java.util.List;

/**
 * Keeps every level legal in renju: when a bot playing black picks a forbidden point (a double-three, a
 * double-four or an overline), the nearest point black may play is taken instead, so the bot keeps to the area it
 * chose. The master plans around forbidden points itself; for the other levels this guard is what makes their moves legal.
 */
final class RenjuGuard extends Guard {
    RenjuGuard(Bot inner) {
        super(inner);
    }

    @Override
    Decision correct(Game game, Decision d) {
        if (!game.rules().renju() || game.turn() != Mark.X) {
            return d;
        }
        byte[] cells = game.cells();
        Point wanted = d.move();
        if (Renju.foul(game.rules(), cells, wanted.x(), wanted.y()) == null) {
            return d;
        }
        List<Point> forbidden = game.forbidden();
        Point best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (int y = 0; y < game.rules().height(); y++) {
            for (int x = 0; x < game.rules().width(); x++) {
                Point p = new Point(x, y);
                int distance = Math.max(Math.abs(x - wanted.x()), Math.abs(y - wanted.y()));
                if (game.at(x, y) == null && distance < bestDistance && !forbidden.contains(p)) {
                    best = p;
                    bestDistance = distance;
                }
            }
        }
        // A board where every empty point is forbidden to black cannot happen before it fills; keep the answer then.
        return best == null ? d : new Decision(best, d.comment());
    }
}
