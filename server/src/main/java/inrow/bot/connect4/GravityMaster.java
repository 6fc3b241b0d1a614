package inrow.bot.connect4;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Rules;
import java.util.function.BooleanSupplier;

/**
 * The master on gravity boards. On Connect Four it plays from the book (the first player's winning strategy; the
 * second player's winning one after a losing first stone, drawing one after a drawn first stone and longest resistance
 * after the centre), else proves a win (or, when there is none, a move that holds the draw) within its time and then,
 * time allowing, solves the position exactly (perfect play: the fastest win, a draw, or the longest resistance),
 * else, when neither finishes, plays the best move of the deepest {@link Lookahead} that did. Other boards that fit a
 * bitboard get the same solver and lookahead; the rest {@link SafeDrop}. Keeps its table between moves of a game;
 * {@link #reset()} clears it.
 */
public final class GravityMaster {
    /** Share of the time given to the exact solve; the lookahead keeps the rest to find a move if it fails. */
    private static final double SOLVE_SHARE = 0.7;
    /**
     * Share of the time the exact solve may take once a win is proven (the proven win is then the fallback, not the
     * lookahead). Sampled positions the books leave to the search: the fastest win's exact solve needed more than
     * 5M nodes in 9 of 1,000 and more than 6.5M in 3 (docs/bots.md).
     */
    private static final double WIN_SOLVE_SHARE = 0.95;
    /**
     * How deep the lookahead goes at most. Deep enough to see most traps, shallow enough to finish in a few
     * milliseconds, which keeps its moves the same whatever the machine's speed (the book depends on that).
     */
    public static final int LOOKAHEAD_DEPTH = 10;
    /**
     * On Connect Four, the first ply at which a solve is tried. Before it a solve takes minutes to hours (measured:
     * the weak value of ply 4 over 250 million nodes), so outside the book the master plays its lookahead at once;
     * {@link BookMaker} therefore writes every position of its winning strategies before this ply.
     */
    public static final int SOLVE_FROM_PLY = 8;

    /** A win proven but not measured: the book's '+' lines and a weak solve that found no time for the exact one. */
    private static final String FORCE_WIN = "I can force a win";

    /** A column to drop into and what to say about it. */
    public record Choice(int column, String comment, boolean exact) {
    }

    private final Book book;
    private final Lookahead lookahead = new Lookahead();
    private Solver solver;

    public GravityMaster() {
        this(Book.shipped());
    }

    public GravityMaster(Book book) {
        this.book = book;
    }

    public Choice choose(Game game, long deadlineNanos, BooleanSupplier cancelled) {
        if (!Position.supports(game.rules())) {
            return SafeDrop.choose(game);
        }
        Position p = Position.of(game);
        if (p.canWinNext()) {
            Solver.Verdict win = solver().best(p, () -> false);
            return exact(p, win);
        }
        if (game.rules().equals(Rules.CONNECT4)) {
            Solver.Verdict known = book.lookup(p);
            if (known != null && p.canPlay(known.column())) {
                return book.exact(p) ? exact(p, known) : new Choice(known.column(), FORCE_WIN, true);
            }
        }
        if (game.rules().equals(Rules.CONNECT4) && p.moves() < SOLVE_FROM_PLY) {
            return lookahead(p, deadlineNanos, cancelled);
        }
        long start = System.nanoTime();
        long solveBy = start + (long) ((deadlineNanos - start) * SOLVE_SHARE);
        BooleanSupplier stop = () -> System.nanoTime() >= solveBy || cancelled.getAsBoolean();
        // A win proven first, weakly: far cheaper than the exact score, and all that keeping a won game needs. The
        // exact solve then only improves a won game to the fastest win, when time allows.
        Solver.Verdict win = solver().winningMove(p, stop);
        boolean noWin = win == null && solver().lastFinished();
        // No win: a move after which the opponent cannot win either keeps the draw, proven weakly in the same way.
        // With no win proven first, the draw is then the exact value; when no move holds, the position is lost.
        Solver.Verdict holding = noWin ? solver().holdingMove(p, stop) : null;
        if (holding != null) {
            // No win, and a move that holds: the position is exactly a draw, and any holding move is perfect.
            return exact(p, holding);
        }
        if (win != null) {
            // The win is proven, so the lookahead's reserve is not needed: the exact solve, which finds the fastest
            // win, may use nearly all of the budget. Else the proven win is played.
            long fastestBy = start + (long) ((deadlineNanos - start) * WIN_SOLVE_SHARE);
            Solver.Verdict solved = solver().best(p, () -> System.nanoTime() >= fastestBy || cancelled.getAsBoolean());
            return solved != null ? exact(p, solved) : new Choice(win.column(), FORCE_WIN, true);
        }
        if (noWin) {
            // Lost: the exact solve gives the longest resistance.
            Solver.Verdict solved = solver().best(p, stop);
            if (solved != null) {
                return exact(p, solved);
            }
        }
        return lookahead(p, deadlineNanos, cancelled);
    }

    private Choice lookahead(Position p, long deadlineNanos, BooleanSupplier cancelled) {
        Lookahead.Outcome o = lookahead.search(p, LOOKAHEAD_DEPTH,
                () -> System.nanoTime() >= deadlineNanos || cancelled.getAsBoolean());
        if (o.exact()) {
            return exact(p, new Solver.Verdict(o.column(), o.score()));
        }
        return new Choice(o.column(), guessComment(p, o.column()), false);
    }

    /**
     * Whether the computer playing {@code self} takes a draw here: only when the position, solved (or in the book),
     * is not a win for it. When it cannot be solved in time it plays on.
     */
    public boolean acceptsDraw(Game game, Mark self, long deadlineNanos, BooleanSupplier cancelled) {
        if (!Position.supports(game.rules()) || game.isOver()) {
            return false;
        }
        Position p = Position.of(game);
        Integer score = null;
        if (game.rules().equals(Rules.CONNECT4)) {
            Solver.Verdict known = book.lookup(p);
            score = known == null ? null : known.score();
        }
        if (score == null) {
            score = solver().solve(p, () -> System.nanoTime() >= deadlineNanos || cancelled.getAsBoolean());
        }
        if (score == null) {
            return false;
        }
        int mine = game.toMove() == self ? score : -score;
        return mine <= 0;
    }

    public void reset() {
        if (solver != null) {
            solver.reset();
        }
    }

    /** Nodes the solver and lookahead searched so far, for tools. */
    public long nodes() {
        return (solver == null ? 0 : solver.nodes()) + lookahead.nodes();
    }

    /** Made on first use: the table is memory a gomoku master never needs. */
    private Solver solver() {
        if (solver == null) {
            solver = new Solver();
        }
        return solver;
    }

    private static Choice exact(Position p, Solver.Verdict v) {
        return new Choice(v.column(), exactComment(p, v.score()), true);
    }

    static String exactComment(Position p, int score) {
        if (score == 0) {
            return "This position is a draw with best play";
        }
        if (score < 0) {
            return "You can win this; I will hold out";
        }
        // Each stone the mover needs beyond the next costs one point of score.
        int moves = p.winNowScore() - score + 1;
        return moves <= 1 ? "I win here" : "I can force a win in " + moves + " moves";
    }

    private static String guessComment(Position p, int column) {
        long move = p.possible() & p.columnMask(column);
        if ((move & p.opponentWinningCells()) != 0) {
            return "Blocking your win";
        }
        if (p.threatsAfter(move) > Long.bitCount(p.winningCells())) {
            return "Threatening to win";
        }
        if (column == p.width / 2) {
            return "Taking the centre";
        }
        return "Keeping my options open";
    }
}
