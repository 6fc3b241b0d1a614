package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.game.TournamentMove;
import inrow.game.TournamentOpening;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A computer player. One instance plays one seat; its calls never overlap, so it may keep state between moves
 * (a transposition table, say). It only ever sees immutable positions.
 */
public interface Bot {
    /**
     * A legal move for the side to move in {@code game}, which is not over. The bot should answer before
     * {@link Budget#expired()} turns true; the caller may stop waiting when the game has moved on.
     */
    Decision choose(Game game, Budget budget);

    /**
     * Whether the computer playing {@code self} accepts a draw offered in {@code game} (not over). By default a
     * computer plays on: only a bot that can judge the position says otherwise.
     */
    default boolean acceptsDraw(Game game, Mark self, Budget budget) {
        return false;
    }

    /**
     * Swap and swap2 openings: the {@code count} stones this computer places, in order, from {@code game} (three
     * as the opener; two when it chose {@link ColourChoice#MORE}). Each must be legal in turn. By default, points close
     * to the centre, varied by {@code random}.
     */
    default List<Point> placeOpening(Game game, int count, RandomGenerator random) {
        return Openings.nearCentre(game, count, random);
    }

    /**
     * Swap and swap2 openings: the colour this computer takes for the rest of the game after the stones on
     * {@code game}, or {@link ColourChoice#MORE} (only when {@code moreOffered}). By default black: after three stones
     * black holds the initiative, and a level that cannot judge the position takes it.
     */
    default ColourChoice chooseColour(Game game, boolean moreOffered, Budget budget) {
        return ColourChoice.BLACK;
    }

    /**
     * Renju's tournament openings (Soosorv-8, Taraguchi-10): this computer's step in {@code opening}, whose actor it
     * is. By default the master's policy on an evaluation that finds every position even (a level that cannot judge
     * a position opens with a random one of the 26, keeps its colour and offers fifths near the stones).
     */
    default TournamentMove tournamentStep(TournamentOpening opening, RandomGenerator random) {
        return MasterTournamentOpenings.BLIND.act(opening, random);
    }

    /** Forget what was learnt in earlier games (a new round, a new match). */
    default void reset() {
    }
}
