package inrow.review;

import inrow.engine.Mark;
import java.util.List;

/**
 * A finished round reviewed move by move. {@code moves} holds the moves reviewed so far (a review shows as it
 * goes): complete when there are {@code total} of them. {@code exact}: its outcomes are proven by a solver.
 * {@code budgetMs}: the time each position was given.
 */
public record Review(String code, int round, boolean exact, long budgetMs, int total, List<MoveReview> moves) {
    public Review {
        moves = List.copyOf(moves);
    }

    public boolean complete() {
        return moves.size() == total;
    }

    /**
     * A side's accuracy from 0 to 100, lichess's formula for each move (103.1668 e^(-0.04354 d) - 3.1669, d the drop
     * in the mover's chance in points, clamped to 0..100), averaged over its graded moves; null with none.
     */
    public Double accuracy(Mark side) {
        double sum = 0;
        int n = 0;
        for (MoveReview m : moves) {
            if (m.by() == side && m.grade() != null) {
                double drop = Math.max(0, m.bestOutcome().chance() - m.outcome().chance()) * 100;
                sum += Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669));
                n++;
            }
        }
        return n == 0 ? null : sum / n;
    }
}
