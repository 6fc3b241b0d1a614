package inrow.tournament.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The Dutch rules on small cases that can be checked by eye; {@link DutchOracleTest} checks the rest. */
class DutchPairingTest {
    private static List<Player> players(int n) {
        List<Player> list = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            list.add(new Player(id, "P" + id, 2000 - 10 * id));
        }
        return list;
    }

    /** Round 1: top half against bottom half; the initial colour to 1, then alternating down the boards (E.5). */
    @Test
    void theFirstRoundSplitsTheRankingInHalves() {
        Pairings p = DutchPairing.pair(SwissState.start(players(8), 4, Colour.WHITE)).orElseThrow();
        assertEquals(List.of(new Board(1, 5), new Board(6, 2), new Board(3, 7), new Board(8, 4)), p.boards());
        assertEquals(OptionalInt.empty(), p.bye());
    }

    @Test
    void theInitialColourDrawnBlackTurnsEveryBoard() {
        Pairings p = DutchPairing.pair(SwissState.start(players(4), 3, Colour.BLACK)).orElseThrow();
        assertEquals(List.of(new Board(3, 1), new Board(2, 4)), p.boards());
    }

    /** An odd player count: the lowest ranked gets the bye; over a 3-player round robin each gets exactly one. */
    @Test
    void nobodyGetsASecondBye() {
        SwissState s = SwissState.start(players(3), 3, Colour.WHITE);
        Set<Integer> byes = new HashSet<>();
        for (int round = 1; round <= 3; round++) {
            Pairings p = DutchPairing.pair(s).orElseThrow();
            assertEquals(1, p.boards().size());
            int bye = p.bye().orElseThrow();
            assertTrue(byes.add(bye), "second bye for " + bye + " in round " + round);
            Board b = p.boards().get(0);
            s = s.withRound(new Round(List.of(new Game(b.white(), b.black(), Result.DRAW)), Set.of(bye)));
        }
        assertEquals(Set.of(1, 2, 3), byes);
    }

    @Test
    void aWithdrawnPlayerIsNotPairedAndTheByeGoesToTheLowestPresent() {
        SwissState s = SwissState.start(players(6), 5, Colour.WHITE).withAbsent(Set.of(2));
        Pairings p = DutchPairing.pair(s).orElseThrow();
        assertTrue(p.boards().stream().noneMatch(b -> b.white() == 2 || b.black() == 2));
        assertEquals(OptionalInt.of(6), p.bye());
    }

    /** Two players who have met cannot meet again (C.1): with nobody else, there is no pairing. */
    @Test
    void noPairingWhenOnlyARematchIsLeft() {
        SwissState s = SwissState.start(players(2), 2, Colour.WHITE)
            .withRound(new Round(List.of(new Game(1, 2, Result.DRAW)), Set.of()));
        assertTrue(DutchPairing.pair(s).isEmpty());
    }

    /** A forfeit is not a meeting: the two may be paired again. */
    @Test
    void aForfeitIsNotAMeeting() {
        SwissState s = SwissState.start(players(2), 2, Colour.WHITE)
            .withRound(new Round(List.of(new Game(1, 2, Result.WHITE_WINS_BY_FORFEIT)), Set.of()));
        assertEquals(1, DutchPairing.pair(s).orElseThrow().boards().size());
    }

    /** Every pairing in every oracle round: no rematch, no absent or withdrawn player, everyone else paired. */
    @Test
    void theOracleRoundsKeepTheAbsoluteCriteria() throws Exception {
        for (SwissCase sc : SwissCase.STATED) {
            SwissState played = Trf.read(DutchOracleTest.resource(sc.file()));
            for (int round = 1; round <= played.rounds().size(); round++) {
                SwissState before = played.beforeRound(round);
                Pairings p = DutchPairing.pair(before).orElseThrow();
                Set<Integer> seen = new HashSet<>();
                for (Board b : p.boards()) {
                    assertTrue(seen.add(b.white()) && seen.add(b.black()), sc.name() + " twice in round " + round);
                    assertTrue(!Scorecard.all(before).get(b.white()).metOpponents().contains(b.black()),
                        sc.name() + " rematch in round " + round);
                }
                p.bye().ifPresent(seen::add);
                Set<Integer> expected = new HashSet<>();
                before.players().forEach(x -> expected.add(x.id()));
                expected.removeAll(before.absent());
                assertEquals(expected, seen, sc.name() + " round " + round);
            }
        }
    }
}
