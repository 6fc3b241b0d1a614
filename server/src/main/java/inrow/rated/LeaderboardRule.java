package inrow.rated;

/**
 * Who appears on a leaderboard, as lichess states its own rule: at least {@code minGames} rated games in the kind
 * and speed, a deviation under {@code maxDeviation} (grown for time away, so not provisional), and a rated game
 * within the last {@code windowDays} days; the best {@code size} of them.
 */
public record LeaderboardRule(int minGames, double maxDeviation, int windowDays, int size) {
    /** 10 games, deviation under 110 (no {@code ?}), played in the last 4 weeks, the top 100. */
    public static final LeaderboardRule STANDARD = new LeaderboardRule(10, inrow.rating.Rating.PROVISIONAL_DEVIATION,
        28, 100);

    /** The earliest last game that still counts, for a board read {@code now} (epoch ms). */
    public long since(long now) {
        return now - windowDays * 86_400_000L;
    }
}
