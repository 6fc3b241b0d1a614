package inrow.bot.ladder;

import inrow.bot.connect4.Lookahead;
import inrow.bot.connect4.Position;
import inrow.engine.Game;
import java.util.function.BooleanSupplier;

/**
 * Gravity boards (Connect Four): every column's value for the mover by the master's own {@link Lookahead}, one
 * search a column (the lookahead alone keeps only the best column's exact value), all of them together stopping
 * after a node limit.
 */
final class DropScores {
    private final Lookahead lookahead = new Lookahead();

    /** The playable columns, in order. */
    int[] columns;
    /** Their values for the mover: exact results in thousands (a win is worth 1000 a point), guesses in tens. */
    int[] scores;

    /**
     * Scores every playable column of {@code game} (whose rules {@link Position#supports} allows); {@code late}
     * only guards against a host so slow that even the node limit takes too long.
     */
    void score(Game game, int depth, long nodes, BooleanSupplier late) {
        Position root = Position.of(game);
        int width = root.width();
        int n = 0;
        columns = new int[width];
        scores = new int[width];
        long limit = lookahead.nodes() + nodes;
        for (int c = 0; c < width; c++) {
            if (!root.canPlay(c)) {
                continue;
            }
            Position after = root.copy();
            after.play(c);
            // the opponent's view after this drop, one ply shallower; its value is the negation of ours
            Lookahead.Outcome reply = after.moves() >= after.cells()
                    ? null : lookahead.search(after, depth - 1, () -> lookahead.nodes() > limit || late.getAsBoolean());
            columns[n] = c;
            scores[n] = reply == null ? 0 : -reply.value();
            n++;
        }
        columns = java.util.Arrays.copyOf(columns, n);
        scores = java.util.Arrays.copyOf(scores, n);
    }
}
