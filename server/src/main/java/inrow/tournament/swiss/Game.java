package inrow.tournament.swiss;

/** One board of a finished round, by player ids. */
public record Game(int white, int black, Result result) {
    public Game {
        if (white == black) {
            throw new IllegalArgumentException("a player cannot meet himself: " + white);
        }
        if (result == null) {
            throw new IllegalArgumentException("a finished game has a result");
        }
    }

    public boolean involves(int player) {
        return white == player || black == player;
    }

    public int opponentOf(int player) {
        return white == player ? black : white;
    }

    public Colour colourOf(int player) {
        return white == player ? Colour.WHITE : Colour.BLACK;
    }
}
