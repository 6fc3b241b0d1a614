package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Keeps every level legal with gravity: when a bot picks a cell a dropped stone cannot reach (a level whose search
 * does not know gravity), the stone goes into the column it chose, landing where gravity puts it, or into the
 * nearest column that is not full. Random, greedy and minimax already choose only landing cells; this guard is what
 * makes any other level's moves legal.
 */
final class GravityGuard implements Bot {
    private final Bot inner;

    GravityGuard(Bot inner) {
        this.inner = inner;
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        Decision d = inner.choose(game, budget);
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

    @Override
    public List<Point> placeOpening(Game game, int count, RandomGenerator random) {
        return inner.placeOpening(game, count, random);
    }

    @Override
    public ColourChoice chooseColour(Game game, boolean moreOffered, Budget budget) {
        return inner.chooseColour(game, moreOffered, budget);
    }

    @Override
    public boolean acceptsDraw(Game game, Mark self, Budget budget) {
        return inner.acceptsDraw(game, self, budget);
    }

    @Override
    public void reset() {
        inner.reset();
    }
}
