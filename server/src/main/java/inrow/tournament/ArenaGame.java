package inrow.tournament;

/**
 * One game of an arena: its room's code, who has X and O (accounts) and their ratings when paired, when it began,
 * who went berserk, and once over, how it ended ({@code winner} "X", "O" or "draw") with the moves each side made
 * and when. A game's sheet entries follow from this alone (see {@link #resultFor}).
 */
public record ArenaGame(String arena, String code, String x, String o, double xRating, double oRating,
                        long startedAt, boolean xBerserk, boolean oBerserk, String winner, int xMoves, int oMoves,
                        long endedAt) {
    public boolean over() {
        return winner != null;
    }

    public boolean plays(String account) {
        return account.equals(x) || account.equals(o);
    }

    public String opponentOf(String account) {
        return account.equals(x) ? o : x;
    }

    public boolean berserkOf(String account) {
        return account.equals(x) ? xBerserk : oBerserk;
    }

    public double opponentRating(String account) {
        return account.equals(x) ? oRating : xRating;
    }

    /** The same game, over. */
    public ArenaGame ended(String winner, int xMoves, int oMoves, long at) {
        return new ArenaGame(arena, code, x, o, xRating, oRating, startedAt, xBerserk, oBerserk, winner, xMoves, oMoves,
            at);
    }

    public ArenaGame berserked(boolean isX) {
        return new ArenaGame(arena, code, x, o, xRating, oRating, startedAt, xBerserk || isX, oBerserk || !isX, winner,
            xMoves, oMoves, endedAt);
    }

    /**
     * What this finished game puts on {@code account}'s sheet, or null for nothing. A game in which a player made no
     * move was not played: a loss for whoever did not move, nothing for the other (so a player who walks away
     * neither gives their opponent free points nor keeps a streak going by absence).
     */
    public GameResult resultFor(String account) {
        boolean isX = account.equals(x);
        // X moves first: with no X move, X is the one who did not play; with X's but no O move, O is.
        String absent = xMoves == 0 ? x : oMoves == 0 ? o : null;
        if (absent != null) {
            return absent.equals(account) ? GameResult.LOSS : null;
        }
        if (winner.equals("draw")) {
            return GameResult.DRAW;
        }
        return winner.equals(isX ? "X" : "O") ? GameResult.WIN : GameResult.LOSS;
    }

    /** Whether the player's berserk earns its point in this game (enough moves made). */
    public boolean berserkCounts(String account) {
        return (account.equals(x) ? xMoves : oMoves) >= Sheet.BERSERK_MOVES;
    }
}
