package inrow.review;

import inrow.bot.connect4.Position;
import inrow.bot.connect4.Solver;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Exact values of every column on gravity boards (Connect Four and its like), from the same solver the computer
 * plays with. A column whose value is not proven before the deadline (early positions of a big board can take
 * minutes) is left null: the review then says so rather than guess.
 */
final class FourInARow implements Analyst {
    private final Solver solver = new Solver();

    @Override
    public boolean handles(Rules rules) {
        return Position.supports(rules);
    }

    @Override
    public boolean exact() {
        return true;
    }

    @Override
    public List<Candidate> assess(Game game, Point played, long deadlineNanos) {
        Position p = Position.of(game);
        int cells = game.rules().width() * game.rules().height();
        List<Candidate> out = new ArrayList<>();
        for (int column = 0; column < game.rules().width(); column++) {
            if (!p.canPlay(column)) {
                continue;
            }
            Point move = new Point(column, game.landing(column));
            if (p.isWinningMove(column)) {
                out.add(new Candidate(move, Outcome.win(1)));
                continue;
            }
            Position next = p.copy();
            next.play(column);
            Integer score = next.moves() == cells ? Integer.valueOf(0)
                : solver.solve(next, () -> System.nanoTime() > deadlineNanos);
            out.add(new Candidate(move, score == null ? null : forMover(score, next.moves(), cells)));
        }
        out.sort(Comparator.comparing(Candidate::outcome, Comparator.nullsLast(SmallBoards::better)));
        return out;
    }

    /**
     * The solver's {@code score} for the side to move after the mover's stone ({@code moves} stones down), as the
     * mover's outcome. A score says the winner's number of stones: (cells + 2) / 2 minus its size.
     */
    static Outcome forMover(int score, int moves, int cells) {
        if (score == 0) {
            return Outcome.draw();
        }
        int winnerStones = (cells + 2) / 2 - Math.abs(score);
        if (score > 0) {
            // The opponent, to move with moves / 2 stones down, wins: that many more of its stones, ours between.
            int theirs = winnerStones - moves / 2;
            return Outcome.loss(2 * theirs);
        }
        // The mover wins: it has (moves + 1) / 2 stones down, this one among them.
        int ours = winnerStones - (moves + 1) / 2;
        return Outcome.win(2 * ours + 1);
    }
}
