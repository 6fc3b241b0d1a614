package inrow.tournament;

/** One arena game as one player's sheet counts it. */
public enum GameResult {
    WIN, DRAW, LOSS;

    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
