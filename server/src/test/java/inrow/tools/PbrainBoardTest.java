package inrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import org.junit.jupiter.api.Test;

class PbrainBoardTest {
    private static final Rules FREESTYLE = new Rules(15, 15, 5, true);
    private static final Rules EXACT = new Rules(15, 15, 5, false);

    @Test
    void equalCountsMakeUsXAndKeepTheOrder() {
        PbrainBoard board = new PbrainBoard(15, 15);
        board.place(7, 7, PbrainBoard.OWN);
        board.place(8, 8, PbrainBoard.OPPONENT);
        board.place(6, 6, PbrainBoard.OWN);
        board.place(9, 9, PbrainBoard.OPPONENT);
        var ready = assertInstanceOf(PbrainBoard.Position.Ready.class, board.toGame(FREESTYLE));
        assertEquals(Mark.X, ready.us());
        assertEquals(Mark.X, ready.game().turn());
        assertEquals(new Point(9, 9), ready.game().lastMove());
        assertEquals(Mark.X, ready.game().at(6, 6));
        assertEquals(Mark.O, ready.game().at(8, 8));
    }

    @Test
    void oneOpponentStoneMoreMakesUsO() {
        PbrainBoard board = new PbrainBoard(15, 15);
        board.place(7, 7, PbrainBoard.OPPONENT);
        board.place(3, 3, PbrainBoard.BLOCKED);
        var ready = assertInstanceOf(PbrainBoard.Position.Ready.class, board.toGame(FREESTYLE));
        assertEquals(Mark.O, ready.us());
        assertEquals(Mark.O, ready.game().turn());
        assertNull(ready.game().at(3, 3), "blocked cells are not stones in the engine");
    }

    @Test
    void countsThatNoAlternatingGameGivesAreRefused() {
        PbrainBoard board = new PbrainBoard(15, 15);
        board.place(7, 7, PbrainBoard.OWN);
        assertInstanceOf(PbrainBoard.Position.Invalid.class, board.toGame(FREESTYLE));
        board.place(1, 1, PbrainBoard.OPPONENT);
        board.place(2, 1, PbrainBoard.OPPONENT);
        board.place(3, 1, PbrainBoard.OPPONENT);
        assertInstanceOf(PbrainBoard.Position.Invalid.class, board.toGame(FREESTYLE));
    }

    @Test
    void anOverlineIsReplayedWithoutEndingTheGameUnderExactFive() {
        PbrainBoard board = new PbrainBoard(15, 15);
        // Ours: six in a row placed left to right, so five of them would "win" on the way if replayed in order.
        for (int x = 0; x < 6; x++) {
            board.place(x, 0, PbrainBoard.OWN);
            board.place(x * 2, 14, PbrainBoard.OPPONENT);
        }
        var ready = assertInstanceOf(PbrainBoard.Position.Ready.class, board.toGame(EXACT));
        assertFalse(ready.game().isOver());
        for (int x = 0; x < 6; x++) {
            assertEquals(Mark.X, ready.game().at(x, 0));
        }
        // Under freestyle rules the same six already win.
        assertInstanceOf(PbrainBoard.Position.Decided.class, board.toGame(FREESTYLE));
    }

    @Test
    void takebackEmptiesTheCellAndFallbackFindsAnEmptyCell() {
        PbrainBoard board = new PbrainBoard(5, 5);
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                if (x != 4 || y != 4) {
                    board.place(x, y, PbrainBoard.BLOCKED);
                }
            }
        }
        assertEquals(new Point(4, 4), board.fallback());
        assertFalse(board.remove(4, 4));
        board.remove(2, 2);
        assertEquals(new Point(2, 2), board.fallback());
    }
}
