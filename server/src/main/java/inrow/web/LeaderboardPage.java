package inrow.web;

import inrow.rated.Leader;
import inrow.rated.LeaderboardRule;
import java.util.List;

/**
 * The leaderboard page's model: the kinds and speeds to pick from, the one shown, its rule in words and its lines.
 * {@code kinds}: the rated pools' game kinds, in the lobby's order.
 */
public record LeaderboardPage(List<String> kinds, List<String> speeds, String kind, String speed,
                              LeaderboardRule rule, List<Line> lines) {
    /** One line: rank from 1, the player's name (their profile's), their rating's label and games count. */
    public record Line(int rank, String name, String label, int games) {
    }

    static LeaderboardPage of(List<String> kinds, List<String> speeds, String kind, String speed, LeaderboardRule rule,
                              List<Leader> leaders) {
        List<Line> lines = new java.util.ArrayList<>();
        for (Leader l : leaders) {
            lines.add(new Line(lines.size() + 1, l.name(), l.rating().label(), l.rating().games()));
        }
        return new LeaderboardPage(kinds, speeds, kind, speed, rule, lines);
    }
}
