package inrow.bot.master;

/**
 * Scratch arrays for each ply of a search: the candidate moves and their ordering scores, made on first use and
 * reused after, so searching a node allocates nothing.
 */
final class MoveLists {
    private final int cells;
    private final int[][] moves;
    private final int[][] scores;

    MoveLists(int cells, int plies) {
        this.cells = cells;
        this.moves = new int[plies][];
        this.scores = new int[plies][];
    }

    int[] moves(int ply) {
        if (moves[ply] == null) {
            moves[ply] = new int[cells];
        }
        return moves[ply];
    }

    int[] scores(int ply) {
        if (scores[ply] == null) {
            scores[ply] = new int[cells];
        }
        return scores[ply];
    }
}
