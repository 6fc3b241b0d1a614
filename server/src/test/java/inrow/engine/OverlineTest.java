package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs longer than k, with k = 3. A run of k + 1 or more can only appear when the last stone joins two shorter runs
 * (otherwise an earlier move would already have made k), so the last stones here are always inside the run.
 */
class OverlineTest {
    private static final String FOUR_IN_A_ROW = """
            ......
            .xxxx.
            OO.O..
            ......
            """;

    private static final String FIVE_ON_A_DIAGONAL = """
            x.....O
            .x....O
            ..x..O.
            ...x...
            O...x..
            """;

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"C3", "D3"})
    void freestyleRunOfKPlusOneWinsWithAllItsCells(String last) {
        Game game = Boards.play(FOUR_IN_A_ROW, 3, true, last);

        Wins.assertWonByMarkedLine(game, FOUR_IN_A_ROW);
        assertEquals(4, game.result().line().size());
    }

    @Test
    void freestyleRunOfKPlusTwoWinsWithAllItsCells() {
        Game game = Boards.play(FIVE_ON_A_DIAGONAL, 3, true, "C3");

        Wins.assertWonByMarkedLine(game, FIVE_ON_A_DIAGONAL);
        assertEquals(5, game.result().line().size());
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"B3", "C3", "D3"})
    void exactRunOfKWins(String last) {
        String board = """
                ......
                .xxx.X
                OO..O.
                ......
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 3, false, last), board);
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"C3", "D3"})
    void exactRunOfKPlusOneDoesNotWin(String last) {
        Game game = Boards.play(FOUR_IN_A_ROW, 3, false, last);

        Wins.assertGoesOn(game);
        assertEquals(Mark.O, game.turn());
    }

    @Test
    void exactRunOfKPlusTwoDoesNotWin() {
        Game game = Boards.play(FIVE_ON_A_DIAGONAL, 3, false, "C3");

        Wins.assertGoesOn(game);
    }

    @Test
    void exactExtendingAnOverlineAtItsEndDoesNotWin() {
        // The four already on the board are longer than the count the engine walks on one side.
        Game game = Boards.play("""
                XXXXX.
                OO.OO.
                ......
                """, 3, false, "E3");

        Wins.assertGoesOn(game);
    }

    @Test
    void exactOverlineAcrossDoesNotHideExactLineDown() {
        String board = """
                OO.O..
                .XxXX.
                O.x.O.
                ..x...
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 3, false, "C3"), board);
    }

    @Test
    void exactOverlineDownDoesNotHideExactLineAcross() {
        String board = """
                ..X..O
                .xxx..
                O.X..O
                O.X.O.
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 3, false, "C3"), board);
    }

    @Test
    void exactOverlineOnOneDiagonalDoesNotHideExactLineOnTheOther() {
        String board = """
                X.....
                .X.x..
                ..x..O
                .x.X..
                ......
                OO.OO.
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 3, false, "C4"), board);
    }
}
