package inrow.bot.master;

/**
 * Searches for forced wins made of threats only.
 *
 * <p>VCF (victory by continuous fours): the attacker plays only moves that make a four, so every defender reply is
 * forced (the one cell that would complete the five), until the attacker makes a four the defender cannot stop
 * (open four, double four) or completes a five. It is cheap and exact, and run for both players: to find our win and
 * to see the opponent's.
 *
 * <p>VCT (victory by continuous threats): the attacker may also play open threes. The defender then has several
 * answers: any cell that would be part of the attacker's coming four or five (every real defence is one of them) and
 * any four of its own (a counter-attack that wins a tempo). The attacker must win against all of them.
 *
 * <p>Both searches are bounded by a node limit and a deadline and give up (answer "no") when either runs out.
 */
final class ThreatSearch {
    private static final long VCF_SALT = 0x5DEECE66DL;
    private static final long VCT_SALT = 0x2545F4914F6CDD1DL;
    private static final int CACHE_BITS = 16;
    private static final int MAX_PLY = 200;

    private final SearchBoard b;
    private final long[] cacheKeys = new long[1 << CACHE_BITS];
    /** Per entry: bit 7 set for a proven win, otherwise the depth at which the search failed. */
    private final byte[] cacheValue = new byte[1 << CACHE_BITS];
    private final MoveLists lists;

    private long deadline;
    /** Also consulted while searching: a caller who no longer wants the answer stops us early. */
    private Clock clock;
    private long nodeLimit;
    private long nodes;
    private boolean aborted;
    private int threeWidth = 12;

    /** The winning sequence found by the last successful search (attacker and defender moves alternately). */
    final int[] line = new int[MAX_PLY];
    int lineLength;

    ThreatSearch(SearchBoard b) {
        this.b = b;
        lists = new MoveLists(b.cells, MAX_PLY + 2);
    }

    long nodes() {
        return nodes;
    }

    /** The clock of the current decision (null: only the deadlines given to each search count). */
    void clock(Clock clock) {
        this.clock = clock;
    }

    boolean aborted() {
        return aborted;
    }

    void clear() {
        java.util.Arrays.fill(cacheKeys, 0);
        java.util.Arrays.fill(cacheValue, (byte) 0);
    }

    private void start(long nodeLimit, long deadline) {
        this.nodeLimit = nodeLimit;
        this.deadline = deadline;
        this.nodes = 0;
        this.aborted = false;
        this.lineLength = 0;
    }

    private boolean out() {
        if (aborted) {
            return true;
        }
        nodes++;
        if (nodes > nodeLimit
                || ((nodes & 15) == 0 && (System.nanoTime() > deadline || (clock != null && clock.expired())))) {
            aborted = true;
        }
        return aborted;
    }

    /**
     * The first move of a shortest VCF found for {@code attacker} (as if it were to move), or -1. Deepens one four at
     * a time up to {@code maxFours}.
     */
    int findVcf(int attacker, int maxFours, long nodeLimit, long deadline) {
        start(nodeLimit, deadline);
        int immediate = b.findFive(attacker);
        if (immediate >= 0) {
            line[0] = immediate;
            lineLength = 1;
            return immediate;
        }
        for (int depth = 1; depth <= maxFours && !aborted; depth++) {
            lineLength = 0;
            if (vcf(attacker, depth, 0)) {
                return line[0];
            }
        }
        return -1;
    }

    /** Whether {@code attacker} (as if to move) has a VCF within the limits, shortest first. */
    boolean hasVcf(int attacker, int maxFours, long nodeLimit, long deadline) {
        return findVcf(attacker, maxFours, nodeLimit, deadline) >= 0;
    }

    /** One depth-first VCF probe without deepening: cheap enough for the leaves of the main search. */
    boolean quickVcf(int attacker, int maxFours, long nodeLimit, long deadline) {
        start(nodeLimit, deadline);
        return vcf(attacker, maxFours, 0);
    }

    private boolean vcf(int att, int depth, int ply) {
        if (out()) {
            return false;
        }
        int def = 3 - att;
        if (b.fives(att) > 0) {
            line[ply] = b.findFive(att);
            lineLength = ply + 1;
            return true;
        }
        int defFives = b.fives(def);
        if (defFives >= 2) {
            return false;
        }
        int[] moves;
        int n;
        if (defFives == 1) {
            int q = b.findFive(def);
            if (b.cls(q, att) < SearchBoard.C_FOUR || !b.legal(q, att)) {
                return false;
            }
            moves = lists.moves(ply);
            moves[0] = q;
            n = 1;
        } else {
            int flex = b.flexFourCell(att);
            if (flex >= 0) {
                line[ply] = flex;
                lineLength = ply + 1;
                return true;
            }
            if (b.fours(att) == 0) {
                return false;
            }
            moves = lists.moves(ply);
            n = collectFours(att, moves, lists.scores(ply));
        }
        if (depth <= 0) {
            return false;
        }
        long key = b.hash() ^ (att == 1 ? VCF_SALT : ~VCF_SALT);
        int slot = (int) key & ((1 << CACHE_BITS) - 1);
        if (cacheKeys[slot] == key) {
            int v = cacheValue[slot];
            if (v < 0 && ply > 0) {
                // a proven win, but we need its line only at the top: re-search at the top
                return true;
            }
            if (v >= 0 && v >= depth) {
                return false;
            }
        }
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            b.play(m, att);
            boolean win;
            if (b.fives(att) >= 2) {
                line[ply] = m;
                line[ply + 1] = b.findFive(att);
                lineLength = ply + 2;
                win = true;
            } else {
                int r = b.findFive(att);
                if (r < 0) {
                    win = false;
                } else if (!b.legal(r, def)) {
                    // renju: the only stop is forbidden to black
                    line[ply] = m;
                    line[ply + 1] = r;
                    lineLength = ply + 2;
                    win = true;
                } else {
                    b.play(r, def);
                    win = vcf(att, depth - 1, ply + 2);
                    b.undo();
                    if (win) {
                        line[ply] = m;
                        line[ply + 1] = r;
                    }
                }
            }
            b.undo();
            if (win) {
                cacheKeys[slot] = key;
                cacheValue[slot] = (byte) 0x80;
                return true;
            }
            if (aborted) {
                return false;
            }
        }
        if (!aborted) {
            cacheKeys[slot] = key;
            cacheValue[slot] = (byte) Math.min(depth, 127);
        }
        return false;
    }

    /**
     * The first move of a VCT found for {@code attacker} (as if to move), or -1: up to {@code maxThreats} attacking
     * moves, deepened one at a time.
     */
    int findVct(int attacker, int maxThreats, long nodeLimit, long deadline) {
        start(nodeLimit, deadline);
        for (int depth = 1; depth <= maxThreats && !aborted; depth++) {
            lineLength = 0;
            int m = vctRoot(attacker, depth);
            if (m >= 0) {
                return m;
            }
        }
        return -1;
    }

    private int vctRoot(int att, int depth) {
        int def = 3 - att;
        int five = b.findFive(att);
        if (five >= 0) {
            return five;
        }
        if (b.fives(def) > 0) {
            return -1;
        }
        int flex = b.flexFourCell(att);
        if (flex >= 0) {
            return flex;
        }
        int[] moves = lists.moves(0);
        int n = collectThreats(att, moves, lists.scores(0), b.flexFours(def) > 0);
        for (int i = 0; i < n && !aborted; i++) {
            int m = moves[i];
            b.play(m, att);
            boolean win = vctDefend(att, depth - 1, 1);
            b.undo();
            if (win && !aborted) {
                return m;
            }
        }
        return -1;
    }

    private boolean vctAttack(int att, int depth, int ply) {
        if (out() || ply >= MAX_PLY) {
            return false;
        }
        int def = 3 - att;
        if (b.fives(att) > 0) {
            return true;
        }
        int defFives = b.fives(def);
        if (defFives >= 2) {
            return false;
        }
        if (defFives == 1) {
            int q = b.findFive(def);
            if (!b.legal(q, att)) {
                return false;
            }
            b.play(q, att);
            boolean win = (b.fives(att) > 0 || b.hasFlexFour(att)) && vctDefend(att, depth, ply + 1);
            b.undo();
            return win;
        }
        if (b.hasFlexFour(att)) {
            return true;
        }
        if (depth <= 0) {
            return false;
        }
        long key = b.hash() ^ (att == 1 ? VCT_SALT : ~VCT_SALT);
        int slot = (int) key & ((1 << CACHE_BITS) - 1);
        if (cacheKeys[slot] == key) {
            int v = cacheValue[slot];
            if (v < 0) {
                return true;
            }
            if (v >= depth) {
                return false;
            }
        }
        int[] moves = lists.moves(ply);
        int n = collectThreats(att, moves, lists.scores(ply), b.flexFours(def) > 0);
        boolean win = false;
        for (int i = 0; i < n && !win; i++) {
            int m = moves[i];
            b.play(m, att);
            win = vctDefend(att, depth - 1, ply + 1);
            b.undo();
            if (aborted) {
                return false;
            }
        }
        if (!aborted) {
            cacheKeys[slot] = key;
            cacheValue[slot] = win ? (byte) 0x80 : (byte) Math.min(depth, 127);
        }
        return win;
    }

    /** The defender (to move) answers the attacker's threat; true when the attacker still wins. */
    private boolean vctDefend(int att, int depth, int ply) {
        if (out() || ply >= MAX_PLY) {
            return false;
        }
        int def = 3 - att;
        if (b.fives(def) > 0) {
            return false;
        }
        int attFives = b.fives(att);
        if (attFives >= 2) {
            return true;
        }
        if (attFives == 1) {
            int q = b.findFive(att);
            if (!b.legal(q, def)) {
                return true; // renju: black may not block there
            }
            b.play(q, def);
            boolean win = vctAttack(att, depth, ply + 1);
            b.undo();
            return win;
        }
        if (!b.hasFlexFour(att)) {
            return false;
        }
        int[] moves = lists.moves(ply);
        int n = b.fourCellsOfBoth(moves);
        for (int i = 0; i < n; i++) {
            if (!b.legal(moves[i], def)) {
                continue; // renju: a stop black may not play is no stop
            }
            b.play(moves[i], def);
            boolean win = vctAttack(att, depth, ply + 1);
            b.undo();
            if (!win || aborted) {
                return false;
            }
        }
        return true;
    }

    /** Cells where {@code att} makes a four, best first. */
    private int collectFours(int att, int[] moves, int[] scores) {
        int n = keepLegal(att, moves, b.fourCells(att, moves));
        for (int i = 0; i < n; i++) {
            int q = moves[i];
            scores[i] = b.cls(q, att) * 100000 + b.value(q, att);
        }
        sort(moves, scores, n);
        return n;
    }

    /** Cells where {@code att} makes a four or (unless only fours will do) an open three, best first. */
    private int collectThreats(int att, int[] moves, int[] scores, boolean foursOnly) {
        int n = keepLegal(att, moves, foursOnly ? b.fourCells(att, moves) : b.threeCells(att, moves));
        for (int i = 0; i < n; i++) {
            int q = moves[i];
            int c = b.cls(q, att);
            scores[i] = (c >= SearchBoard.C_FOUR_THREE || c == SearchBoard.C_THREE_THREE ? 1_000_000 : 0)
                    + b.value(q, att) * 2 + b.value(q, 3 - att);
        }
        sort(moves, scores, n);
        return Math.min(n, threeWidth);
    }

    /** Renju, black attacking: drops its forbidden points; the count left. */
    private int keepLegal(int color, int[] moves, int n) {
        if (!b.renju || color != 1) {
            return n;
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!b.forbidden(moves[i])) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    static void sort(int[] moves, int[] scores, int n) {
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
    }
}
