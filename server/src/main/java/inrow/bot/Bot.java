package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Mark;

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

    /** Forget what was learnt in earlier games (a new round, a new match). */
    default void reset() {
    }
}
