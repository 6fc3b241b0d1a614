package inrow.engine;

/** A player's stone. X always moves first. */
public enum Mark {
    X, O;

    public Mark other() {
        return this == X ? O : X;
    }

    public char symbol() {
        return this == X ? 'X' : 'O';
    }
}
