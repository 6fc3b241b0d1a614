package inrow.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.GameStatus;
import inrow.protocol.GameView;
import inrow.protocol.OpeningPhase;
import inrow.protocol.SeatKind;
import inrow.room.RoundRecord;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The text record of a series: who sat at each colour in each round, and every winner by name, also for the earlier
 * rounds of a swap opening, whose colours the server does not keep (their winner it does). Seats are named as the
 * page draws them: black and white stones on a gomoku board, X and O on a small one.
 */
class RecordsTest {
    private static final Texts ENGLISH = new Texts(Language.EN, Catalogue.load(false));

    private static String text(GameView g, List<RoundRecord> rounds) {
        return Records.text(g, rounds, ENGLISH);
    }
    private static final List<Point> FIVE = List.of(Point.of(3, 7), Point.of(4, 7), Point.of(5, 7), Point.of(6, 7),
        Point.of(7, 7));

    private static GameView roundTwo(GameView.OpeningView opening) {
        Map<String, GameView.PlayerView> players = Map.of(
            "X", new GameView.PlayerView("Bo", SeatKind.HUMAN, true, null, null),
            "O", new GameView.PlayerView("Ana", SeatKind.HUMAN, true, null, null));
        return new GameView("ABCDEFGH", new GameView.RulesView(15, 15, 5, true), List.of(), List.of(Point.of(7, 7)),
            null, GameStatus.OVER, new GameView.ResultView("O", Result.Reason.RESIGN, List.of()), players, 0, 2,
            List.of(), null, null, 60_000L, null, null,
            List.of(new GameView.SeriesEntry(1, "X", Result.Reason.LINE),
                new GameView.SeriesEntry(2, "O", Result.Reason.RESIGN)),
            true, null, null, null, List.of(), opening);
    }

    @Test
    void eachRoundNamesItsSeatsAndItsWinner() {
        GameView g = roundTwo(null);
        String text = text(g, List.of(
            new RoundRecord(1, FIVE, Map.of("X", "Ana", "O", "Bo"), "X", "Ana", Result.Reason.LINE, FIVE,
                true),
            new RoundRecord(2, List.of(Point.of(7, 7)), Map.of("X", "Bo", "O", "Ana"), "O", "Ana",
                Result.Reason.RESIGN, List.of(), false)));
        assertTrue(text.contains("Players: Bo, Ana\n"), text);
        assertTrue(text.contains("Round 1\nBlack: Ana\nWhite: Bo\nResult: Black wins with 5 in a row (Ana)\n"), text);
        assertTrue(text.contains("Round 2\nBlack: Bo\nWhite: Ana\nResult: White wins, Black resigned (Ana)\n"), text);
    }

    @Test
    void anEarlierRoundOfASwapOpeningNamesItsWinnerWithoutColours() {
        GameView g = roundTwo(new GameView.OpeningView("swap2", OpeningPhase.DONE, null, false, 3));
        String text = text(g, List.of(
            new RoundRecord(1, FIVE, null, null, "Ana", Result.Reason.LINE, FIVE, null),
            new RoundRecord(2, List.of(Point.of(7, 7)), Map.of("X", "Bo", "O", "Ana"), "O", "Ana",
                Result.Reason.RESIGN, List.of(), false)));
        assertTrue(text.contains("Opening: swap2"), text);
        assertTrue(text.contains("Round 1\nColours: as chosen in the opening (not kept for earlier rounds)\n"
            + "Result: Ana wins with 5 in a row\n"), text);
        assertTrue(text.contains("Round 2\nBlack: Bo\nWhite: Ana\nResult: White wins, Black resigned (Ana)\n"), text);
    }

    /** The clock the game was played with, in the page's words, and a computer called by its level once. */
    @Test
    void theRecordSaysTheClockAndCallsAComputerByItsLevel() {
        Map<String, GameView.PlayerView> players = Map.of(
            "X", new GameView.PlayerView("Ana", SeatKind.HUMAN, true, null, null),
            "O", new GameView.PlayerView("Master", SeatKind.BOT, true, "master", null));
        GameView g = new GameView("ABCDEFGH", new GameView.RulesView(15, 15, 5, true), List.of(),
            List.of(Point.of(7, 7)), null, GameStatus.OVER, new GameView.ResultView("O", Result.Reason.RESIGN,
            List.of()), players, 0, 1, List.of(), null, null, 60_000L,
            new GameView.ClockView(180_000, 2_000, 0, 170_000, 175_000, null), null,
            List.of(new GameView.SeriesEntry(1, "O", Result.Reason.RESIGN)), true, null, null, null, List.of(), null);
        String text = text(g, List.of(new RoundRecord(1, List.of(Point.of(7, 7)),
            Map.of("X", "Ana", "O", "Master"), "O", "Master", Result.Reason.RESIGN, List.of(), false)));
        assertTrue(text.contains("Time control: 3 min + 2 s\n"), text);
        assertTrue(text.contains("Black: Ana\nWhite: Master (computer)\n"), text);
        assertTrue(roundTwoText().contains("Time control: Untimed\n"));
    }

    private static String roundTwoText() {
        return text(roundTwo(null), List.of(new RoundRecord(2, List.of(Point.of(7, 7)),
            Map.of("X", "Bo", "O", "Ana"), "O", "Ana", Result.Reason.RESIGN, List.of(), false)));
    }

    @Test
    void aSmallBoardNamesItsSeatsXAndO() {
        Map<String, GameView.PlayerView> players = Map.of(
            "X", new GameView.PlayerView("Ana", SeatKind.HUMAN, true, null, null),
            "O", new GameView.PlayerView("Bo", SeatKind.HUMAN, true, null, null));
        GameView g = new GameView("ABCDEFGH", new GameView.RulesView(3, 3, 3, false), List.of(), List.of(Point.of(1, 1)),
            null, GameStatus.OVER, new GameView.ResultView("X", Result.Reason.RESIGN, List.of()), players, 0, 1,
            List.of(), null, null, 60_000L, null, null, List.of(new GameView.SeriesEntry(1, "X", Result.Reason.RESIGN)),
            true, null, null, null, List.of(), null);
        String text = text(g, List.of(new RoundRecord(1, List.of(Point.of(1, 1)),
            Map.of("X", "Ana", "O", "Bo"), "X", "Ana", Result.Reason.RESIGN, List.of(), false)));
        assertTrue(text.contains("X: Ana\nO: Bo\nRound: 1\nResult: X wins, O resigned\n"), text);
    }
}
