package inrow.engine;

/** Why the engine refused a move. Codes are part of the wire protocol. */
public enum Illegal {
    OUT_OF_BOUNDS("out_of_bounds", "That cell is not on the board."),
    OCCUPIED("occupied", "That cell is already taken."),
    GAME_OVER("game_over", "The game is over."),
    /** Renju: black may not make a double-three, a double-four or an overline. */
    FORBIDDEN("forbidden", "That point is forbidden to black: it makes a double-three, a double-four or an overline."),
    /** Gravity: a stone names its column and lands on the lowest empty cell; another row would float. */
    FLOATING("floating", "With gravity a stone lands on the lowest empty cell of its column.");

    public final String code;
    public final String message;

    Illegal(String code, String message) {
        this.code = code;
        this.message = message;
    }
}
