package inrow.analysis;

import inrow.review.Candidate;
import java.util.List;

/**
 * What the computer thinks of a position after one iteration: its best {@code lines} (at most three, best first),
 * and from an exact analyst the value of {@code every} legal move (a column, a cell; null values not yet proven).
 * A deeper iteration replaces a shallower one; {@code finished} when no more are coming.
 */
public record Thought(int depth, boolean exact, boolean finished, List<Line> lines, List<Candidate> every) {
    public Thought {
        lines = List.copyOf(lines);
        every = List.copyOf(every);
    }

    Thought done() {
        return new Thought(depth, exact, true, lines, every);
    }
}
