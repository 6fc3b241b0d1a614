package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Point;

/**
 * Keeps every level legal with gravity: when a bot picks a cell a dropped stone cannot reach (a level whose search
 * does not know gravity), the stone goes into the column it chose, landing where gravity puts it, or into the
 * nearest column that is not full. Random, greedy and minimax already choose only landing cells; this guard is what
 * makes any other level's moves legal.
 */
final class GravityGuard extends Guard {
    GravityGuard(Bot inner) {
        super(inner);
    }

    @Override
    Decision correct(Game game, Decision d) {
        Point wanted = d.move();
        if (!game.rules().gravity() || game.isLegal(wanted.x(), wanted.y())) {
            return d;
        }
        int width = game.rules().width();
        int column = Math.max(0, Math.min(width - 1, wanted.x()));
        // The chosen column first, then outwards from it, left before right.
        for (int step = 0; step < 2 * width; step++) {
            int x = column + (step % 2 == 0 ? step / 2 : -(step / 2 + 1));
            if (x >= 0 && x < width && game.landing(x) >= 0) {
                return new Decision(new Point(x, game.landing(x)), d.comment());
            }
        }
        return d; // a full board is a finished game: nothing to choose
    }
}
