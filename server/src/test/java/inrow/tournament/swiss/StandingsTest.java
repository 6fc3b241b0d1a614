package inrow.tournament.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Buchholz and Sonneborn-Berger worked by hand, unplayed rounds included (the rules are on {@link Standings}). */
class StandingsTest {
    private static final List<Player> FIVE = List.of(new Player(1, "A", 2000), new Player(2, "B", 1900),
        new Player(3, "C", 1800), new Player(4, "D", 1700), new Player(5, "E", 1600));

    /**
     * Round 1: A beats B, C draws D, E has the pairing-allocated bye. Round 2: E beats A, B beats C, D is absent.
     * Scores: E 2, A 1, B 1, C 0.5, D 0.5. For others' tie-breaks unplayed rounds count as draws: D's score is
     * 0.5 + 0.5 = 1, E's 0.5 + 1 = 1.5. E's bye in round 1 of 2 is a virtual opponent of 0 + (1 - 1) + 0.5 * 1 =
     * 0.5; D's absence in round 2 is one of 0.5 + (1 - 0) + 0 = 1.5.
     */
    @Test
    void theHandWorkedExample() {
        SwissState s = SwissState.start(FIVE, 2, Colour.WHITE)
            .withRound(new Round(List.of(new Game(1, 2, Result.WHITE_WINS), new Game(3, 4, Result.DRAW)), Set.of(5)))
            .withRound(new Round(List.of(new Game(5, 1, Result.WHITE_WINS), new Game(2, 3, Result.WHITE_WINS)),
                Set.of()));
        assertEquals(List.of(
            new Standing(5, 2, 0.5 + 1, 1 * 0.5 + 1 * 1),
            new Standing(1, 1, 1 + 1.5, 1 * 1 + 0 * 1.5),
            new Standing(2, 1, 1 + 0.5, 0 * 1 + 1 * 0.5),
            new Standing(3, 0.5, 1 + 1, 0.5 * 1 + 0 * 1),
            new Standing(4, 0.5, 0.5 + 1.5, 0.5 * 0.5 + 0 * 1.5)), Standings.of(s));
    }

    /** The Handbook's own example: absent in round 3 of 9 with 1.5 points, the virtual opponent ends on 5.5. */
    @Test
    void theVirtualOpponentOfTheHandbookExample() {
        Player p = new Player(1, "P", 2000);
        Player q = new Player(2, "Q", 1900);
        Player r = new Player(3, "R", 1800);
        Player t = new Player(4, "T", 1700);
        SwissState s = SwissState.start(List.of(p, q, r, t), 9, Colour.WHITE);
        // P: a win and a draw in rounds 1 and 2 (1.5 points), then absent from round 3 to the end.
        s = s.withRound(new Round(List.of(new Game(1, 2, Result.WHITE_WINS), new Game(3, 4, Result.DRAW)), Set.of()));
        s = s.withRound(new Round(List.of(new Game(3, 1, Result.DRAW), new Game(2, 4, Result.DRAW)), Set.of()));
        s = s.withRound(new Round(List.of(new Game(2, 3, Result.DRAW)), Set.of(4)));
        for (int round = 4; round <= 9; round++) {
            s = s.withRound(new Round(List.of(), Set.of()));
        }
        Standing ofP = Standings.of(s).stream().filter(x -> x.player() == 1).findFirst().orElseThrow();
        // Round 3's virtual opponent: 1.5 + (1 - 0) + 0.5 * (9 - 3) = 5.5; rounds 4..9 likewise from 1.5 points.
        double virtual = 0;
        for (int round = 3; round <= 9; round++) {
            virtual += 1.5 + 1 + 0.5 * (9 - round);
        }
        assertEquals(5.5, 1.5 + 1 + 0.5 * (9 - 3));
        // Q scored 0 + 0.5 + 0.5 over the board and was absent in rounds 4..9: 1 + 6 * 0.5 = 4 for others.
        // R: 0.5 + 0.5 + 0.5 = 1.5, then 6 draws for others: 4.5.
        assertEquals(4 + 4.5 + virtual, ofP.buchholz());
    }
}
