package inrow.bot.master;

/**
 * Renju's forbidden points for black on the master's padded board, the same definition as
 * {@code inrow.engine.Renju} (overline, double four, double three, threes checked recursively so a false double three
 * is allowed), written for the search: no copies, stones placed on the board's cells and taken back, and a cheap
 * first look at the line patterns the board already keeps. Only a point with two lines of three or better, a line
 * with two fours (F4 covers {@code X.XXX.X}) or a run that would pass five can be forbidden; the rest of the board
 * never reaches the full check.
 */
final class Fouls {
    static final int NONE = 0;
    static final int OVERLINE = 1;
    static final int DOUBLE_FOUR = 2;
    static final int DOUBLE_THREE = 3;

    private static final byte BLACK = 1;
    private static final int MAX_DEPTH = 6;

    private final SearchBoard b;
    private final byte[] cell;
    private final int[] dirs;
    private final int[] fivePoints = new int[9];

    Fouls(SearchBoard b) {
        this.b = b;
        this.cell = b.cell;
        this.dirs = b.dirs;
    }

    /** Whether black may not play empty q. */
    boolean forbidden(int q) {
        if (cell[q] != SearchBoard.EMPTY) {
            return false;
        }
        int strong = 0;
        boolean lineDouble = false;
        for (int d = 0; d < 4; d++) {
            int c = b.code(q, d, 1);
            if (c == Patterns.FIVE) {
                return false; // exactly five wins, whatever else the stone makes
            }
            if (c >= Patterns.F3) {
                strong++;
            }
            lineDouble |= c == Patterns.F4;
        }
        if (strong < 2 && !lineDouble && !overline(q)) {
            return false;
        }
        return foul(q, 0) != NONE;
    }

    private boolean overline(int q) {
        for (int d = 0; d < 4; d++) {
            if (1 + count(q, dirs[d]) + count(q, -dirs[d]) > 5) {
                return true;
            }
        }
        return false;
    }

    /** The kind of foul black commits on empty q (NONE when allowed), by the full definition. */
    int foul(int q, int depth) {
        if (cell[q] != SearchBoard.EMPTY) {
            return NONE;
        }
        cell[q] = BLACK;
        try {
            boolean overline = false;
            for (int d = 0; d < 4; d++) {
                int run = 1 + count(q, dirs[d]) + count(q, -dirs[d]);
                if (run == 5) {
                    return NONE;
                }
                overline |= run > 5;
            }
            if (overline) {
                return OVERLINE;
            }
            int fours = 0;
            int threes = 0;
            for (int d = 0; d < 4; d++) {
                int f = fours(q, dirs[d]);
                fours += f;
                if (f == 0 && depth < MAX_DEPTH && three(q, dirs[d], depth)) {
                    threes++;
                }
            }
            if (fours >= 2) {
                return DOUBLE_FOUR;
            }
            return threes >= 2 ? DOUBLE_THREE : NONE;
        } finally {
            cell[q] = SearchBoard.EMPTY;
        }
    }

    /** Black stones in a row from q (exclusive) along step dd. */
    private int count(int q, int dd) {
        int n = 0;
        int p = q + dd;
        while (cell[p] == BLACK) {
            n++;
            p += dd;
        }
        return n;
    }

    /** Fours through q (black on it) along dd: its five points, the two ends of a straight four counting once. */
    private int fours(int q, int dd) {
        int found = 0;
        for (int s = -4; s <= 4; s++) {
            int r = q + s * dd;
            if (s != 0 && cell[r] == SearchBoard.EMPTY && fiveWith(r, dd, -s)) {
                fivePoints[found++] = s;
            }
        }
        int fours = found;
        for (int i = 0; i < found; i++) {
            for (int j = i + 1; j < found; j++) {
                if (fivePoints[j] - fivePoints[i] == 5) {
                    fours--;
                }
            }
        }
        return fours;
    }

    /** Whether black on empty r makes exactly five along dd including the point t steps from r. */
    private boolean fiveWith(int r, int dd, int t) {
        cell[r] = BLACK;
        int back = count(r, -dd);
        int ahead = count(r, dd);
        cell[r] = SearchBoard.EMPTY;
        return back + 1 + ahead == 5 && t >= -back && t <= ahead;
    }

    /** Whether q (black on it) is part of a three along dd: a point black may play turns it into a straight four. */
    private boolean three(int q, int dd, int depth) {
        for (int s = -4; s <= 4; s++) {
            int r = q + s * dd;
            if (s == 0 || cell[r] != SearchBoard.EMPTY) {
                continue;
            }
            cell[r] = BLACK;
            boolean straight = straightFour(q, dd);
            cell[r] = SearchBoard.EMPTY;
            if (straight && foul(r, depth + 1) == NONE) {
                return true;
            }
        }
        return false;
    }

    /** Whether the line through q along dd holds a straight four including q: two five points five apart. */
    private boolean straightFour(int q, int dd) {
        for (int s = -5; s <= 0; s++) {
            int a = q + s * dd;
            int e = a + 5 * dd;
            if (cell[a] != SearchBoard.EMPTY || cell[e] != SearchBoard.EMPTY) {
                continue;
            }
            boolean four = true;
            for (int i = 1; i <= 4 && four; i++) {
                four = cell[a + i * dd] == BLACK;
            }
            if (four && fiveWith(a, dd, -s) && fiveWith(e, dd, -s - 5)) {
                return true;
            }
        }
        return false;
    }
}
