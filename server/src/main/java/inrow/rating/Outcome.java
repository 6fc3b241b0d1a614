package inrow.rating;

/** One game of a rating period: whom the player met (their rating going into the game) and how it ended. */
public record Outcome(Rating opponent, Score score) {
    public Outcome {
        if (opponent == null || score == null) {
            throw new IllegalArgumentException("an outcome needs an opponent and a score");
        }
    }
}
