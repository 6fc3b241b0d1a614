package inrow.tournament.swiss;

/**
 * How a paired game ended. A forfeit is a game that was not played: it gives the points but, as in C.04.3, it is
 * not a meeting (the two may be paired again) and gives neither player a colour.
 */
public enum Result {
    WHITE_WINS(2, 0, true),
    DRAW(1, 1, true),
    BLACK_WINS(0, 2, true),
    WHITE_WINS_BY_FORFEIT(2, 0, false),
    BLACK_WINS_BY_FORFEIT(0, 2, false);

    /** Points in half points: a win is 2, a draw 1. */
    private final int whiteHalves;
    private final int blackHalves;
    private final boolean played;

    Result(int whiteHalves, int blackHalves, boolean played) {
        this.whiteHalves = whiteHalves;
        this.blackHalves = blackHalves;
        this.played = played;
    }

    public int halves(Colour side) {
        return side == Colour.WHITE ? whiteHalves : blackHalves;
    }

    public boolean played() {
        return played;
    }
}
