package inrow.engine;

import java.util.List;

/**
 * How a game ended. {@code winner} is null for a draw; {@code line} holds the cells of the winning run when the
 * game was won on the board, and is empty otherwise.
 */
public record Result(Mark winner, Reason reason, List<Point> line) {
    public enum Reason {
        /** Won on the board. */
        LINE,
        /** The board filled with no winner. */
        DRAW,
        RESIGN,
        /** The loser was gone (or idle) too long. */
        ABANDONED,
        /** The loser's clock ran out. */
        TIME,
        /** Both players agreed to a draw. */
        AGREEMENT,
        /** Called off before both sides had moved: no winner, and no game to count. */
        ABORTED;

        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Result {
        line = List.copyOf(line);
    }

    public static Result draw() {
        return new Result(null, Reason.DRAW, List.of());
    }

    public static Result forfeit(Mark loser, Reason reason) {
        return new Result(loser.other(), reason, List.of());
    }
}
