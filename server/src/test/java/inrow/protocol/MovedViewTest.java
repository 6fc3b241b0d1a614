package inrow.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import inrow.engine.Point;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** When a change may go as one move: only when the game after is the game before plus that move. */
class MovedViewTest {
    private static final Point A = new Point(0, 0);
    private static final Point B = new Point(1, 1);
    private static final Point C = new Point(2, 2);
    private static final Point D = new Point(2, 0);
    private static final Point E = new Point(0, 2);

    private static GameView view(List<Point> moves, String... board) {
        return new GameView("ABCDEFGH", new GameView.RulesView(3, 3, 3, true), List.of(board), moves,
            moves.size() % 2 == 0 ? "X" : "O", GameStatus.PLAYING, null, Map.of(), 0, 1, List.of(), null, null,
            60_000);
    }

    @Test
    void oneMoreMoveOnTheSameMovesIsAMove() {
        GameView before = view(List.of(A, B), "X..", ".O.", "...");
        GameView after = view(List.of(A, B, C), "X..", ".O.", "..X");
        ServerMessage.Moved moved = MovedView.between(7, before, after);
        assertNotNull(moved);
        assertEquals(C, moved.move());
        assertEquals("X", moved.mark());
        assertEquals(7, moved.v());
        assertEquals("O", moved.game().turn());
    }

    /**
     * A node catching up in cluster mode can show several steps at once: here B was taken back, then D and E were
     * played. One move more than before, but not on top of it: the whole view.
     */
    @Test
    void oneMoreMoveOnOtherEarlierMovesIsNot() {
        GameView before = view(List.of(A, B), "X..", ".O.", "...");
        GameView after = view(List.of(A, D, E), "X.O", "...", "X..");
        assertNull(MovedView.between(7, before, after));
    }

    @Test
    void noViewBeforeOrTwoMovesMoreIsNot() {
        GameView before = view(List.of(A), "X..", "...", "...");
        assertNull(MovedView.between(1, null, before));
        assertNull(MovedView.between(2, before, view(List.of(A, B, C), "X..", ".O.", "..X")));
    }
}
