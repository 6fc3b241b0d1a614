package inrow.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The standings' performances in one pass over the games are each player's performance by its definition. */
class PerformancesTest {
    @Test
    void onePassGivesEachPlayersPerformance() {
        List<String> players = List.of("a", "b", "c", "d", "e");
        SplittableRandom r = new SplittableRandom(7);
        List<ArenaGame> games = new ArrayList<>();
        String[] winners = {"X", "O", "draw", null};
        for (int i = 0; i < 300; i++) {
            String x = players.get(r.nextInt(players.size()));
            String o = players.get((players.indexOf(x) + 1 + r.nextInt(players.size() - 1)) % players.size());
            ArenaGame g = new ArenaGame("t", "G" + i, x, o, 1200 + r.nextInt(800), 1200 + r.nextInt(800), i, false,
                false, null, 0, 0, 0);
            String w = winners[r.nextInt(winners.length)];
            games.add(w == null ? g : g.ended(w, r.nextInt(2) * r.nextInt(9), r.nextInt(9), i + 1));
        }
        Map<String, Integer> all = Standings.performances(games);
        for (String p : players) {
            assertEquals(Standings.performance(p, games), (int) all.getOrDefault(p, 0), p);
        }
    }
}
