package inrow.analysis;

import inrow.engine.Game;

/** An engine behind the analysis board: one iteration of thought on a position, deeper as {@code depth} grows. */
interface Thinker {
    /**
     * The best lines in {@code game} (not over) for the side to move, by {@code deadlineNanos} (a
     * {@code System.nanoTime()}); {@link Thought#finished} when deeper iterations would add nothing.
     */
    Thought think(Game game, int depth, long deadlineNanos);
}
