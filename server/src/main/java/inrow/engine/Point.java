package inrow.engine;

/** A cell of the board: x is the column (0 = left), y the row (0 = top). */
public record Point(int x, int y) {
    /**
     * The name people use for a cell: column letter from A, row number from 1 at the bottom, as in gomoku and
     * chess notation ("C3"). The board is at most 26 wide, so one letter always suffices.
     */
    public String name(int height) {
        return (char) ('A' + x) + Integer.toString(height - y);
    }
}
