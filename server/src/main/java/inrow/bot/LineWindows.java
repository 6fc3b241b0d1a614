package inrow.bot;

import inrow.engine.Rules;

/**
 * Every window of k consecutive cells on a board (along rows, columns and both diagonals), numbered, with the
 * windows each cell lies in. A window is open for a player while it holds no opponent stone; counting open windows
 * is the minimax level's evaluation.
 */
final class LineWindows {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    final Rules rules;
    /** How many windows the board has. */
    final int count;
    /** For each cell (row-major), the numbers of the windows through it. */
    final int[][] byCell;

    LineWindows(Rules rules) {
        this.rules = rules;
        int[] sizes = new int[rules.cells()];
        this.count = walk(rules, null, sizes);
        this.byCell = new int[rules.cells()][];
        for (int c = 0; c < byCell.length; c++) {
            byCell[c] = new int[sizes[c]];
        }
        walk(rules, byCell, new int[rules.cells()]);
    }

    /** Numbers the windows in a fixed order, counting them per cell in {@code fill} and listing them in {@code lists}. */
    private static int walk(Rules rules, int[][] lists, int[] fill) {
        int w = rules.width();
        int h = rules.height();
        int k = rules.win();
        int id = 0;
        for (int[] d : DIRECTIONS) {
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    if (!rules.contains(x + (k - 1) * d[0], y + (k - 1) * d[1])) {
                        continue;
                    }
                    for (int i = 0; i < k; i++) {
                        int c = (y + i * d[1]) * w + x + i * d[0];
                        if (lists != null) {
                            lists[c][fill[c]] = id;
                        }
                        fill[c]++;
                    }
                    id++;
                }
            }
        }
        return id;
    }
}
