package inrow.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renju's forbidden points, as the Renju International Federation's rules define them. Only black (the first player,
 * X) is restricted; white plays anywhere and wins with five or more.
 *
 * <ul>
 *   <li><b>Five</b>: exactly five black stones in a row. Black wins only with exactly five; a move that makes five
 *       wins even if it makes a forbidden shape as well.</li>
 *   <li><b>Overline</b>: six or more black stones in a row. Forbidden for black.</li>
 *   <li><b>Four</b>: a row that one more black stone turns into a five. A <i>straight four</i> ({@code .XXXX.}) can
 *       become five at either end and counts as one four. Two fives made possible on one line by different stones,
 *       as in {@code X.XXX.X}, are two fours.</li>
 *   <li><b>Three</b>: a row that one more black stone turns into a straight four, where that stone may itself be
 *       played (it is not forbidden). This is checked recursively: a three whose only way to a straight four runs
 *       through a forbidden point is no three, so a false (pseudo) double-three is allowed.</li>
 *   <li><b>Double-four</b> (two or more fours) and <b>double-three</b> (two or more threes, on different lines) made
 *       by one black move are forbidden. A four and a three together (4-3) are allowed.</li>
 * </ul>
 *
 * Only the lines through the move are examined: a move cannot create a shape on a line it is not on. Everything
 * runs on a scratch copy of the board, one stone placed and taken back at a time.
 */
public final class Renju {
    private static final int[][] DIRECTIONS = Lines.DIRECTIONS;
    /** Recursion depth for nested three checks; real positions never need more than a few levels. */
    private static final int MAX_DEPTH = 6;
    static final byte BLACK = 1;
    private static final byte EMPTY = 0;

    private final int width;
    private final int height;
    private final byte[] cells;

    private Renju(int width, int height, byte[] cells) {
        this.width = width;
        this.height = height;
        this.cells = cells;
    }

    /** Why a black move is forbidden there, or null when black may play it. The board is not changed. */
    public static Foul foul(Rules rules, byte[] cells, int x, int y) {
        Renju r = new Renju(rules.width(), rules.height(), cells.clone());
        return r.foulAt(y * rules.width() + x, 0);
    }

    /** Every empty point black may not play now, in row-major order. */
    public static List<Point> forbiddenPoints(Rules rules, byte[] cells) {
        Renju r = new Renju(rules.width(), rules.height(), cells.clone());
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == EMPTY && r.nearBlack(i) && r.foulAt(i, 0) != null) {
                out.add(new Point(i % rules.width(), i / rules.width()));
            }
        }
        return out;
    }

    /** The three kinds of forbidden move, each with its code on the wire and the words of the federation's rules. */
    public enum Foul {
        OVERLINE("an overline (six or more in a row)"), DOUBLE_FOUR("a double-four"), DOUBLE_THREE("a double-three");

        public final String shape;

        Foul(String shape) {
            this.shape = shape;
        }

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A forbidden shape needs black stones within four points on some line; most of the board has none. */
    private boolean nearBlack(int index) {
        int x = index % width;
        int y = index / width;
        for (int[] d : DIRECTIONS) {
            for (int s = -4; s <= 4; s++) {
                int cx = x + s * d[0];
                int cy = y + s * d[1];
                if (s != 0 && inside(cx, cy) && cells[cy * width + cx] == BLACK) {
                    return true;
                }
            }
        }
        return false;
    }

    private Foul foulAt(int index, int depth) {
        if (cells[index] != EMPTY) {
            return null;
        }
        int x = index % width;
        int y = index / width;
        cells[index] = BLACK;
        try {
            boolean overline = false;
            for (int[] d : DIRECTIONS) {
                int run = run(x, y, d);
                if (run == 5) {
                    return null; // a five wins, whatever else the move makes
                }
                overline |= run > 5;
            }
            if (overline) {
                return Foul.OVERLINE;
            }
            int fours = 0;
            int threes = 0;
            for (int[] d : DIRECTIONS) {
                int f = fours(x, y, d);
                fours += f;
                if (f == 0 && depth < MAX_DEPTH && isThree(x, y, d, depth)) {
                    threes++;
                }
            }
            if (fours >= 2) {
                return Foul.DOUBLE_FOUR;
            }
            return threes >= 2 ? Foul.DOUBLE_THREE : null;
        } finally {
            cells[index] = EMPTY;
        }
    }

    /** The length of the black run through (x, y) along d. */
    private int run(int x, int y, int[] d) {
        return 1 + count(x, y, d[0], d[1]) + count(x, y, -d[0], -d[1]);
    }

    private int count(int x, int y, int dx, int dy) {
        int n = 0;
        int cx = x + dx;
        int cy = y + dy;
        while (inside(cx, cy) && cells[cy * width + cx] == BLACK) {
            n++;
            cx += dx;
            cy += dy;
        }
        return n;
    }

    /**
     * The fours through (x, y) on line d: the empty points that would make exactly five with the stone at (x, y)
     * among them, where two such points five apart (the two ends of a straight four) count as one four.
     */
    private int fours(int x, int y, int[] d) {
        int[] fivePoints = new int[9];
        int found = 0;
        for (int s = -4; s <= 4; s++) {
            int cx = x + s * d[0];
            int cy = y + s * d[1];
            if (s == 0 || !inside(cx, cy) || cells[cy * width + cx] != EMPTY) {
                continue;
            }
            if (makesFiveWith(cx, cy, d, x, y)) {
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

    /** True when black at (qx, qy) makes exactly five on line d, and that five includes (px, py). */
    private boolean makesFiveWith(int qx, int qy, int[] d, int px, int py) {
        int q = qy * width + qx;
        cells[q] = BLACK;
        int back = count(qx, qy, -d[0], -d[1]);
        int ahead = count(qx, qy, d[0], d[1]);
        cells[q] = EMPTY;
        if (back + 1 + ahead != 5) {
            return false;
        }
        // (px, py) lies on the line at step t from q: it must be inside the run [-back, ahead].
        int t = d[0] != 0 ? (px - qx) / d[0] : (py - qy) / d[1];
        return t >= -back && t <= ahead;
    }

    /**
     * Whether the stone at (x, y) forms a three on line d: some empty point r on the line, not itself forbidden
     * for black, turns it into a straight four that includes (x, y).
     */
    private boolean isThree(int x, int y, int[] d, int depth) {
        for (int s = -4; s <= 4; s++) {
            int rx = x + s * d[0];
            int ry = y + s * d[1];
            if (s == 0 || !inside(rx, ry) || cells[ry * width + rx] != EMPTY) {
                continue;
            }
            int r = ry * width + rx;
            cells[r] = BLACK;
            boolean straight = straightFour(x, y, d);
            cells[r] = EMPTY;
            if (straight && foulAt(r, depth + 1) == null) {
                return true;
            }
        }
        return false;
    }

    /** True when line d through (x, y) holds a straight four including it: two five points five apart. */
    private boolean straightFour(int x, int y, int[] d) {
        for (int s = -5; s <= 0; s++) {
            int ax = x + s * d[0];
            int ay = y + s * d[1];
            int bx = ax + 5 * d[0];
            int by = ay + 5 * d[1];
            if (!inside(ax, ay) || !inside(bx, by) || cells[ay * width + ax] != EMPTY || cells[by * width + bx] != EMPTY) {
                continue;
            }
            boolean four = true;
            for (int i = 1; i <= 4 && four; i++) {
                four = cells[(ay + i * d[1]) * width + ax + i * d[0]] == BLACK;
            }
            // Each end must make exactly five: a black stone just beyond an end would make it an overline.
            if (four && makesFiveWith(ax, ay, d, x, y) && makesFiveWith(bx, by, d, x, y)) {
                return true;
            }
        }
        return false;
    }

    private boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
}
