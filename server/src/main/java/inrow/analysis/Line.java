package inrow.analysis;

import inrow.engine.Point;
import inrow.review.Outcome;
import java.util.List;

/**
 * One suggested move and the play it expects after it ({@code moves}, the suggestion first), with what the
 * suggestion leaves to the side that makes it.
 */
public record Line(List<Point> moves, Outcome outcome) {
    public Line {
        moves = List.copyOf(moves);
    }

    public Point move() {
        return moves.get(0);
    }
}
