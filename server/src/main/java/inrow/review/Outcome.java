package inrow.review;

/**
 * A position's worth to the side to move. Exact when a solver proved it ({@code plies} then says how soon the game
 * ends with best play: the winner's stone is the {@code plies}-th from now, 0 for a draw); else an estimate from a
 * search's score. {@code chance}: the side to move's chance to win, 0 to 1 (a draw is 0.5).
 */
public record Outcome(boolean exact, int result, int plies, double chance) {
    /** The side to move wins, in {@code plies} plies (its winning stone among them). */
    public static Outcome win(int plies) {
        return new Outcome(true, 1, plies, 1.0);
    }

    public static Outcome loss(int plies) {
        return new Outcome(true, -1, plies, 0.0);
    }

    public static Outcome draw() {
        return new Outcome(true, 0, 0, 0.5);
    }

    /** An estimate: the search's chance for the side to move. */
    public static Outcome estimate(double chance) {
        return new Outcome(false, 0, 0, Math.max(0, Math.min(1, chance)));
    }

    /** The same position seen by the other side (one ply later: what the mover left to the opponent). */
    public Outcome flipped() {
        return exact ? new Outcome(true, -result, plies, 1 - chance) : estimate(1 - chance);
    }

    /** As one ply earlier, by the side that made the move leading here: its winner's stone is one ply further. */
    Outcome forMover() {
        Outcome f = flipped();
        return f.exact && f.result != 0 ? new Outcome(true, f.result, f.plies + 1, f.chance) : f;
    }

    /**
     * The grade of a move that left {@code after} (for the mover) when {@code best} was there: exactly, throwing away
     * a win for a loss is a blunder, a win for a draw or a draw for a loss a mistake, the same result a good move
     * (the best if it is as fast, or as slow when losing); estimates by {@link Grade#of}.
     */
    static Grade graded(Outcome best, Outcome after) {
        if (best.exact && after.exact) {
            if (after.result < best.result) {
                return best.result - after.result == 2 ? Grade.BLUNDER : Grade.MISTAKE;
            }
            boolean asGood = after.result > best.result || after.result == 0
                || (after.result > 0 ? after.plies <= best.plies : after.plies >= best.plies);
            return asGood ? Grade.BEST : Grade.GOOD;
        }
        return Grade.of(best.chance - after.chance);
    }
}
