package inrow.bot.connect4;

/**
 * The moves of one node, best-looking first: most winning cells made (a move that threatens is likely good, and
 * makes the opponent's answers forced), ties in the order added, which is centre first.
 */
final class MoveOrder {
    private final long[] moves = new long[64];
    private final int[] scores = new int[64];
    private int size;

    void clear() {
        size = 0;
    }

    /**
     * Replaces the list with {@code moves} (one bit per column) of {@code p}, taken in the order of {@code columns}
     * and sorted by the winning cells each makes for the mover. The search and the book maker order alike.
     */
    MoveOrder fill(Position p, long moves, int[] columns) {
        clear();
        for (int c : columns) {
            long move = moves & p.columnMask(c);
            if (move != 0) {
                add(move, p.threatsAfter(move));
            }
        }
        return this;
    }

    void add(long move, int score) {
        int i = size++;
        // Insertion sort, scanning from the end: stable, and seven entries at most on Connect Four.
        while (i > 0 && scores[i - 1] < score) {
            moves[i] = moves[i - 1];
            scores[i] = scores[i - 1];
            i--;
        }
        moves[i] = move;
        scores[i] = score;
    }

    int size() {
        return size;
    }

    long get(int i) {
        return moves[i];
    }

    /** Centre-first column order for a board of this width: 3, 2, 4, 1, 5, 0, 6 on seven columns. */
    static int[] centreFirst(int width) {
        int[] order = new int[width];
        for (int i = 0; i < width; i++) {
            order[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        return order;
    }
}
