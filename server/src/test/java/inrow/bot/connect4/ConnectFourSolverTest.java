package inrow.bot.connect4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Rules;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The solver's scores (from the side to move: 22 minus the winner's stones at the end, negative when the mover
 * loses, 0 for a draw) against positions with published scores, and against a plain negamax written separately on
 * the engine's own {@link Game} (no bitboard, no pruning, no table) on positions with few empty cells.
 */
public class ConnectFourSolverTest {
    private final Solver solver = new Solver(1 << 18);

    @Test
    void publishedScores() {
        // Red (first) to move after 4455 wins with its 4th stone: 22 - 4.
        assertEquals(18, solver.solve(Position.ofSequence("4455")));
        // Yellow to move after 44455554221 loses to red's 7th stone whatever it plays: 7 - 22.
        assertEquals(-15, solver.solve(Position.ofSequence("44455554221")));
        // End-of-game positions from the tutorial's first test set (Test_L3_R1).
        assertEquals(-1, solver.solve(Position.ofSequence("2252576253462244111563365343671351441")));
        assertEquals(1, solver.solve(Position.ofSequence("7422341735647741166133573473242566")));
        assertEquals(0, solver.solve(Position.ofSequence("23163416124767223154467471272416755633")));
    }

    @Test
    void agreesWithPlainNegamaxOnTheEngine() {
        Random random = new Random(17);
        int checked = 0;
        while (checked < 40) {
            Game game = randomGame(random, 32 + random.nextInt(3));
            if (game == null) {
                continue;
            }
            int expected = plainNegamax(game);
            Position p = Position.of(game);
            assertEquals(expected, solver.solve(p), game.moves().toString());
            Solver.Verdict best = solver.best(p, () -> false);
            assertEquals(expected, best.score());
            Game after = ((MoveResult.Played) game.drop(best.column())).game();
            int kept = after.isOver() ? (after.result().winner() == null ? 0 : stonesScore(after)) : -plainNegamax(after);
            assertEquals(expected, kept, "best move " + best.column() + " after " + game.moves());
            checked++;
        }
    }

    /**
     * The weak steps against plain negamax: {@code winningMove} finds a move exactly when the position is won, and
     * {@code holdingMove} exactly when it is at least drawn; the move either gives leaves the opponent's score below
     * 0, or at most 0; {@code atMost} answers each bound as the exact score does. Positions with some of each value
     * are checked.
     */
    @Test
    void theWeakStepsAgreeWithPlainNegamax() {
        Random random = new Random(23);
        int[] byValue = new int[3];
        while (byValue[0] < 8 || byValue[1] < 8 || byValue[2] < 8) {
            Game game = randomGame(random, 31 + random.nextInt(4));
            if (game == null || Position.of(game).canWinNext()) {
                continue;
            }
            int expected = plainNegamax(game);
            Position p = Position.of(game);
            Solver fresh = new Solver(1 << 16);
            Solver.Verdict win = fresh.winningMove(p, () -> false);
            assertTrue(fresh.lastFinished());
            assertEquals(expected > 0, win != null, game.moves().toString());
            Solver.Verdict hold = fresh.holdingMove(p, () -> false);
            assertTrue(fresh.lastFinished());
            assertEquals(expected >= 0, hold != null, game.moves().toString());
            if (win != null) {
                assertTrue(opponentAfter(game, win.column()) < 0, "winning move " + win.column() + " " + game.moves());
            }
            if (hold != null) {
                assertTrue(opponentAfter(game, hold.column()) <= 0, "holding move " + hold.column() + " "
                        + game.moves());
            }
            for (int bound = -3; bound <= 3; bound++) {
                assertEquals(expected <= bound, fresh.atMost(p, bound, () -> false), "at most " + bound + " "
                        + game.moves());
            }
            byValue[Integer.signum(expected) + 1]++;
        }
        assertEquals(null, solver.holdingMove(new Position(7, 6, 4), () -> true));
        assertFalse(solver.lastFinished());
    }

    /** The opponent's exact score after the mover drops in {@code column}, by plain negamax. */
    private static int opponentAfter(Game game, int column) {
        Game after = ((MoveResult.Played) game.drop(column)).game();
        return after.isOver() ? (after.result().winner() == null ? 0 : -stonesScore(after)) : plainNegamax(after);
    }

    @Test
    void aSolveCutShortSaysSo() {
        assertEquals(null, solver.solve(new Position(7, 6, 4), () -> true));
        assertEquals(null, solver.best(new Position(7, 6, 4), () -> true));
    }

    @Test
    void otherBoardSizesAgreeToo() {
        // 5 wide, 4 high, four in a row; and 4x4 with three: positions from ply 6 to 13.
        Rules rules = new Rules(5, 4, 4, true, false, true);
        Random random = new Random(3);
        for (int i = 0; i < 20; i++) {
            Game game = Game.start(rules);
            int plies = 10 + random.nextInt(4);
            while (game.ply() < plies && !game.isOver()) {
                if (game.drop(random.nextInt(5)) instanceof MoveResult.Played played) {
                    game = played.game();
                }
            }
            if (!game.isOver()) {
                assertEquals(plainNegamax(game), solver.solve(Position.of(game)), game.moves().toString());
            }
        }
        Rules three = new Rules(4, 4, 3, true, false, true);
        Game game = Game.start(three);
        for (int x : new int[] {1, 2, 2, 1, 0, 3}) {
            game = ((MoveResult.Played) game.drop(x)).game();
        }
        assertEquals(plainNegamax(game), solver.solve(Position.of(game)));
    }

    @Test
    void mirrorImagesShareAKey() {
        Position p = Position.ofSequence("1123");
        Position m = Position.ofSequence("7765");
        assertEquals(p.key(), m.mirroredKey());
        assertEquals(m.key(), p.mirroredKey());
        Position centre = Position.ofSequence("44");
        assertEquals(centre.key(), centre.mirroredKey());
    }

    /** A random game of {@code plies} uniformly random drops that is not over; or null. Shared with the master's test. */
    public static Game randomGame(Random random, int plies) {
        Game game = Game.start(Rules.CONNECT4);
        while (game.ply() < plies) {
            if (game.isOver()) {
                return null;
            }
            if (game.drop(random.nextInt(7)) instanceof MoveResult.Played played) {
                game = played.game();
            }
        }
        return game.isOver() ? null : game;
    }

    /** Every line to the end, scored on the finished board: (cells + 2) / 2 minus the winner's stones. */
    static int plainNegamax(Game game) {
        int best = Integer.MIN_VALUE;
        for (int x = 0; x < game.rules().width(); x++) {
            if (game.drop(x) instanceof MoveResult.Played played) {
                Game after = played.game();
                int score;
                if (after.isOver()) {
                    score = after.result().winner() == null ? 0 : stonesScore(after);
                } else {
                    score = -plainNegamax(after);
                }
                best = Math.max(best, score);
            }
        }
        assertTrue(best != Integer.MIN_VALUE);
        return best;
    }

    /** The winner's score in a game just won: (cells + 2) / 2 minus its stones on the board. */
    private static int stonesScore(Game won) {
        int winnerStones = (won.ply() + 1) / 2;
        return (won.rules().cells() + 2) / 2 - winnerStones;
    }
}
