package inrow.bot.connect4;

import java.util.function.BooleanSupplier;

/**
 * A depth-limited search for positions too big to solve in the time given: alpha-beta to a fixed number of plies,
 * deepened one ply at a time, with exact values where the game ends within the horizon and otherwise a guess (the
 * mover's winning cells minus the opponent's, cells low on the board counting more since they come into play
 * sooner). Deterministic for a given depth, so the opening moves it picks can be listed in advance (the book relies
 * on that). The answer is the best move of the deepest search that finished.
 */
public final class Lookahead {
    /** Exact results are worth this much per point of score, so any known win beats any guess. */
    private static final int EXACT = 1000;

    /** The best column, the deepest depth searched to the end, and its value (exact when |value| >= 1000). */
    public record Outcome(int column, int depth, int value) {
        public boolean exact() {
            return value >= EXACT || value <= -EXACT;
        }

        /** The exact score (as {@link Solver} counts it) when {@link #exact()}, else 0. */
        public int score() {
            return exact() ? value / EXACT : 0;
        }
    }

    private static final class OutOfTime extends RuntimeException {
        OutOfTime() {
            super("out of time", null, false, false);
        }
    }

    private final OutOfTime outOfTime = new OutOfTime();
    private final MoveOrder[] orders = new MoveOrder[65];
    private BooleanSupplier stop;
    private int[] columns;
    private long nodes;

    public long nodes() {
        return nodes;
    }

    /**
     * Searches 1, 2, ... up to {@code maxDepth} plies while {@code stop} stays false. Never null: the first ply
     * always finishes (it is seven moves), so there is always a legal move.
     */
    public Outcome search(Position root, int maxDepth, BooleanSupplier stop) {
        this.stop = stop;
        this.columns = MoveOrder.centreFirst(root.width);
        Position p = root.copy();
        long possible = p.possible();
        long wins = p.winningCells() & possible;
        if (wins != 0) {
            return new Outcome(p.columnOf(Long.lowestOneBit(wins)), 1, p.winNowScore() * EXACT);
        }
        long safe = p.nonLosingMoves();
        if (safe == 0) {
            long blocks = possible & p.opponentWinningCells();
            return new Outcome(p.columnOf(Long.lowestOneBit(blocks != 0 ? blocks : possible)), 1,
                    p.minScore() * EXACT);
        }
        Outcome best = null;
        int depthLeft = p.cells() - p.moves;
        for (int depth = 1; depth <= Math.min(maxDepth, depthLeft); depth++) {
            try {
                best = root(p, safe, depth, best == null ? -1 : best.column());
            } catch (OutOfTime e) {
                break;
            }
            if (best.exact()) {
                break;
            }
        }
        if (best == null) {
            // Not even one ply in time: the first safe move, centre first.
            best = new Outcome(p.columnOf(first(p, safe)), 0, 0);
        }
        return best;
    }

    private Outcome root(Position p, long safe, int depth, int previous) {
        MoveOrder order = ordered(p, safe, previous);
        int alpha = -Integer.MAX_VALUE;
        long bestMove = order.get(0);
        long current = p.current;
        long mask = p.mask;
        for (int i = 0; i < order.size(); i++) {
            long move = order.get(i);
            p.playBits(move);
            int value = -negamax(p, depth - 1, -Integer.MAX_VALUE, -alpha);
            p.current = current;
            p.mask = mask;
            p.moves--;
            if (value > alpha) {
                alpha = value;
                bestMove = move;
            }
        }
        return new Outcome(p.columnOf(bestMove), depth, alpha);
    }

    private int negamax(Position p, int depth, int alpha, int beta) {
        if ((++nodes & 1023) == 0 && stop.getAsBoolean()) {
            throw outOfTime;
        }
        long possible = p.possible();
        if (possible == 0) {
            return 0;
        }
        if ((p.winningCells() & possible) != 0) {
            return p.winNowScore() * EXACT;
        }
        long safe = p.nonLosingMoves();
        if (safe == 0) {
            return p.minScore() * EXACT;
        }
        if (p.moves >= p.cells() - 2) {
            return 0;
        }
        if (depth <= 0) {
            return guess(p);
        }
        MoveOrder order = ordered(p, safe, -1);
        long current = p.current;
        long mask = p.mask;
        int best = -Integer.MAX_VALUE;
        for (int i = 0; i < order.size(); i++) {
            p.playBits(order.get(i));
            int value = -negamax(p, depth - 1, -beta, -alpha);
            p.current = current;
            p.mask = mask;
            p.moves--;
            if (value > best) {
                best = value;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * Winning cells for the mover minus the opponent's, a cell near the bottom worth more, plus stones in the centre
     * column (every horizontal and diagonal four on an odd width can pass through it); well inside ±1000.
     */
    private static int guess(Position p) {
        long centre = p.columnMask(p.width / 2);
        int stones = Long.bitCount(p.current & centre) - Long.bitCount((p.current ^ p.mask) & centre);
        return weigh(p, p.winningCells()) - weigh(p, p.opponentWinningCells()) + 2 * stones;
    }

    private static int weigh(Position p, long cells) {
        int total = 0;
        while (cells != 0) {
            long cell = Long.lowestOneBit(cells);
            cells ^= cell;
            int row = Long.numberOfTrailingZeros(cell) % (p.height + 1);
            total += 2 + (p.height - row);
        }
        return Math.min(total, 400);
    }

    private MoveOrder ordered(Position p, long moves, int first) {
        MoveOrder order = orders[p.moves];
        if (order == null) {
            order = orders[p.moves] = new MoveOrder();
        }
        order.clear();
        if (first >= 0 && (moves & p.columnMask(first)) != 0) {
            // The previous depth's best move goes first: it is usually still best, and cuts the rest faster.
            order.add(moves & p.columnMask(first), Integer.MAX_VALUE);
        }
        for (int c : columns) {
            long move = moves & p.columnMask(c);
            if (move != 0 && c != first) {
                order.add(move, p.threatsAfter(move));
            }
        }
        return order;
    }

    private long first(Position p, long moves) {
        for (int c : columns) {
            long move = moves & p.columnMask(c);
            if (move != 0) {
                return move;
            }
        }
        return Long.lowestOneBit(moves);
    }
}
