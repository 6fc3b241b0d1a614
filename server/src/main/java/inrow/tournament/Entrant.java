package inrow.tournament;

/**
 * A player who joined an arena: their account and name, when they joined, and whether they are paused (not paired
 * until they resume) or withdrew (after the start a withdrawal is a pause, as on lichess; the score is kept).
 */
public record Entrant(String account, String name, long joinedAt, boolean paused, boolean withdrawn) {
    /** Paired when free. */
    public boolean active() {
        return !paused && !withdrawn;
    }
}
