package inrow.bot.master;

/**
 * Iterative deepening principal-variation alpha-beta over {@link SearchBoard}.
 *
 * <p>Threats prune the tree soundly: a player who can complete a five does so; a single enemy five-cell must be
 * blocked (searched without using up depth); two of them lose; an open four (or double four) wins in three plies;
 * and against an enemy threat of an open four only moves that touch it or make a four of one's own are tried.
 * Elsewhere the candidates are the empty cells within two of a stone, ordered by TT move, pattern value, killers
 * and history, and only the best of them are searched. Late quiet moves are searched one ply shallower first.
 * Scores within {@link #MATE} of {@link #WIN} are forced wins, WIN minus the ply of the winning stone.
 */
final class Search {
    static final int WIN = 1_000_000;
    static final int MATE = WIN - 10_000;
    static final int INF = WIN + 1;
    private static final int MAX_PLY = 100;

    private final SearchBoard b;
    private final TranspositionTable tt;
    private final ThreatSearch threats;
    private final MoveLists lists;
    private final int[] killer1 = new int[MAX_PLY + 1];
    private final int[] killer2 = new int[MAX_PLY + 1];
    private final int[] history;

    private Clock clock;
    private long hardDeadline;
    private boolean stopped;
    private long nodes;

    /** How many candidates an ordinary node searches. */
    int width = 16;
    int rootWidth = 40;
    boolean leafVcf = false;

    /**
     * The ladder's weaker levels: the search stops after this many nodes (not after a time, so a level plays the same
     * on a busy host), and with {@code allScores} every root move gets an exact score (a full window, no
     * null-window bound) that a level may choose from with noise.
     */
    long nodeLimit = Long.MAX_VALUE;
    boolean allScores;

    int bestMove = -1;
    int bestScore;
    int depthDone;
    /** The root moves and their scores from the deepest finished iteration (exact only with allScores). */
    int[] rootMoves = new int[0];
    int[] rootScores = new int[0];

    Search(SearchBoard b, TranspositionTable tt, ThreatSearch threats) {
        this.b = b;
        this.tt = tt;
        this.threats = threats;
        this.history = new int[b.size * 2];
        this.lists = new MoveLists(b.cells, MAX_PLY + 1);
    }

    long nodes() {
        return nodes;
    }

    void clearHistory() {
        java.util.Arrays.fill(history, 0);
    }

    /**
     * Searches the given root moves (all legal, at least one) until the soft deadline passes between iterations or
     * the hard one during an iteration; the best move of the deepest finished iteration is kept in
     * {@link #bestMove}.
     */
    void think(int[] roots, int count, long softDeadline, Clock clock, int maxDepth) {
        this.clock = clock;
        this.hardDeadline = clock.deadline();
        this.stopped = false;
        this.nodes = 0;
        java.util.Arrays.fill(killer1, -1);
        java.util.Arrays.fill(killer2, -1);
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 2;
        }
        int me = b.toMove();
        int[] moves = java.util.Arrays.copyOf(roots, count);
        int[] scores = new int[count];
        for (int i = 0; i < count; i++) {
            scores[i] = Evaluator.moveScore(b, moves[i], me);
        }
        ThreatSearch.sort(moves, scores, count);
        int n = Math.min(count, rootWidth);
        bestMove = moves[0];
        bestScore = 0;
        depthDone = 0;
        rootMoves = java.util.Arrays.copyOf(moves, n);
        rootScores = new int[n];
        if (count == 1) {
            return;
        }
        int[] iterScores = new int[n];
        for (int depth = 1; depth <= maxDepth; depth++) {
            int alpha = -INF;
            int beta = INF;
            int iterBest = -1;
            int iterScore = -INF;
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                b.play(m, me);
                int s;
                if (i == 0 || allScores) {
                    s = -pvs(depth - 1, allScores ? -INF : -beta, allScores ? INF : -alpha, 1);
                } else {
                    s = -pvs(depth - 1, -alpha - 1, -alpha, 1);
                    if (s > alpha && !stopped) {
                        s = -pvs(depth - 1, -beta, -alpha, 1);
                    }
                }
                b.undo();
                if (stopped) {
                    break;
                }
                iterScores[i] = s;
                if (s > iterScore) {
                    iterScore = s;
                    iterBest = m;
                    if (s > alpha) {
                        alpha = s;
                    }
                }
            }
            if (iterBest >= 0) {
                bestMove = iterBest;
                bestScore = iterScore;
            }
            if (stopped) {
                break;
            }
            depthDone = depth;
            rootMoves = java.util.Arrays.copyOf(moves, n);
            rootScores = java.util.Arrays.copyOf(iterScores, n);
            // best first, the rest by this iteration's scores
            for (int i = 0; i < n; i++) {
                scores[i] = moves[i] == iterBest ? Integer.MAX_VALUE : iterScores[i];
            }
            ThreatSearch.sort(moves, scores, n);
            if (iterScore >= MATE || iterScore <= -MATE) {
                int distance = WIN - Math.abs(iterScore);
                if (depth >= distance) {
                    break;
                }
            }
            if (System.nanoTime() >= softDeadline) {
                break;
            }
        }
    }

    private int pvs(int depth, int alpha, int beta, int ply) {
        if ((++nodes & 15) == 0 && (System.nanoTime() >= hardDeadline || clock.expired())) {
            stopped = true;
        }
        if (nodes > nodeLimit) {
            stopped = true;
        }
        if (stopped) {
            return 0;
        }
        int me = b.toMove();
        int op = 3 - me;
        if (b.fives(me) > 0) {
            return WIN - ply - 1;
        }
        int opFives = b.fives(op);
        if (opFives >= 2) {
            return -(WIN - ply - 2);
        }
        if (b.full()) {
            return 0;
        }
        if (opFives == 0 && b.hasFlexFour(me)) {
            return WIN - ply - 3;
        }
        if (ply >= MAX_PLY) {
            return Evaluator.evaluate(b);
        }
        int hi = WIN - ply - 3;
        int lo = -(WIN - ply - 2);
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
            if (!b.legal(q, me)) {
                return -(WIN - ply - 2); // renju: black may not block there, white's four wins
            }
            b.play(q, me);
            int s = -pvs(depth, -beta, -alpha, ply + 1);
            b.undo();
            return s;
        }
        long key = b.hash();
        int ttMove = -1;
        if (tt.probe(key)) {
            ttMove = tt.move;
            if (tt.depth >= depth) {
                int s = fromTT(tt.score, ply);
                int flag = tt.flag;
                if (flag == TranspositionTable.EXACT
                        || (flag == TranspositionTable.LOWER && s >= beta)
                        || (flag == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }
        if (depth <= 0) {
            return leaf(me, ply);
        }
        int[] moves = lists.moves(ply);
        int[] scores = lists.scores(ply);
        int n = generate(me, moves, scores, ttMove, ply);
        if (n == 0) {
            // renju: every stop of white's three may be forbidden to black; then the three wins
            return b.hasFlexFour(op) ? -(WIN - ply - 4) : Evaluator.evaluate(b);
        }
        int limit = n;
        int best = -INF;
        int bestMove = -1;
        int alpha0 = alpha;
        for (int i = 0; i < limit; i++) {
            int m = moves[i];
            boolean quiet = scores[i] < 1000 && m != ttMove;
            b.play(m, me);
            int s;
            if (i == 0) {
                s = -pvs(depth - 1, -beta, -alpha, ply + 1);
            } else {
                int r = 0;
                if (depth >= 3 && i >= 3 && quiet) {
                    r = i >= 8 && depth >= 5 ? 2 : 1;
                }
                s = -pvs(depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                if (s > alpha && r > 0 && !stopped) {
                    s = -pvs(depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if (s > alpha && s < beta && !stopped) {
                    s = -pvs(depth - 1, -beta, -alpha, ply + 1);
                }
            }
            b.undo();
            if (stopped) {
                return 0;
            }
            if (s > best) {
                best = s;
                bestMove = m;
                if (s > alpha) {
                    alpha = s;
                    if (alpha >= beta) {
                        if (m != killer1[ply]) {
                            killer2[ply] = killer1[ply];
                            killer1[ply] = m;
                        }
                        history[m * 2 + me - 1] += depth * depth;
                        break;
                    }
                }
            }
        }
        int flag = best <= alpha0 ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        tt.store(key, bestMove, depth, flag, toTT(best, ply));
        return best;
    }

    private int leaf(int me, int ply) {
        if (leafVcf && b.fours(me) > 0) {
            if (threats.quickVcf(me, 5, 24, hardDeadline)) {
                return WIN - ply - Math.max(3, threats.lineLength);
            }
        }
        return Evaluator.evaluate(b);
    }

    /** Candidate moves for {@code me}, best first; how many of them to search. */
    private int generate(int me, int[] moves, int[] scores, int ttMove, int ply) {
        int op = 3 - me;
        boolean restricted = b.hasFlexFour(op);
        int n = restricted ? b.fourCellsOfBoth(moves) : b.candidates(moves);
        if (b.renju && me == 1) {
            n = keepLegal(moves, n);
        }
        for (int i = 0; i < n; i++) {
            int q = moves[i];
            int s = Evaluator.moveScore(b, q, me);
            if (q == ttMove) {
                s = Integer.MAX_VALUE;
            } else if (q == killer1[ply]) {
                s += 900;
            } else if (q == killer2[ply]) {
                s += 600;
            }
            s += Math.min(history[q * 2 + me - 1], 800);
            scores[i] = s;
        }
        if (n == 0 && !restricted) {
            for (int q : b.board) {
                if (b.isEmpty(q) && b.legal(q, me)) {
                    moves[n] = q;
                    scores[n] = -b.centrality(q);
                    n++;
                }
            }
        }
        if (restricted) {
            // every defence matters: search them all
            ThreatSearch.sort(moves, scores, n);
            return n;
        }
        int top = Math.min(n, width);
        partialSort(moves, scores, n, top);
        return top;
    }

    /** Renju, black to move: drops the forbidden points from the list; the count left. */
    private int keepLegal(int[] moves, int n) {
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!b.forbidden(moves[i])) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    /** Puts the best {@code top} entries first, in order. */
    private static void partialSort(int[] moves, int[] scores, int n, int top) {
        for (int i = 0; i < top; i++) {
            int bi = i;
            for (int j = i + 1; j < n; j++) {
                if (scores[j] > scores[bi]) {
                    bi = j;
                }
            }
            if (bi != i) {
                int m = moves[i];
                moves[i] = moves[bi];
                moves[bi] = m;
                int s = scores[i];
                scores[i] = scores[bi];
                scores[bi] = s;
            }
        }
    }

    static int toTT(int s, int ply) {
        if (s >= MATE) {
            return s + ply;
        }
        if (s <= -MATE) {
            return s - ply;
        }
        return s;
    }

    static int fromTT(int s, int ply) {
        if (s >= MATE) {
            return s - ply;
        }
        if (s <= -MATE) {
            return s + ply;
        }
        return s;
    }
}
