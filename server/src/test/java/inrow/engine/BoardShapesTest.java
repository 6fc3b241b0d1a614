package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Boards that are not square, where a mixed-up width and height or a k tied to one side would show. */
class BoardShapesTest {
    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"D2", "E2", "F2", "G2"})
    void wideBoardRowAtTheRightEdge(String last) {
        String board = """
                O.O.O..
                ....O..
                X..xxxx
                .......
                """;
        Game game = Boards.play(board, 4, last);

        assertEquals(new Rules(7, 4, 4, true), game.rules());
        Wins.assertWonByMarkedLine(game, board);
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"F4", "F3", "F1"})
    void wideBoardColumnAsTallAsTheBoard(String last) {
        String board = """
                .....o.
                X.X..o.
                .X...o.
                ..X..o.
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 4, last), board);
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"A1", "B2", "D4"})
    void wideBoardAntiDiagonalFromTheBottomLeftCorner(String last) {
        String board = """
                ...x..O
                ..x...O
                .x....O
                x......
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 4, last), board);
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"C3", "D2", "E1"})
    void wideBoardDiagonalWithKSmallerThanBothSides(String last) {
        String board = """
                .......
                ..x.O..
                ...x.O.
                ....x..
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 3, last), board);
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"E1", "F1", "G1"})
    void wideBoardRowWithKSmallerThanBothSidesInTheBottomRightCorner(String last) {
        String board = """
                .......
                O......
                .O.....
                ....xxx
                """;
        Wins.assertWonByMarkedLine(Boards.play(board, 3, last), board);
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"D5", "D3", "D1"})
    void tallBoardColumnAtTheBottomRightCorner(String last) {
        String board = """
                X...
                ....
                ....
                ....
                ...o
                X..o
                .X.o
                X..o
                .X.o
                """;
        Game game = Boards.play(board, 5, last);

        assertEquals(new Rules(4, 9, 5, true), game.rules());
        Wins.assertWonByMarkedLine(game, board);
    }

    @Test
    void tallBoardHasNoRoomForKAcrossOrDiagonally() {
        String board = """
                XXXX
                .X..
                ..X.
                ...X
                O...
                O...
                O...
                O...
                .OO.
                """;
        Game game = Boards.play(board, 5, "D6");

        Wins.assertGoesOn(game);
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"A2", "C2", "E2"})
    void kEqualToTheWidthTakesAWholeRow(String last) {
        String board = """
                .O.O.
                xxxxx
                O.O..
                """;
        Game game = Boards.play(board, 5, last);

        assertEquals(new Rules(5, 3, 5, true), game.rules());
        Wins.assertWonByMarkedLine(game, board);
    }

    @Test
    void kEqualToTheWidthCannotBeMadeDownOrDiagonally() {
        String board = """
                X...O
                .X..O
                ..X.O
                """;
        Game game = Boards.play(board, 5, "E3");

        Wins.assertGoesOn(game);
    }
}
