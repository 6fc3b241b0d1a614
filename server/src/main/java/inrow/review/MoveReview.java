package inrow.review;

import inrow.engine.Mark;
import inrow.engine.Point;
import java.util.List;

/**
 * One move of a game, reviewed: who played {@code played} at {@code ply} (0 for the first move), what the best move
 * would have left them ({@code best}, {@code bestOutcome}) and what theirs left ({@code outcome}), its {@code grade}
 * (null when not proven within the budget), and, on exact boards, every legal move's outcome.
 */
public record MoveReview(int ply, Mark by, Point played, Point best, Outcome bestOutcome, Outcome outcome,
                         Grade grade, List<Candidate> every) {
}
