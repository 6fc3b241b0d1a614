package inrow.bot;

import inrow.engine.Lines;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Cell-by-cell measures of a position for the simple levels, on a row-major copy of the board (0 empty, 1 X, 2 O).
 * Wins are always asked of the engine's {@link Lines#wins}, so the exact-k rule (a run of k + 1 is no win) is the
 * engine's, not a second reading of it.
 */
public final class LineScores {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private LineScores() {
    }

    /**
     * Whether a stone may go on cell {@code c} now: it is empty and, with gravity, it is where a stone dropped into
     * its column lands (the bottom row, or right on top of another stone).
     */
    public static boolean playable(Rules rules, byte[] cells, int c) {
        if (cells[c] != 0) {
            return false;
        }
        int below = c + rules.width();
        return !rules.gravity() || below >= cells.length || cells[below] != 0;
    }

    /**
     * The cells where a stone of {@code player} would win at once, among those it may play now (with gravity, the
     * columns' landing cells). {@code cells} is restored on return.
     */
    public static List<Integer> winningCells(Rules rules, byte[] cells, byte player) {
        List<Integer> wins = new ArrayList<>();
        int width = rules.width();
        for (int i = 0; i < cells.length; i++) {
            if (playable(rules, cells, i) && winsAt(rules, cells, i % width, i / width, player)) {
                wins.add(i);
            }
        }
        return wins;
    }

    /** Whether a stone of {@code player} on the empty cell (x, y) wins at once. {@code cells} is restored on return. */
    static boolean winsAt(Rules rules, byte[] cells, int x, int y, byte player) {
        int index = y * rules.width() + x;
        cells[index] = player;
        boolean wins = Lines.wins(rules, cells, x, y);
        cells[index] = 0;
        return wins;
    }

    /**
     * For every cell, the longest run of {@code player}'s stones a stone there would make (the stone included), along
     * the directions in which that run can still grow into a winning line of k; 0 for a cell that cannot be played
     * now (occupied, or above a column's landing cell) or a cell with no such direction.
     */
    public static int[] runScores(Rules rules, byte[] cells, byte player) {
        int width = rules.width();
        int[] scores = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            if (playable(rules, cells, i)) {
                scores[i] = runScore(rules, cells, i % width, i / width, player);
            }
        }
        return scores;
    }

    /** See {@link #runScores}, for one empty cell. */
    static int runScore(Rules rules, byte[] cells, int x, int y, byte player) {
        int best = 0;
        for (int[] d : DIRECTIONS) {
            int run = 1 + same(rules, cells, x, y, -d[0], -d[1], player) + same(rules, cells, x, y, d[0], d[1], player);
            if (run > best && canComplete(rules, cells, x, y, d[0], d[1], player)) {
                best = run;
            }
        }
        return best;
    }

    /**
     * Whether some window of k cells through (x, y) along (dx, dy) holds no opponent stone, and, under the exact-k
     * rule, is not flanked by the player's own stones (filling it would make an overline, which wins nothing).
     */
    static boolean canComplete(Rules rules, byte[] cells, int x, int y, int dx, int dy, byte player) {
        int k = rules.win();
        int back = free(rules, cells, x, y, -dx, -dy, player, k - 1);
        int ahead = free(rules, cells, x, y, dx, dy, player, k - 1);
        if (back + 1 + ahead < k) {
            return false;
        }
        if (rules.overline()) {
            return true;
        }
        // Windows [s, s + k - 1] in steps from (x, y), inside the free stretch [-back, ahead].
        for (int s = -back; s <= 0; s++) {
            if (s + k - 1 > ahead) {
                break;
            }
            if (!owned(rules, cells, x + (s - 1) * dx, y + (s - 1) * dy, player)
                    && !owned(rules, cells, x + (s + k) * dx, y + (s + k) * dy, player)) {
                return true;
            }
        }
        return false;
    }

    private static boolean owned(Rules rules, byte[] cells, int x, int y, byte player) {
        return rules.contains(x, y) && cells[y * rules.width() + x] == player;
    }

    /** How many of the player's stones follow (x, y) in one direction. */
    private static int same(Rules rules, byte[] cells, int x, int y, int dx, int dy, byte player) {
        int count = 0;
        int cx = x + dx;
        int cy = y + dy;
        while (rules.contains(cx, cy) && cells[cy * rules.width() + cx] == player) {
            count++;
            cx += dx;
            cy += dy;
        }
        return count;
    }

    /** How many cells without an opponent stone follow (x, y) in one direction, counting at most {@code limit}. */
    private static int free(Rules rules, byte[] cells, int x, int y, int dx, int dy, byte player, int limit) {
        byte opponent = (byte) (3 - player);
        int count = 0;
        int cx = x + dx;
        int cy = y + dy;
        while (count < limit && rules.contains(cx, cy) && cells[cy * rules.width() + cx] != opponent) {
            count++;
            cx += dx;
            cy += dy;
        }
        return count;
    }

    /**
     * The one to four cells nearest the middle of the board (two across an even side); with gravity, where a stone
     * dropped into the middle column (or two) lands now, none when they are full.
     */
    static List<Integer> centre(Rules rules, byte[] cells) {
        if (!rules.gravity()) {
            return centre(rules);
        }
        List<Integer> centre = new ArrayList<>(2);
        int w = rules.width();
        for (int x = (w - 1) / 2; x <= w / 2; x++) {
            for (int c = (rules.height() - 1) * w + x; c >= 0; c -= w) {
                if (cells[c] == 0) {
                    centre.add(c);
                    break;
                }
            }
        }
        return centre;
    }

    /** The one to four cells nearest the middle of the board (two across an even side). */
    static List<Integer> centre(Rules rules) {
        List<Integer> centre = new ArrayList<>(4);
        int w = rules.width();
        int h = rules.height();
        for (int y = (h - 1) / 2; y <= h / 2; y++) {
            for (int x = (w - 1) / 2; x <= w / 2; x++) {
                centre.add(y * w + x);
            }
        }
        return centre;
    }
}
