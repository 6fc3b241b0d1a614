package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DrawTest {
    private static final String NO_LINE = """
            XOX
            XOO
            OXX
            """;

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"A3", "C3", "A2", "B1", "C1"})
    void fullBoardWithoutALineIsADraw(String last) {
        Game game = Boards.play(Rules.TICTACTOE, NO_LINE, last);

        assertEquals(9, game.ply());
        assertTrue(game.isOver());
        assertNull(game.turn());
        assertEquals(new Result(null, Result.Reason.DRAW, List.of()), game.result());
    }

    @ParameterizedTest(name = "last stone {0}")
    @ValueSource(strings = {"A3", "B2", "C1"})
    void fullBoardWhoseLastStoneMakesALineIsAWin(String last) {
        String board = """
                xOX
                OxO
                OXx
                """;
        Game game = Boards.play(Rules.TICTACTOE, board, last);

        assertEquals(9, game.ply());
        Wins.assertWonByMarkedLine(game, board);
    }

    @Test
    void boardOneStoneShortOfFullGoesOn() {
        Game game = Boards.play(Rules.TICTACTOE, """
                XOX
                XOO
                OX.
                """, "A1");

        Wins.assertGoesOn(game);
        assertEquals(Mark.X, game.turn());
    }
}
