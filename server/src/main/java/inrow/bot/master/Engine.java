package inrow.bot.master;

/**
 * The master player's decision for one position, in stages from the cheapest certainty to the broadest search:
 * an immediate win, a forced block, an exact solve when few cells are left, an open four, a VCF, a defence against
 * the opponent's VCF, a VCT, and finally iterative deepening alpha-beta. Every stage runs under its share of the
 * clock; there is always a move ready.
 *
 * <p>One engine plays one seat: it keeps its board and tables between moves of a game (the board is brought up to
 * date by undoing and replaying only what changed) and {@link #reset()} forgets them.
 */
public final class Engine {
    /** A move on the real board (x from the left, y from the top) with what the player would say about it. */
    public record Choice(int x, int y, String comment) {
    }

    /** Boards up to this many cells are handed to the exact solver from the first move. */
    static final int SOLVE_CELLS = 25;
    /** Positions with at most this many empty cells are handed to the exact solver. */
    static final int SOLVE_EMPTY = 20;

    /** Tuning knobs, for benchmarks comparing variants; the defaults are the played ones. */
    public boolean leafVcf = false;
    public int width = 16;
    public boolean useVct = true;
    public double searchShare = 0.45;
    /** Deepest alpha-beta iteration; a small cap makes quick, repeatable assessments (openings). */
    public int maxDepth = 60;
    /**
     * Knobs for the ladder's weaker levels ({@code inrow.bot.ladder}): alpha-beta stops after this many nodes; the
     * threat searches (VCF, VCT) get this share of their node caps, none at 0; small boards and endgames are solved
     * exactly only with {@code useSolver}; with {@code allScores} every root move gets an exact score, read from
     * {@link #rootMoves()} and {@link #rootScores()} after a decision whose stage is "search".
     */
    public long nodeLimit = Long.MAX_VALUE;
    public double threatShare = 1.0;
    public boolean useSolver = true;
    public boolean allScores;

    private SearchBoard board;
    private TranspositionTable searchTable;
    private TranspositionTable solverTable;
    private ThreatSearch threats;
    private Search search;
    private Solver solver;

    /** What the last decision did, for tools and benchmarks. */
    public String lastStage = "";
    public int lastDepth;
    public long lastNodes;
    public long lastNanos;
    public int lastScore;
    /** The move {@link #assess} found best (a review shows it beside the move played). */
    public Choice lastChoice;
    /** Milliseconds spent per stage in the last decision. */
    public final StringBuilder lastTrace = new StringBuilder();
    private long mark;

    private void trace(String stage) {
        long now = System.nanoTime();
        lastTrace.append(stage).append('=').append((now - mark) / 100_000 / 10.0).append(' ');
        mark = now;
    }

    private int threatNodes(int cap) {
        return (int) Math.max(1, cap * Math.min(1.0, threatShare));
    }

    /** The root moves of the last "search" decision as (x, y) indices of the real board: x + y * width. */
    public int[] rootMoves() {
        int[] moves = search.rootMoves.clone();
        for (int i = 0; i < moves.length; i++) {
            moves[i] = board.x(moves[i]) + board.y(moves[i]) * board.width;
        }
        return moves;
    }

    /** Their scores for the mover, in the evaluation's units (an open three is worth about 60). */
    public int[] rootScores() {
        return search.rootScores.clone();
    }

    /** Whether a score, from the mover's side, is a forced win the search found. */
    public boolean foundWin(int score) {
        return score >= Search.MATE;
    }

    public void reset() {
        board = null;
        searchTable = null;
        solverTable = null;
        threats = null;
        search = null;
        solver = null;
    }

    /**
     * Chooses a move for the side to move after {@code count} moves (xs[i], ys[i]) on a width x height board where
     * k in a row wins. The game must not be over.
     */
    public Choice decide(int width, int height, int k, boolean overline, int[] xs, int[] ys, int count, Clock clock) {
        return decide(width, height, k, overline, false, xs, ys, count, clock);
    }

    /**
     * As above; with {@code renju} black (the first player) wins only with exactly five and never plays a forbidden
     * point, and white wins with five or more: the search counts black's forbidden points as white's allies.
     */
    public Choice decide(int width, int height, int k, boolean overline, boolean renju, int[] xs, int[] ys, int count,
            Clock clock) {
        long t0 = System.nanoTime();
        lastTrace.setLength(0);
        mark = t0;
        sync(width, height, k, overline, renju, xs, ys, count);
        SearchBoard b = board;
        trace("sync");
        lastDepth = 0;
        lastNodes = 0;
        lastScore = 0;
        Choice choice = choose(b, clock);
        lastNanos = System.nanoTime() - t0;
        return choice;
    }

    private Choice choose(SearchBoard b, Clock clock) {
        int me = b.toMove();
        int op = 3 - me;
        searchTable.nextGeneration();

        int five = b.findFive(me);
        if (five >= 0) {
            return done(b, five, "win", b.k == 5 ? "Five in a row" : "I win here");
        }
        int opFives = b.fives(op);
        if (opFives > 0) {
            int block = b.findFive(op);
            return done(b, block, "block", opFives >= 2 ? "You have two ways to win; I block one"
                    : "Blocking your " + Words.threatOf(b.k, 1));
        }
        if (b.stones() == 0 && b.cells > SOLVE_CELLS) {
            return done(b, b.index(b.width / 2, b.height / 2), "centre", "Taking the centre");
        }
        threats.clock(clock);
        if (clock.remaining() < 1_500_000L || clock.expired()) {
            return done(b, quickMove(b, me), "quick", "No time to think: a quick move");
        }

        int empty = b.cells - b.stones();
        // the exact solver knows nothing of forbidden points: renju goes to the threat and alpha-beta searches
        if (useSolver && !b.renju && (b.cells <= SOLVE_CELLS || empty <= SOLVE_EMPTY)) {
            if (solverTable == null) {
                solverTable = new TranspositionTable(b.cells <= 16 ? 16 : 18);
                solver = new Solver(b, solverTable);
            }
            double share = b.cells <= SOLVE_CELLS ? 0.7 : 0.4;
            Clock solveClock = new Clock(clock.after(share), clock::expired);
            if (solver.solve(solveClock)) {
                lastNodes = solver.nodes();
                lastScore = solver.value;
                return done(b, solver.bestMove, "solved", solvedComment(b, solver.value));
            }
            lastNodes = solver.nodes();
        }

        int flex = b.flexFourCell(me);
        if (flex >= 0) {
            int m = flex;
            return done(b, m, "open four",
                    b.k == 5 ? "Open four: I win next" : "Two ways to win: I win next");
        }

        trace("pre");
        int vcf = threatShare <= 0 ? -1 : threats.findVcf(me, 40, threatNodes(400_000), clock.after(0.15));
        trace("vcf");
        if (vcf >= 0) {
            return done(b, vcf, "vcf",
                    b.k == 5 ? "Forcing win: four after four" : "Forcing win: one threat after another");
        }

        int[] roots = new int[b.cells];
        int n = candidates(b, roots);
        String defenceNote = null;
        int opVcf = threatShare <= 0 ? -1 : threats.findVcf(op, 40, threatNodes(200_000), clock.after(0.1));
        trace("opvcf");
        if (opVcf >= 0) {
            int[] safe = new int[n];
            int kept = 0;
            long until = clock.after(0.3);
            int[] scores = new int[n];
            for (int i = 0; i < n; i++) {
                scores[i] = Evaluator.moveScore(b, roots[i], me) + (roots[i] == opVcf ? 1 << 27 : 0);
            }
            ThreatSearch.sort(roots, scores, n);
            int tried = 0;
            for (int i = 0; i < n && System.nanoTime() < until; i++) {
                b.play(roots[i], me);
                boolean stillLost = threats.hasVcf(op, 40, threatNodes(50_000), until);
                boolean cut = threats.aborted();
                b.undo();
                if (cut) {
                    break;
                }
                tried++;
                if (!stillLost) {
                    safe[kept++] = roots[i];
                }
            }
            if (kept > 0) {
                defenceNote = b.k == 5 ? "Stopping your fours" : "Stopping your attack";
                if (tried == n) {
                    System.arraycopy(safe, 0, roots, 0, kept);
                    n = kept;
                } else {
                    // not every move could be checked: the checked safe ones first, then the unchecked ones
                    int[] merged = new int[n];
                    System.arraycopy(safe, 0, merged, 0, kept);
                    int m = kept;
                    for (int i = tried; i < n; i++) {
                        merged[m++] = roots[i];
                    }
                    roots = merged;
                    n = m;
                }
            }
        } else if (useVct && threatShare > 0) {
            int vct = threats.findVct(me, 10, threatNodes(300_000), clock.after(0.2));
            trace("vct");
            if (vct >= 0) {
                return done(b, vct, "vct", "Forcing win: threat after threat");
            }
        }

        long softDeadline = clock.after(searchShare);
        trace("defence");
        search.leafVcf = leafVcf;
        search.width = width;
        search.nodeLimit = nodeLimit;
        search.allScores = allScores;
        search.think(roots, n, softDeadline, clock, maxDepth);
        trace("search");
        lastDepth = search.depthDone;
        lastNodes = search.nodes();
        lastScore = search.bestScore;
        int m = search.bestMove;
        return done(b, m, "search", searchComment(b, m, search.bestScore, defenceNote));
    }

    /**
     * How good the position is for black (X, the first player), in the evaluation's units (an open three is worth
     * about 60): the score of a decision under {@code clock}, turned to black's side. A forced win found for either
     * side gives a score {@link #foundWin} recognises. Clears the search tables first.
     */
    public int assess(int width, int height, int k, boolean overline, boolean renju, int[] xs, int[] ys, int count,
            Clock clock) {
        // empty tables, so that the same position always gets the same score
        sync(width, height, k, overline, renju, xs, ys, count);
        searchTable.clear();
        threats.clear();
        search.clearHistory();
        lastChoice = decide(width, height, k, overline, renju, xs, ys, count, clock);
        int forMover = switch (lastStage) {
            case "win", "open four", "vcf", "vct" -> Search.WIN - 1;
            case "search" -> lastScore;
            default -> 0;
        };
        return count % 2 == 0 ? forMover : -forMover;
    }

    /**
     * Up to {@code limit} moves the side to move may play near the stones (never a renju foul of black), the most
     * promising by the evaluation alone first, as {x, y} pairs: an analysis board searches each of them in turn.
     */
    public int[][] rootMoves(int width, int height, int k, boolean overline, boolean renju, int[] xs, int[] ys,
            int count, int limit) {
        sync(width, height, k, overline, renju, xs, ys, count);
        SearchBoard b = board;
        int me = b.toMove();
        int[] roots = new int[b.cells];
        int n = candidates(b, roots);
        int[] scores = new int[n];
        for (int i = 0; i < n; i++) {
            scores[i] = Evaluator.moveScore(b, roots[i], me);
        }
        ThreatSearch.sort(roots, scores, n);
        int[][] out = new int[Math.min(n, limit)][];
        for (int i = 0; i < out.length; i++) {
            out[i] = new int[] {b.x(roots[i]), b.y(roots[i])};
        }
        return out;
    }

    private Choice done(SearchBoard b, int move, String stage, String comment) {
        lastStage = stage;
        if (move < 0 || !b.isEmpty(move) || !b.legal(move, b.toMove())) {
            move = quickMove(b, b.toMove());
        }
        return new Choice(b.x(move), b.y(move), comment);
    }

    private String solvedComment(SearchBoard b, int value) {
        if (value == 0) {
            return "This position is a draw with best play";
        }
        int winStone = Solver.WIN - Math.abs(value);
        int moves = (winStone - b.stones() + 1) / 2;
        if (value > 0) {
            return moves <= 1 ? "I win here" : "I can force a win in " + moves + " moves";
        }
        return "You can win this; I will hold out";
    }

    private String searchComment(SearchBoard b, int m, int score, String defenceNote) {
        int me = b.toMove();
        int op = 3 - me;
        if (score >= Search.MATE) {
            int moves = (Search.WIN - score + 1) / 2;
            return moves <= 1 ? "I win here" : "I can force a win in " + moves + " moves";
        }
        int mine = b.cls(m, me);
        boolean blocksThree = b.flexFours(op) > 0 && b.hasCode(m, op, Patterns.B4);
        if (mine == SearchBoard.C_FOUR_THREE) {
            return b.k == 5 ? "Four and three at once" : "Two threats at once";
        }
        if (blocksThree && mine < SearchBoard.C_FOUR) {
            return "Blocking your " + Words.threatOf(b.k, 2);
        }
        if (defenceNote != null) {
            return defenceNote;
        }
        if (score <= -Search.MATE) {
            return "You are attacking well; I resist";
        }
        if (mine == SearchBoard.C_FOUR) {
            return b.k == 5 ? "Making a four" : "Threatening to win";
        }
        if (mine == SearchBoard.C_THREE_THREE) {
            return b.k == 5 ? "Double three" : "Two threats at once";
        }
        if (mine == SearchBoard.C_THREE) {
            return b.k == 5 ? "Making an open three" : "Building a threat";
        }
        if (b.cls(m, op) >= SearchBoard.C_THREE) {
            return "Cutting your line";
        }
        return "Building my line";
    }

    /** Empty cells near the stones (all cells on an empty board) that the side to move may play; the count. */
    private static int candidates(SearchBoard b, int[] out) {
        int me = b.toMove();
        int n = 0;
        int near = b.candidates(out);
        for (int i = 0; i < near; i++) {
            if (b.legal(out[i], me)) {
                out[n++] = out[i];
            }
        }
        if (n == 0) {
            for (int q : b.board) {
                if (b.isEmpty(q) && b.legal(q, me)) {
                    out[n++] = q;
                }
            }
        }
        return n;
    }

    /** The best-looking legal move without search. */
    static int quickMove(SearchBoard b, int me) {
        int best = -1;
        long bestScore = Long.MIN_VALUE;
        for (int q : b.board) {
            if (!b.isEmpty(q) || !b.legal(q, me)) {
                continue;
            }
            long s = (long) Evaluator.moveScore(b, q, me) * 1024 - b.centrality(q);
            if (s > bestScore) {
                bestScore = s;
                best = q;
            }
        }
        return best;
    }

    private void sync(int width, int height, int k, boolean overline, boolean renju, int[] xs, int[] ys, int count) {
        if (board == null || board.width != width || board.height != height || board.k != k
                || board.overline != overline || board.renju != renju) {
            int cells = width * height;
            board = new SearchBoard(width, height, k, overline, renju, cells <= 64);
            searchTable = new TranspositionTable(cells <= 16 ? 14 : cells <= 64 ? 17 : 19);
            solverTable = null;
            solver = null;
            threats = new ThreatSearch(board);
            search = new Search(board, searchTable, threats);
        }
        int common = 0;
        while (common < board.stones() && common < count
                && board.move(common) == board.index(xs[common], ys[common])) {
            common++;
        }
        while (board.stones() > common) {
            board.undo();
        }
        for (int i = common; i < count; i++) {
            board.play(board.index(xs[i], ys[i]), (i & 1) == 0 ? 1 : 2);
        }
    }
}
