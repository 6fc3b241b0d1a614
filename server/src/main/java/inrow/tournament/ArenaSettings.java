package inrow.tournament;

/**
 * What an arena's creator chose: its name, the game (a rules preset as {@code POST /api/games} names it: gomoku,
 * standard, renju, tictactoe, connect4) and swap opening (null: none), the clock (Fischer: a bank and an increment),
 * how long it runs, whether its games are rated, its password's digest (null: open to all) and its entry conditions
 * (null: none).
 */
public record ArenaSettings(String name, String game, String opening, long initialMs, long incrementMs, int minutes,
                            boolean rated, String passwordDigest, Integer minRating, Integer maxRating,
                            Integer minRatedGames) {
    public static final int MIN_MINUTES = 10;
    public static final int MAX_MINUTES = 180;

    public boolean locked() {
        return passwordDigest != null;
    }

    /** lichess: berserk is not offered when the initial time is zero. */
    public boolean berserkable() {
        return initialMs > 0;
    }

    /** The kind ratings are kept in for this game (the pools' names: "gomoku-standard"...). */
    public String ratedKind() {
        return switch (game) {
            case "gomoku", "freestyle" -> "gomoku-freestyle";
            case "standard" -> "gomoku-standard";
            case "renju" -> "gomoku-renju";
            default -> game;
        };
    }
}
