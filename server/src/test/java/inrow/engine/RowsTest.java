package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A game made by a move from one whose rows were shown carries its rows over with only the changed row made anew;
 * they must always be the rows made from the cells, as a game shown for the first time makes them.
 */
class RowsTest {
    @Test
    void rowsCarriedOverFromMoveToMoveAreTheRowsOfTheCells() {
        Random random = new Random(11);
        for (Rules rules : List.of(Rules.GOMOKU, Rules.TICTACTOE, Rules.CONNECT4, new Rules(19, 7, 4, true))) {
            for (int round = 0; round < 20; round++) {
                Game g = Game.start(rules);
                g.rows(); // shown at the start, as a room shows it: from here on each move carries the rows over
                while (!g.isOver()) {
                    int x = random.nextInt(rules.width());
                    int y = random.nextInt(rules.height());
                    MoveResult r = rules.gravity() ? g.drop(x) : g.play(x, y);
                    if (r instanceof MoveResult.Played p) {
                        g = p.game();
                        assertEquals(fresh(g), g.rows(), rules + " after " + g.moves());
                    }
                }
            }
        }
    }

    @Test
    void theRowsCannotBeChanged() {
        Game g = ((MoveResult.Played) Game.start(Rules.TICTACTOE).play(1, 1)).game();
        assertThrows(UnsupportedOperationException.class, () -> g.rows().set(0, "XXX"));
    }

    /** The rows as a game never shown before makes them: the same moves replayed. */
    private static List<String> fresh(Game g) {
        List<String> rows = new ArrayList<>();
        Game replayed = Game.replay(g.rules(), g.moves());
        for (int y = 0; y < g.rules().height(); y++) {
            rows.add(replayed.row(y));
        }
        return rows;
    }
}
