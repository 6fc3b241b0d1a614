package inrow.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a finished game puts on each sheet, and standings worked out from the games alone. */
class ArenaGameTest {
    static ArenaGame game(String code, String x, String o, String winner, int xMoves, int oMoves, long endedAt) {
        return new ArenaGame("t", code, x, o, 1500, 1500, 0, false, false, winner, xMoves, oMoves, endedAt);
    }

    @Test
    void aWinADrawAndALoss() {
        ArenaGame g = game("g1", "ana", "bo", "X", 5, 4, 10);
        assertEquals(GameResult.WIN, g.resultFor("ana"));
        assertEquals(GameResult.LOSS, g.resultFor("bo"));
        ArenaGame d = game("g2", "ana", "bo", "draw", 20, 20, 10);
        assertEquals(GameResult.DRAW, d.resultFor("ana"));
        assertEquals(GameResult.DRAW, d.resultFor("bo"));
    }

    @Test
    void aGameNotPlayedIsALossForWhoDidNotMoveAndNothingForTheOther() {
        // X never moved (time ran out on the first move): X loses, O gets no entry at all.
        ArenaGame g = game("g1", "ana", "bo", "O", 0, 0, 10);
        assertEquals(GameResult.LOSS, g.resultFor("ana"));
        assertNull(g.resultFor("bo"));
        // X moved once, O never answered.
        ArenaGame h = game("g2", "ana", "bo", "X", 1, 0, 10);
        assertNull(h.resultFor("ana"));
        assertEquals(GameResult.LOSS, h.resultFor("bo"));
    }

    @Test
    void standingsReplayTheGamesInTheOrderTheyEnded() {
        List<Entrant> e = List.of(new Entrant("ana", "Ana", 1, false, false), new Entrant("bo", "Bo", 2, false, false),
            new Entrant("cy", "Cy", 3, false, false));
        // Listed out of order: ana wins at 10 and 20 (streak), then draws at 30 (doubled).
        List<ArenaGame> games = List.of(game("g3", "ana", "cy", "draw", 10, 10, 30),
            game("g1", "ana", "bo", "X", 5, 4, 10), game("g2", "cy", "ana", "O", 5, 5, 20),
            game("g4", "bo", "cy", null, 0, 0, 0));
        List<Standing> s = Standings.of(e, games, Map.of("bo", 1600.0));
        assertEquals("ana", s.get(0).entrant().account());
        assertEquals(6, s.get(0).score());
        assertEquals(List.of(false, false, true), s.get(0).sheet().entries().stream().map(SheetEntry::fire).toList());
        assertEquals("cy", s.get(1).entrant().account(), "cy drew (1); bo lost (0)");
        assertEquals(1, s.get(1).score());
        assertEquals("bo", s.get(2).entrant().account());
        assertEquals(3, s.get(2).rank());
        // ana: opponents 1500 x 3, two wins, no loss: (4500 + 1000) / 3.
        assertEquals(1833, s.get(0).performance());
        assertEquals(List.of("ana", "cy", "bo"), Standings.podium(s).stream().map(x -> x.entrant().account()).toList());
    }

    @Test
    void thePodiumLeavesOutWhoNeverPlayedAndRanksTiesByRating() {
        List<Entrant> e = List.of(new Entrant("ana", "Ana", 1, false, true), new Entrant("bo", "Bo", 2, false, false),
            new Entrant("cy", "Cy", 3, false, false));
        List<Standing> s = Standings.of(e, List.of(), Map.of("cy", 1700.0));
        assertEquals(List.of("cy", "ana", "bo"), s.stream().map(x -> x.entrant().account()).toList());
        assertEquals(List.of(), Standings.podium(s));
    }
    @Test
    void aBerserkWinCountsItsPointFromTheBerserkersSeventhMove() {
        List<Entrant> e = List.of(new Entrant("ana", "Ana", 1, false, false), new Entrant("bo", "Bo", 2, false, false));
        ArenaGame six = new ArenaGame("t", "g1", "ana", "bo", 1500, 1500, 0, true, false, "X", 6, 5, 10);
        ArenaGame seven = new ArenaGame("t", "g2", "bo", "ana", 1500, 1500, 0, false, true, "O", 7, 7, 20);
        assertEquals(2, Standings.sheets(e, List.of(six)).get("ana").score(), "six moves: no extra point");
        assertEquals(2 + 3, Standings.sheets(e, List.of(six, seven)).get("ana").score(), "O's seven moves: one more");
        assertEquals(1, Standings.sheets(e, List.of(six, seven)).get("ana").entries().get(1).berserk() ? 1 : 0);
    }
}
