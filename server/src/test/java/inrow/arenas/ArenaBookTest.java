package inrow.arenas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.tournament.ArenaGame;
import inrow.tournament.Entrant;
import inrow.tournament.Sheet;
import inrow.tournament.Standings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A book kept up game by game says what one read from the store's games says, and what the standings (the truth,
 * worked out from the stored games alone) say: the same sheets, colours, last opponents and games going on.
 */
class ArenaBookTest {
    @Test
    void aBookKeptUpGameByGameIsTheBookReadFromTheGames() {
        List<String> players = List.of("a", "b", "c", "d", "e", "f");
        SplittableRandom r = new SplittableRandom(44);
        ArenaBook kept = ArenaBook.of(List.of());
        List<ArenaGame> all = new ArrayList<>();
        List<ArenaGame> going = new ArrayList<>();
        long t = 1000;
        for (int round = 0; round < 200; round++) {
            t += 1 + r.nextInt(3);
            if (!going.isEmpty() && r.nextBoolean()) {
                ArenaGame g = going.remove(r.nextInt(going.size()));
                String[] winners = {"X", "O", "draw"};
                ArenaGame over = g.ended(winners[r.nextInt(3)], r.nextInt(2) * (1 + r.nextInt(9)),
                    r.nextInt(9), t);
                all.set(all.indexOf(g), over);
                kept.ended(over);
            } else {
                List<String> free = new ArrayList<>(players);
                going.forEach(g -> free.removeAll(List.of(g.x(), g.o())));
                if (free.size() >= 2) {
                    String x = free.remove(r.nextInt(free.size()));
                    String o = free.remove(r.nextInt(free.size()));
                    ArenaGame g = new ArenaGame("t", "G" + round, x, o, 1500, 1500, t, r.nextInt(5) == 0, false,
                        null, 0, 0, 0);
                    all.add(g);
                    going.add(g);
                    kept.started(g);
                }
            }
        }
        ArenaBook read = ArenaBook.of(all);
        List<Entrant> entrants = players.stream().map(p -> new Entrant(p, p, 0, false, false)).toList();
        Map<String, Sheet> truth = Standings.sheets(entrants, all);
        for (String p : players) {
            assertEquals(truth.get(p), kept.sheet(p), p);
            assertEquals(truth.get(p), read.sheet(p), p);
            assertEquals(read.colours(p), kept.colours(p), p);
        }
        assertEquals(read.going(), kept.going());
        assertEquals(read.latestStart(), kept.latestStart());
        assertEquals(read.latestEnd(), kept.latestEnd());
    }
}
