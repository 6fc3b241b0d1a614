package inrow.tournament.swiss;

/** The side a player had in a game: white moves first. */
public enum Colour {
    WHITE, BLACK;

    public Colour opposite() {
        return this == WHITE ? BLACK : WHITE;
    }
}
