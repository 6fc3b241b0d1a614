package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every game of tic-tac-toe, played through the engine, against the published counts (OEIS A008907 and friends):
 * a wrong win check, draw check or turn order shifts at least one of these numbers.
 */
class TicTacToeOracleTest {
    private static final Count COUNT = new Count();

    @BeforeAll
    static void enumerate() {
        walk(Game.start(Rules.TICTACTOE));
    }

    @Test
    void completeGames() {
        assertEquals(255_168, COUNT.games);
    }

    @Test
    void outcomes() {
        assertEquals(131_184, COUNT.xWins);
        assertEquals(77_904, COUNT.oWins);
        assertEquals(46_080, COUNT.draws);
    }

    @Test
    void reachablePositionsIncludingTheEmptyBoard() {
        assertEquals(5_478, COUNT.positions.size());
    }

    @Test
    void terminalPositions() {
        assertEquals(958, COUNT.terminals.size());
    }

    @Test
    void fastWinCheckAgreesWithTheRun() {
        assertEquals(0, COUNT.disagreements);
    }

    private static void walk(Game game) {
        String key = String.join("/", game.rows());
        COUNT.positions.add(key);
        Result result = game.result();
        if (result != null) {
            COUNT.games++;
            COUNT.terminals.add(key);
            if (result.winner() == Mark.X) {
                COUNT.xWins++;
            } else if (result.winner() == Mark.O) {
                COUNT.oWins++;
            } else {
                assertEquals(Result.Reason.DRAW, result.reason());
                COUNT.draws++;
            }
            return;
        }
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 3; x++) {
                if (game.at(x, y) == null) {
                    MoveResult r = game.play(x, y);
                    assertTrue(r instanceof MoveResult.Played, () -> "empty cell refused: " + r);
                    Game next = ((MoveResult.Played) r).game();
                    boolean won = next.result() != null && next.result().reason() == Result.Reason.LINE;
                    if (Lines.wins(Rules.TICTACTOE, next.cells(), x, y) != won) {
                        COUNT.disagreements++;
                    }
                    walk(next);
                }
            }
        }
    }

    private static final class Count {
        long games;
        long xWins;
        long oWins;
        long draws;
        long disagreements;
        final Set<String> positions = new HashSet<>();
        final Set<String> terminals = new HashSet<>();
    }
}
