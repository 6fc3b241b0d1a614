package inrow.engine;

import java.util.List;

/**
 * How a game ended. {@code winner} is null for a draw; {@code line} holds the cells of the winning run when the
 * game was won on the board, and is empty otherwise.
 */
public record Result(Mark winner, Reason reason, List<Point> line) {
    public enum Reason {
        LINE, DRAW, RESIGN, ABANDONED;

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
