package inrow.pairing;

/** Who moves first (black in gomoku and renju, X in tic-tac-toe, red in Connect Four) and who second. */
public enum Side {
    FIRST, SECOND
}
