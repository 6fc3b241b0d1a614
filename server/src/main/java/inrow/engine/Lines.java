package inrow.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Win detection through the last stone only: a new line can only pass through the stone just played, so looking
 * along its four directions costs O(k), never O(board).
 */
public final class Lines {
    /** Row, column, diagonal and anti-diagonal, each walked both ways from the stone. */
    static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private Lines() {
    }

    /**
     * The cells of the run that wins for the stone at (x, y), or null when it wins nothing. {@code cells} is row-major,
     * {@code width} wide; a cell holds the same value as the stone's when it belongs to the same player.
     */
    public static List<Point> winningRun(Rules rules, byte[] cells, int x, int y) {
        for (int[] d : DIRECTIONS) {
            int back = stretch(rules, cells, x, y, -d[0], -d[1]);
            int ahead = stretch(rules, cells, x, y, d[0], d[1]);
            int length = back + 1 + ahead;
            if (length == rules.win() || (!rules.exactFor(markOf(cells[y * rules.width() + x])) && length > rules.win())) {
                List<Point> run = new ArrayList<>(length);
                for (int i = -back; i <= ahead; i++) {
                    run.add(new Point(x + i * d[0], y + i * d[1]));
                }
                return run;
            }
        }
        return null;
    }

    /** Like {@link #winningRun} without building the run: for search loops that only need a yes or no. */
    public static boolean wins(Rules rules, byte[] cells, int x, int y) {
        for (int[] d : DIRECTIONS) {
            int length = stretch(rules, cells, x, y, -d[0], -d[1]) + 1 + stretch(rules, cells, x, y, d[0], d[1]);
            if (length == rules.win() || (!rules.exactFor(markOf(cells[y * rules.width() + x])) && length > rules.win())) {
                return true;
            }
        }
        return false;
    }

    private static Mark markOf(byte cell) {
        return cell == 1 ? Mark.X : Mark.O;
    }

    /**
     * How many of the player's stones follow (x, y) in one direction, counting at most k: a count of k already tells
     * the run is at least k + 1 long, which is all the exact-k rule needs to know.
     */
    private static int stretch(Rules rules, byte[] cells, int x, int y, int dx, int dy) {
        byte mine = cells[y * rules.width() + x];
        int count = 0;
        int cx = x + dx;
        int cy = y + dy;
        while (count < rules.win() && rules.contains(cx, cy) && cells[cy * rules.width() + cx] == mine) {
            count++;
            cx += dx;
            cy += dy;
        }
        return count;
    }
}
