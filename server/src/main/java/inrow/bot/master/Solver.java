package inrow.bot.master;

/**
 * Exact search to the end of the game, for small boards and positions with few empty cells: negamax with
 * alpha-beta, a transposition table keyed by the board's hash up to symmetry (with bounds), and move ordering by
 * immediate wins, forced blocks, the table move and pattern value, then centrality.
 *
 * <p>A value is {@code WIN - n} when the side to move wins with the n-th stone of the game, its negation when it
 * loses that way, and 0 for a draw. Because n counts stones on the board, a value depends only on the position,
 * never on the path to it, so table entries stay valid from move to move. Higher is better for the side to move:
 * faster wins, slower losses.
 *
 * <p>Only sound shortcuts are used: a five-cell wins now; two enemy five-cells lose next move; an open four (with no
 * enemy five-cell) wins in three; against an enemy open-four threat only moves that touch it or make a four can
 * do better than losing in four, which every other move does.
 */
final class Solver {
    static final int WIN = 100_000;
    static final int UNKNOWN = Integer.MIN_VALUE;
    private static final int INF = WIN + 1;
    private static final long SALT = 0x6A09E667F3BCC909L;

    private final SearchBoard b;
    private final TranspositionTable tt;
    private final MoveLists lists;
    private Clock clock;
    private boolean aborted;
    private long nodes;

    int bestMove = -1;
    int value = UNKNOWN;

    Solver(SearchBoard b, TranspositionTable tt) {
        this.b = b;
        this.tt = tt;
        this.lists = new MoveLists(b.cells, b.cells + 2);
    }

    long nodes() {
        return nodes;
    }

    /** Solves the position for the side to move; true when done in time ({@link #value}, {@link #bestMove}). */
    boolean solve(Clock clock) {
        this.clock = clock;
        this.aborted = false;
        this.nodes = 0;
        this.bestMove = -1;
        this.value = UNKNOWN;
        int me = b.toMove();
        int[] moves = lists.moves(0);
        int[] scores = lists.scores(0);
        int n = generate(me, moves, scores, rootTableMove());
        if (n == 0) {
            return false;
        }
        int alpha = -INF;
        int best = -INF;
        int bestAt = -1;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int s;
            if (b.cls(m, me) == SearchBoard.C_FIVE) {
                s = WIN - (b.stones() + 1);
            } else {
                b.play(m, me);
                s = -negamax(-INF, -alpha, 1);
                b.undo();
            }
            if (aborted) {
                return false;
            }
            if (s > best) {
                best = s;
                bestAt = m;
                if (s > alpha) {
                    alpha = s;
                }
            }
        }
        bestMove = bestAt;
        value = best;
        return true;
    }

    /** Value of the position for the side to move (exact), or {@link #UNKNOWN} when out of time. */
    int value(Clock clock) {
        this.clock = clock;
        this.aborted = false;
        this.nodes = 0;
        int v = negamax(-INF, INF, 0);
        return aborted ? UNKNOWN : v;
    }

    private int rootTableMove() {
        long key = b.canonicalHash() ^ SALT;
        if (tt.probe(key) && tt.move >= 0) {
            return b.fromCanonical(b.canonicalSymmetry(), tt.move);
        }
        return -1;
    }

    private int negamax(int alpha, int beta, int ply) {
        if ((++nodes & 255) == 0 && clock.expired()) {
            aborted = true;
        }
        if (aborted) {
            return 0;
        }
        int n = b.stones();
        int me = b.toMove();
        int op = 3 - me;
        if (b.fives(me) > 0) {
            return WIN - (n + 1);
        }
        if (b.full()) {
            return 0;
        }
        int opFives = b.fives(op);
        if (opFives >= 2) {
            return -(WIN - (n + 2));
        }
        if (opFives == 0 && b.flexFours(me) > 0) {
            return WIN - (n + 3);
        }
        int hi = n + 3 <= b.cells ? WIN - (n + 3) : 0;
        int lo = n + 2 <= b.cells ? -(WIN - (n + 2)) : 0;
        if (beta > hi) {
            beta = hi;
            if (alpha >= beta) {
                return beta;
            }
        }
        if (alpha < lo) {
            alpha = lo;
            if (alpha >= beta) {
                return alpha;
            }
        }
        if (opFives == 1) {
            int q = b.findFive(op);
            b.play(q, me);
            int s = -negamax(-beta, -alpha, ply + 1);
            b.undo();
            return s;
        }
        long key = b.canonicalHash() ^ SALT;
        int sym = b.canonicalSymmetry();
        int ttMove = -1;
        if (tt.probe(key)) {
            if (tt.move >= 0) {
                ttMove = b.fromCanonical(sym, tt.move);
            }
            int s = tt.score;
            switch (tt.flag) {
                case TranspositionTable.EXACT -> {
                    return s;
                }
                case TranspositionTable.LOWER -> {
                    if (s >= beta) {
                        return s;
                    }
                    if (s > alpha) {
                        alpha = s;
                    }
                }
                default -> {
                    if (s <= alpha) {
                        return s;
                    }
                    if (s < beta) {
                        beta = s;
                    }
                }
            }
        }
        int[] moves = lists.moves(ply);
        int[] scores = lists.scores(ply);
        int count = generate(me, moves, scores, ttMove);
        int alpha0 = alpha;
        int best = -INF;
        int bestAt = -1;
        for (int i = 0; i < count; i++) {
            int m = moves[i];
            b.play(m, me);
            int s = -negamax(-beta, -alpha, ply + 1);
            b.undo();
            if (aborted) {
                return 0;
            }
            if (s > best) {
                best = s;
                bestAt = m;
                if (s > alpha) {
                    alpha = s;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        int flag = best <= alpha0 ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        tt.store(key, bestAt < 0 ? -1 : b.toCanonical(sym, bestAt), b.cells - n, flag, best);
        return best;
    }

    /** All moves worth trying for {@code me}, best first. */
    private int generate(int me, int[] moves, int[] scores, int ttMove) {
        int op = 3 - me;
        int n = 0;
        int five = b.findFive(op);
        if (b.fives(me) == 0 && five >= 0) {
            moves[0] = five;
            return 1;
        }
        boolean restricted = b.fives(me) == 0 && b.flexFours(op) > 0;
        for (int q : b.board) {
            if (!b.isEmpty(q)) {
                continue;
            }
            if (restricted && b.cls(q, me) < SearchBoard.C_FOUR && !b.hasCode(q, op, Patterns.B4)) {
                continue;
            }
            int s = q == ttMove ? Integer.MAX_VALUE : Evaluator.moveScore(b, q, me) * 16 - b.centrality(q);
            moves[n] = q;
            scores[n] = s;
            n++;
        }
        ThreatSearch.sort(moves, scores, n);
        return n;
    }
}
