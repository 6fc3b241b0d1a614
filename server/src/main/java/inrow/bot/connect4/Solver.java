package inrow.bot.connect4;

import java.util.function.BooleanSupplier;

/**
 * Exact values of gravity positions: negamax with alpha-beta over {@link Position}, a transposition table, moves that
 * lose at once pruned, the rest ordered by the winning cells they make, centre first on ties, and the root searched
 * by null windows that halve the range of possible scores (the design of Pascal Pons' published Connect Four solver
 * tutorial). A score is from the side to move: positive wins, 0 draws, and its size says how soon, 22 minus the
 * winner's number of stones on 7x6 ((cells + 2) / 2 minus that number on any board). Keeps its table between calls,
 * so a game's later positions reuse what earlier searches found. Not thread-safe.
 */
public final class Solver {
    /** About 1M slots (9 MB): enough for a move's search within a second. */
    public static final int DEFAULT_TABLE = 1 << 20;

    /** A move and its exact score. */
    public record Verdict(int column, int score) {
    }

    /** Thrown through the search when time is up; carries no stack, and nothing half-searched is stored. */
    private static final class OutOfTime extends RuntimeException {
        OutOfTime() {
            super("out of time", null, false, false);
        }
    }

    private final TranspositionTable table;
    private final OutOfTime outOfTime = new OutOfTime();
    private BooleanSupplier stop = () -> false;
    private int[] columns = new int[0];
    /** One list per ply, reused: a search allocates nothing per node. */
    private final MoveOrder[] orders = new MoveOrder[65];
    private long nodes;
    private boolean finished;

    public Solver() {
        this(DEFAULT_TABLE);
    }

    public Solver(int tableSize) {
        table = new TranspositionTable(tableSize);
    }

    /** Positions searched since this solver was made: each call of the recursive search counts one. */
    public long nodes() {
        return nodes;
    }

    public void reset() {
        table.clear();
    }

    /** The exact score of a game in progress, however long it takes. */
    public int solve(Position p) {
        Integer score = solve(p, () -> false);
        return score;
    }

    /** The exact score, or null when {@code stop} turned true first (it is asked every few thousand nodes). */
    public Integer solve(Position p, BooleanSupplier stop) {
        start(p, stop);
        try {
            return rootScore(p.copy());
        } catch (OutOfTime e) {
            return null;
        }
    }

    /**
     * The best move and its score: the fastest win, else a draw, else the longest resistance. Null when {@code stop}
     * turned true first.
     */
    public Verdict best(Position p, BooleanSupplier stop) {
        start(p, stop);
        try {
            return bestMove(p.copy());
        } catch (OutOfTime e) {
            return null;
        }
    }

    /**
     * Whether the side to move loses, asked with one null window (-1, 0): a proof of a win for the other side, not of
     * how soon, so far cheaper than the exact score in the opening. Null when {@code stop} turned true first.
     */
    public Boolean loses(Position p, BooleanSupplier stop) {
        start(p, stop);
        try {
            Position q = p.copy();
            return !q.canWinNext() && negamax(q, -1, 0) < 0;
        } catch (OutOfTime e) {
            return null;
        }
    }

    /**
     * Whether the score of the side to move is at most {@code score}, asked with one null window (score, score + 1).
     * Where a win is proven but its exact score costs too much, {@code atMost(p, 1)} can still prove that the win
     * comes only with the last stone, so that every winning move is the fastest. Null when {@code stop} turned true
     * first.
     */
    public Boolean atMost(Position p, int score, BooleanSupplier stop) {
        start(p, stop);
        try {
            Position q = p.copy();
            if (q.canWinNext()) {
                return q.winNowScore() <= score;
            }
            return negamax(q, score, score + 1) <= score;
        } catch (OutOfTime e) {
            return null;
        }
    }

    /**
     * A move that keeps a win, when the side to move wins; null when it does not or when {@code stop} turned true
     * first ({@link #lastFinished} tells which). Weak: it proves a win, not the fastest one, so it costs a fraction
     * of {@link #best} in the opening; the score in the verdict is a lower bound (1) unless the win is immediate.
     */
    public Verdict winningMove(Position p, BooleanSupplier stop) {
        return firstMoveWorth(p, 1, stop);
    }

    /**
     * A move after which the opponent cannot win, when there is one: the draw kept (or better), proven with one null
     * window (0, 1) per move, the mirror of {@link #winningMove}. In a drawn position this is all that keeping the
     * draw needs, and it costs a fraction of the exact score in the opening. Null when every move loses or when
     * {@code stop} turned true first ({@link #lastFinished} tells which). The score in the verdict is 0, a bound,
     * except for a win with this stone, which gets its exact score.
     */
    public Verdict holdingMove(Position p, BooleanSupplier stop) {
        return firstMoveWorth(p, 0, stop);
    }

    /**
     * The first move, in the search's order, proven to be worth at least {@code floor} to the mover: one null window
     * per move asks whether the opponent's score after it is at most {@code -floor} (1: a win; 0: a draw or better).
     * A win with this stone is taken at once, with its exact score; otherwise the verdict's score is {@code floor}.
     */
    private Verdict firstMoveWorth(Position p, int floor, BooleanSupplier stop) {
        start(p, stop);
        finished = false;
        try {
            Position q = p.copy();
            long wins = q.winningCells() & q.possible();
            if (wins != 0) {
                finished = true;
                return new Verdict(q.columnOf(Long.lowestOneBit(wins)), q.winNowScore());
            }
            MoveOrder order = ordered(q, q.nonLosingMoves());
            for (int i = 0; i < order.size(); i++) {
                long move = order.get(i);
                Position child = q.copy();
                child.playBits(move);
                if (negamax(child, -floor, -floor + 1) <= -floor) {
                    finished = true;
                    return new Verdict(q.columnOf(move), floor);
                }
            }
            finished = true;
            return null;
        } catch (OutOfTime e) {
            return null;
        }
    }

    /**
     * Whether the last {@link #winningMove} or {@link #holdingMove} finished (its null then meant "no win", or "every
     * move loses"), rather than ran out of time.
     */
    public boolean lastFinished() {
        return finished;
    }

    private void start(Position p, BooleanSupplier stop) {
        this.stop = stop;
        if (columns.length != p.width) {
            columns = MoveOrder.centreFirst(p.width);
        }
    }

    private Verdict bestMove(Position p) {
        long possible = p.possible();
        long wins = p.winningCells() & possible;
        if (wins != 0) {
            return new Verdict(p.columnOf(Long.lowestOneBit(wins)), p.winNowScore());
        }
        int value = rootScore(p);
        long safe = p.nonLosingMoves();
        if (safe == 0) {
            // Every move loses to the opponent's next stone; blocking one of its wins at least makes it find another.
            long blocks = possible & p.opponentWinningCells();
            long move = Long.lowestOneBit(blocks != 0 ? blocks : possible);
            return new Verdict(p.columnOf(move), value);
        }
        MoveOrder order = ordered(p, safe);
        for (int i = 0; i < order.size(); i++) {
            long move = order.get(i);
            Position child = p.copy();
            child.playBits(move);
            // One null window on the child: its score is at most -value exactly when this move keeps the value.
            if (negamax(child, -value, -value + 1) <= -value) {
                return new Verdict(p.columnOf(move), value);
            }
        }
        throw new IllegalStateException("no move keeps the value " + value);
    }

    /** The score by null-window probes, each halving the interval the score is known to lie in. */
    private int rootScore(Position p) {
        if (p.canWinNext()) {
            return p.winNowScore();
        }
        int min = p.minScore();
        int max = p.winNowScore();
        while (min < max) {
            int med = min + (max - min) / 2;
            // Probe near zero first: most positions are close to a draw, and such probes cut hardest.
            if (med <= 0 && min / 2 < med) {
                med = min / 2;
            } else if (med >= 0 && max / 2 > med) {
                med = max / 2;
            }
            int r = negamax(p, med, med + 1);
            if (r <= med) {
                max = r;
            } else {
                min = r;
            }
        }
        return min;
    }

    /**
     * The score if it lies in (alpha, beta); otherwise a bound beyond the window on the side it fell. The side to
     * move cannot win at once (callers check that first).
     */
    private int negamax(Position p, int alpha, int beta) {
        if ((++nodes & 4095) == 0 && stop.getAsBoolean()) {
            throw outOfTime;
        }
        long safe = p.nonLosingMoves();
        if (safe == 0) {
            return p.minScore();
        }
        int cells = p.cells();
        if (p.moves >= cells - 2) {
            return 0;
        }
        // The opponent cannot win with its next stone (safe moves exist), so the earliest loss is one stone later.
        int min = -(cells - 2 - p.moves) / 2;
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) {
                return alpha;
            }
        }
        // The mover cannot win with this stone, so the best is winning with its next one.
        int max = (cells - 1 - p.moves) / 2;
        long key = p.key();
        int code = table.get(key);
        if (code != 0) {
            int bound = TranspositionTable.score(code);
            if (TranspositionTable.isLower(code)) {
                if (alpha < bound) {
                    alpha = bound;
                    if (alpha >= beta) {
                        return alpha;
                    }
                }
            } else if (bound < max) {
                max = bound;
            }
        }
        if (beta > max) {
            beta = max;
            if (alpha >= beta) {
                return beta;
            }
        }
        MoveOrder order = ordered(p, safe);
        long current = p.current;
        long mask = p.mask;
        for (int i = 0; i < order.size(); i++) {
            p.playBits(order.get(i));
            int score = -negamax(p, -beta, -alpha);
            p.current = current;
            p.mask = mask;
            p.moves--;
            if (score >= beta) {
                table.putLower(key, score);
                return score;
            }
            if (score > alpha) {
                alpha = score;
            }
        }
        table.putUpper(key, alpha);
        return alpha;
    }

    private MoveOrder ordered(Position p, long moves) {
        MoveOrder order = orders[p.moves];
        if (order == null) {
            order = orders[p.moves] = new MoveOrder();
        }
        return order.fill(p, moves, columns);
    }
}
