package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The fixture helper: it must reach exactly the drawn board and refuse boards no game reaches. */
class BoardsTest {
    @Test
    void playsTheDrawnBoardWithTheNamedStoneLast() {
        Game game = Boards.play(Rules.TICTACTOE, """
                X . O
                . X .
                O . X
                """, "C1");

        assertEquals(List.of("X.O", ".X.", "O.X"), game.rows());
        assertEquals(new Point(2, 2), game.lastMove());
        assertEquals(5, game.ply());
        assertEquals(List.of(new Point(0, 0), new Point(2, 0), new Point(1, 1), new Point(0, 2), new Point(2, 2)),
                game.moves().stream().sorted((a, b) -> a.y() != b.y() ? a.y() - b.y() : a.x() - b.x()).toList());
    }

    @Test
    void emptyBoardIsTheStart() {
        Game game = Boards.play(Rules.TICTACTOE, """
                ...
                ...
                ...
                """, (String) null);

        assertEquals(0, game.ply());
    }

    @Test
    void findsAnOrderThatDoesNotWinEarly() {
        // Row-major order makes exactly three at the top, a win, before the fourth stone turns it into an overline.
        Game game = Boards.play("""
                XXXX.
                OO.OO
                X....
                """, 3, false, "A1");

        assertEquals(List.of("XXXX.", "OO.OO", "X...."), game.rows());
        assertNull(game.result());
    }

    @Test
    void lowercaseIsMarkedButPlaysAsTheSameStone() {
        String board = """
                xO.
                .x.
                O.x
                """;
        assertEquals(Set.of(new Point(0, 0), new Point(1, 1), new Point(2, 2)), Boards.marked(board));
        assertEquals(List.of("XO.", ".X.", "O.X"), Boards.rows(board));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "O first                      | O.. / ... / ...          | A3",
            "X two ahead                  | XX. / ... / ...          | A3",
            "last stone is empty          | X.. / ... / ...          | B3",
            "last stone off the board     | X.. / ... / ...          | D9",
            "last stone of the wrong mark | XO. / X.. / ...          | B3",
            "two separate lines           | XXX / OO. / XXX / OO. / O.. | A3",
            "no last stone                | X.. / ... / ...          | ",
            "ragged rows                  | X.. / .. / ...           | A3",
            "unknown cell                 | X.. / .#. / ...          | A3",
            "not a cell name              | X.. / ... / ...          | a3"})
    void refusesBoardsNoGameReaches(String why, String drawn, String last) {
        String board = drawn.replace(" / ", "\n");
        assertThrows(IllegalArgumentException.class, () -> Boards.play(board, 3, last));
    }

    @Test
    void refusesABoardOfOtherSizeThanTheRules() {
        assertThrows(IllegalArgumentException.class, () -> Boards.play(Rules.TICTACTOE, """
                X...
                ....
                ....
                """, "A3"));
    }
}
