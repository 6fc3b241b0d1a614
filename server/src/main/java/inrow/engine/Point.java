package inrow.engine;

/** A cell of the board: x is the column (0 = left), y the row (0 = top). */
public record Point(int x, int y) {
    /** Every cell of the largest board (26 x 26), made once. */
    private static final int SHARED = 26;
    private static final Point[] CELLS = new Point[SHARED * SHARED];

    static {
        for (int i = 0; i < CELLS.length; i++) {
            CELLS[i] = new Point(i % SHARED, i / SHARED);
        }
    }

    /**
     * The point at x, y: for a cell of a board, one shared instance. A game keeps a point per move for as long as
     * it lasts, minutes, and the collector copied each one from survivor space to survivor space at every young
     * collection until it was old enough to keep: a shared point was made once, at start-up.
     */
    public static Point of(int x, int y) {
        return x >= 0 && y >= 0 && x < SHARED && y < SHARED ? CELLS[y * SHARED + x] : new Point(x, y);
    }
    /**
     * The name people use for a cell: column letter from A, row number from 1 at the bottom, as in gomoku and
     * chess notation ("C3"). The board is at most 26 wide, so one letter always suffices.
     */
    public String name(int height) {
        return (char) ('A' + x) + Integer.toString(height - y);
    }
}
