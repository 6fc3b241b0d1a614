package inrow.engine;

/** The answer to playing a move: the game after it, or why it is not allowed. */
public sealed interface MoveResult {
    record Played(Game game) implements MoveResult {
    }

    /** {@code foul}: which forbidden shape, when {@code reason} is {@link Illegal#FORBIDDEN}; else null. */
    record Refused(Illegal reason, Renju.Foul foul) implements MoveResult {
        public Refused(Illegal reason) {
            this(reason, null);
        }

        /** In words, naming the shape of a forbidden move. */
        public String message() {
            return foul == null ? reason.message
                : "That point is forbidden to black: it makes " + foul.shape + ".";
        }
    }
}
