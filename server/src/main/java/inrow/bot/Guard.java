package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.game.TournamentMove;
import inrow.game.TournamentOpening;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A bot around another that only corrects its moves (into legal ones) and passes every other question through, so
 * the rule guards wrapped around every level stay one method each.
 */
abstract class Guard implements Bot {
    private final Bot inner;

    Guard(Bot inner) {
        this.inner = inner;
    }

    /** The move to play instead of {@code chosen} in {@code game}, or {@code chosen} itself when it is fine. */
    abstract Decision correct(Game game, Decision chosen);

    @Override
    public final Decision choose(Game game, Budget budget) {
        return correct(game, inner.choose(game, budget));
    }

    @Override
    public final List<Point> placeOpening(Game game, int count, RandomGenerator random) {
        return inner.placeOpening(game, count, random);
    }

    @Override
    public final ColourChoice chooseColour(Game game, boolean moreOffered, Budget budget) {
        return inner.chooseColour(game, moreOffered, budget);
    }

    @Override
    public final TournamentMove tournamentStep(TournamentOpening opening, RandomGenerator random) {
        return inner.tournamentStep(opening, random);
    }

    @Override
    public final boolean acceptsDraw(Game game, Mark self, Budget budget) {
        return inner.acceptsDraw(game, self, budget);
    }

    @Override
    public final void reset() {
        inner.reset();
    }
}
