package inrow.engine;

/** The answer to playing a move: the game after it, or why it is not allowed. */
public sealed interface MoveResult {
    record Played(Game game) implements MoveResult {
    }

    record Refused(Illegal reason) implements MoveResult {
    }
}
