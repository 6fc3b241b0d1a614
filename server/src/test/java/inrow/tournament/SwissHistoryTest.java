package inrow.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.tournament.swiss.Colour;
import inrow.tournament.swiss.Game;
import inrow.tournament.swiss.Player;
import inrow.tournament.swiss.Result;
import inrow.tournament.swiss.Round;
import inrow.tournament.swiss.SwissState;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The stored Swiss read as the pairing's state: ranking, finished rounds only, forfeits, byes, absentees. */
class SwissHistoryTest {
    private static final Swiss SWISS = new Swiss("sw1", new ArenaSettings("S", "gomoku", null, 60_000, 0, 0, false,
        null, null, null, null), 4, 10, Colour.WHITE, 0, 0, null, null, ArenaStatus.STARTED, null);

    private static ArenaGame game(String code, String x, String o, String winner, int xMoves, int oMoves) {
        ArenaGame g = new ArenaGame("sw1", code, x, o, 1500, 1500, 1, false, false, null, 0, 0, 0);
        return winner == null ? g : g.ended(winner, xMoves, oMoves, 2);
    }

    @Test
    void finishedRoundsMakeTheStateAndTheRoundBeingPlayedDoesNot() {
        List<SwissPlayer> players = List.of(new SwissPlayer("a", 1, 1500), new SwissPlayer("b", 2, 1700),
            new SwissPlayer("c", 3, 1500), new SwissPlayer("d", 4, 1600), new SwissPlayer("e", 5, 1400));
        List<Entrant> entrants = List.of(new Entrant("a", "ana", 1, false, false), new Entrant("b", "bo", 1, false,
            false), new Entrant("c", "al", 1, false, true), new Entrant("d", "di", 1, true, false),
            new Entrant("e", "ed", 1, false, false));
        List<SwissRound> rounds = List.of(new SwissRound(1, 10, List.of("G1", "G2"), "e"),
            new SwissRound(2, 20, List.of("G3", "G4"), "c"));
        SwissHistory h = SwissHistory.of(SWISS, players, entrants, rounds, List.of(game("G1", "b", "d", "O", 5, 5),
            game("G2", "a", "c", "X", 4, 0), game("G3", "d", "e", "draw", 9, 9), game("G4", "b", "a", null, 0, 0)));
        assertFalse(h.betweenRounds(), "G4 is being played");
        assertEquals("G4", h.playing("a").code());
        assertNull(h.playing("d"));
        SwissState s = h.state();
        assertEquals(List.of(2, 4, 3, 1, 5), s.players().stream().map(Player::id).toList(),
            "rating high to low, then name: al before ana");
        assertEquals(List.of(new Round(List.of(new Game(2, 4, Result.BLACK_WINS),
            new Game(1, 3, Result.WHITE_WINS_BY_FORFEIT)), Set.of(5))), s.rounds(), "round 2 is not over");
        assertEquals(Set.of(3, 4), s.absent(), "al withdrew, di is absent");
        assertEquals(4, s.totalRounds());
        assertEquals(Colour.WHITE, s.initialColour());
    }

    @Test
    void aSideThatNeverMovedLosesByForfeit() {
        assertEquals(Result.BLACK_WINS_BY_FORFEIT, SwissHistory.result(game("G", "a", "b", "draw", 0, 0)));
        assertEquals("a", SwissHistory.absentFrom(game("G", "a", "b", "draw", 0, 0)));
        assertEquals(Result.WHITE_WINS_BY_FORFEIT, SwissHistory.result(game("G", "a", "b", "O", 1, 0)));
        assertEquals("b", SwissHistory.absentFrom(game("G", "a", "b", "O", 1, 0)));
        assertEquals(Result.DRAW, SwissHistory.result(game("G", "a", "b", "draw", 5, 4)));
        assertEquals(Result.WHITE_WINS, SwissHistory.result(game("G", "a", "b", "X", 5, 4)));
        assertNull(SwissHistory.absentFrom(game("G", "a", "b", "X", 5, 4)));
        assertTrue(SwissHistory.of(SWISS, List.of(), List.of(), List.of(), List.of()).betweenRounds());
    }
}
