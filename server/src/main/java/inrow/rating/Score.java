package inrow.rating;

/** One game's result for the player being rated, as Glicko-2 counts it. */
public enum Score {
    WIN(1.0), DRAW(0.5), LOSS(0.0);

    private final double value;

    Score(double value) {
        this.value = value;
    }

    /** 1, 1/2 or 0: the paper's {@code s_j}. */
    public double value() {
        return value;
    }

    /** The same game seen from the other side. */
    public Score opposite() {
        return this == WIN ? LOSS : this == LOSS ? WIN : DRAW;
    }
}
