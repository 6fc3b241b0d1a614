package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Refusals come back as values and never change the game they were asked of. */
class IllegalMoveTest {
    /** 5 wide and 3 high, so x == height and y < width are on the board while x == width and y == height are not. */
    private static final Rules WIDE = new Rules(5, 3, 3, true);

    private static final String MIDGAME = """
            X....
            ..O..
            ...X.
            """;

    @ParameterizedTest(name = "({0}, {1})")
    @CsvSource({"-1, 0", "0, -1", "-1, -1", "5, 0", "0, 3", "5, 3", "4, 3", "5, 2",
            "2147483647, 0", "0, -2147483648"})
    void outOfBounds(int x, int y) {
        Game game = Boards.play(WIDE, MIDGAME, "D1");

        assertRefused(game, x, y, Illegal.OUT_OF_BOUNDS);
    }

    @ParameterizedTest(name = "({0}, {1})")
    @CsvSource({"3, 0", "4, 2", "0, 2"})
    void cellsPastTheShortSideAreOnTheBoard(int x, int y) {
        Game game = Boards.play(WIDE, MIDGAME, "D1");

        assertInstanceOf(MoveResult.Played.class, game.play(x, y));
    }

    @ParameterizedTest(name = "({0}, {1})")
    @CsvSource({"0, 0", "2, 1", "3, 2"})
    void occupied(int x, int y) {
        Game game = Boards.play(WIDE, MIDGAME, "D1");

        assertRefused(game, x, y, Illegal.OCCUPIED);
    }

    @Test
    void afterAWin() {
        Game game = Boards.play(Rules.TICTACTOE, """
                xxx
                OO.
                ...
                """, "B3");

        assertRefused(game, 2, 1, Illegal.GAME_OVER);
        assertRefused(game, 0, 2, Illegal.GAME_OVER);
    }

    @Test
    void afterADraw() {
        Game game = Boards.play(Rules.TICTACTOE, """
                XOX
                XOO
                OXX
                """, "C1");

        assertRefused(game, 1, 1, Illegal.GAME_OVER);
    }

    @Test
    void afterAResignation() {
        Game game = Boards.play(WIDE, MIDGAME, "D1").forfeit(Mark.O, Result.Reason.RESIGN);

        assertEquals(new Result(Mark.X, Result.Reason.RESIGN, List.of()), game.result());
        assertRefused(game, 4, 0, Illegal.GAME_OVER);
    }

    @Test
    void afterAbandonment() {
        Game game = Game.start(WIDE).forfeit(Mark.X, Result.Reason.ABANDONED);

        assertEquals(new Result(Mark.O, Result.Reason.ABANDONED, List.of()), game.result());
        assertRefused(game, 0, 0, Illegal.GAME_OVER);
    }

    @Test
    void forfeitingAnEndedGameKeepsTheFirstResult() {
        Game won = Boards.play(Rules.TICTACTOE, """
                xxx
                OO.
                ...
                """, "A3");

        assertSame(won, won.forfeit(Mark.X, Result.Reason.RESIGN));
        Game resigned = Game.start(WIDE).forfeit(Mark.O, Result.Reason.RESIGN);
        assertSame(resigned, resigned.forfeit(Mark.X, Result.Reason.ABANDONED));
    }

    @Test
    void forfeitLeavesTheGameItWasAskedOfAlone() {
        Game game = Boards.play(WIDE, MIDGAME, "D1");
        Snapshot before = new Snapshot(game);

        Game resigned = game.forfeit(Mark.X, Result.Reason.RESIGN);

        assertNotSame(game, resigned);
        assertEquals(before, new Snapshot(game));
        assertEquals(game.rows(), resigned.rows());
        assertEquals(game.moves(), resigned.moves());
    }

    @Test
    void aLegalMoveLeavesTheGameItWasAskedOfAlone() {
        Game game = Boards.play(WIDE, MIDGAME, "D1");
        Snapshot before = new Snapshot(game);

        Game next = ((MoveResult.Played) game.play(4, 0)).game();

        assertEquals(before, new Snapshot(game));
        assertEquals(List.of("X...O", "..O..", "...X."), next.rows());
        assertEquals(4, next.ply());
    }

    @Test
    void theBoardAndMovesHandedOutCannotChangeTheGame() {
        Game game = Boards.play(WIDE, MIDGAME, "D1");
        Snapshot before = new Snapshot(game);

        game.cells()[4] = 2;
        assertThrows(UnsupportedOperationException.class, () -> game.moves().add(new Point(4, 0)));
        assertThrows(UnsupportedOperationException.class, () -> game.moves().clear());

        assertEquals(before, new Snapshot(game));
    }

    private static void assertRefused(Game game, int x, int y, Illegal reason) {
        Snapshot before = new Snapshot(game);

        MoveResult r = game.play(x, y);

        assertEquals(new MoveResult.Refused(reason), r);
        assertEquals(before, new Snapshot(game), "a refused move changed the game");
    }

    /** Everything a game shows, taken apart so a change anywhere fails equality. */
    private record Snapshot(List<String> rows, int ply, List<Point> moves, Point lastMove, Result result, Mark turn,
            String cells) {
        Snapshot(Game game) {
            this(game.rows(), game.ply(), List.copyOf(game.moves()), game.lastMove(), game.result(), game.turn(),
                    java.util.Arrays.toString(game.cells()));
        }
    }

    /** A renju refusal names its shape, as a value and in words, so that a player is told which rule it broke. */
    @Test
    void aForbiddenMoveNamesItsShape() {
        // Black on a row with a gap (XXX.XX): filling it makes six.
        Game game = Game.replay(Rules.RENJU, List.of(Point.of(0, 7), Point.of(0, 0), Point.of(1, 7), Point.of(0, 2),
            Point.of(2, 7), Point.of(0, 4), Point.of(4, 7), Point.of(0, 9), Point.of(5, 7), Point.of(0, 11)));
        MoveResult.Refused refused = assertInstanceOf(MoveResult.Refused.class, game.play(3, 7));
        assertEquals(Illegal.FORBIDDEN, refused.reason());
        assertEquals(Renju.Foul.OVERLINE, refused.foul());
        assertEquals("overline", refused.foul().code());
        assertEquals("That point is forbidden to black: it makes an overline (six or more in a row).",
            refused.message());
        assertEquals(null, new MoveResult.Refused(Illegal.OCCUPIED).foul());
    }
}
