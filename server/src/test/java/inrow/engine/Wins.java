package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Assertions about a won game against the line drawn in lowercase on its fixture board. */
final class Wins {
    private Wins() {
    }

    /** The game is over, won on the board by the owner of the lowercase stones, through exactly those cells. */
    static void assertWonByMarkedLine(Game game, String board) {
        Set<Point> expected = Boards.marked(board);
        assertTrue(expected.size() >= 3, "the fixture draws no line:\n" + board);
        Point any = expected.iterator().next();
        Mark winner = game.at(any.x(), any.y());

        Result result = game.result();
        assertNotNull(result, () -> "expected a win, the game goes on:\n" + game);
        assertEquals(winner, result.winner(), () -> "winner of\n" + game);
        assertEquals(Result.Reason.LINE, result.reason());
        assertEquals(expected, new HashSet<>(result.line()), () -> "winning line of\n" + game);
        assertEquals(expected.size(), result.line().size(), () -> "line has repeated cells: " + result.line());
        assertStraight(result.line());
        assertTrue(game.isOver());
        assertNull(game.turn());
    }

    /** Cells in order along one of the four directions, one step apart, as a drawn line would be highlighted. */
    static void assertStraight(List<Point> line) {
        int dx = line.get(1).x() - line.get(0).x();
        int dy = line.get(1).y() - line.get(0).y();
        assertTrue(Math.abs(dx) <= 1 && Math.abs(dy) <= 1 && (dx != 0 || dy != 0), () -> "not a step: " + line);
        for (int i = 1; i < line.size(); i++) {
            assertEquals(new Point(line.get(i - 1).x() + dx, line.get(i - 1).y() + dy), line.get(i),
                    () -> "not one straight run: " + line);
        }
    }

    static void assertGoesOn(Game game) {
        assertNull(game.result(), () -> "expected no result, got " + game.result() + " on\n" + game);
        assertNotNull(game.turn());
    }
}
