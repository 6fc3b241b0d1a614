package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every level plays only legal moves with gravity ({@link SeededGames#play} fails on any refused move), and the
 * simple levels play Connect Four sensibly: they take a win, block one, and do not drop a stone right under the
 * opponent's winning cell.
 */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class GravityBotsTest {
    private static final Rules NINE_BY_SEVEN = new Rules(9, 7, 5, true, false, true);

    @Test
    void everyLevelPairFinishesConnectFourAndAWiderGravityBoardLegally() {
        int seed = 7;
        for (Rules rules : new Rules[] {Rules.CONNECT4, NINE_BY_SEVEN}) {
            for (Level[] pair : LevelPairs.neighbours()) {
                Level x = pair[0];
                Level o = pair[1];
                Result r = SeededGames.play(rules, x.create(new Random(seed++)), o.create(new Random(seed++)), 30);
                assertNotNull(r, rules.label() + " " + x + " vs " + o);
            }
        }
    }

    @Test
    void onConnectFourGreedyAndMinimaxBeatRandomAndGreedyBeatsMinimax() {
        // The lobby lists the levels by this order for gravity boards (lobby.js, LEVELS.five): minimax below greedy.
        assertTrue(SeededGames.won(Level.GREEDY, Level.RANDOM, Rules.CONNECT4, 40, 1000, 1) >= 38);
        assertTrue(SeededGames.won(Level.MINIMAX, Level.RANDOM, Rules.CONNECT4, 40, 1000, 1) >= 38);
        int minimaxWins = SeededGames.won(Level.MINIMAX, Level.GREEDY, Rules.CONNECT4, 40, 1000, 1);
        int minimaxNotLost = SeededGames.notLost(Level.MINIMAX, Level.GREEDY, Rules.CONNECT4, 40, 1000, 1);
        int greedyWins = 40 - minimaxNotLost;
        assertTrue(greedyWins > minimaxWins, "greedy won " + greedyWins + ", minimax " + minimaxWins + " of 40");
    }

    @Test
    void randomPlaysManyGamesOnlyOnLandingCells() {
        for (int i = 0; i < 50; i++) {
            SeededGames.play(Rules.CONNECT4, Level.RANDOM.create(new Random(i)), Level.RANDOM.create(new Random(-i)), 5);
        }
    }

    /** X to move: three in a row on the bottom; (3,5) wins. */
    private static final String X_WINS = """
        .......
        .......
        .......
        .......
        OOO....
        XXX....
        """;

    @Test
    void theSimpleLevelsTakeAWinWithGravity() {
        Game game = DrawnBoards.game(Rules.CONNECT4, X_WINS);
        for (Level level : new Level[] {Level.GREEDY, Level.MINIMAX}) {
            for (long seed = 0; seed < 5; seed++) {
                Decision d = level.create(new Random(seed)).choose(game, Budget.millis(1000));
                assertEquals(new Point(3, 5), d.move(), level + " wins at once");
            }
        }
    }

    @Test
    void theSimpleLevelsBlockTheWinADropCanReach() {
        Game game = DrawnBoards.game(Rules.CONNECT4, """
            .......
            .......
            .......
            .......
            O.O....
            XXX....
            """);
        assertEquals(Mark.O, game.turn());
        for (Level level : new Level[] {Level.GREEDY, Level.MINIMAX}) {
            for (long seed = 0; seed < 5; seed++) {
                Decision d = level.create(new Random(seed)).choose(game, Budget.millis(1000));
                assertEquals(new Point(3, 5), d.move(), level + " blocks the bottom row");
            }
        }
    }

    @Test
    void greedyDoesNotDropUnderTheOpponentsWinningCell() {
        // O to move. O's best cells are (3,5) and (6,5), each lining up three on the bottom row; but X's row of
        // three on row 4 wins at (3,4), right above (3,5): a stone there hands X the win.
        Game game = DrawnBoards.game(Rules.CONNECT4, """
            .......
            .......
            .......
            X......
            XXX....
            OOX.OO.
            """);
        assertEquals(Mark.O, game.turn());
        for (long seed = 0; seed < 20; seed++) {
            Decision d = Level.GREEDY.create(new Random(seed)).choose(game, Budget.millis(1000));
            assertEquals(new Point(6, 5), d.move(), "a stone in column 3 lets X win on top of it");
        }
    }

    @Test
    void theGuardMovesAFloatingChoiceIntoItsColumnOrTheNearestOpenOne() {
        Bot floating = (game, budget) -> new Decision(new Point(3, 0), "up in the air");
        Bot guarded = new GravityGuard(floating);
        Game empty = Game.start(Rules.CONNECT4);
        assertEquals(new Point(3, 5), guarded.choose(empty, Budget.millis(100)).move());

        Game fullColumn = Game.start(Rules.CONNECT4);
        for (int i = 0; i < 6; i++) {
            fullColumn = ((inrow.engine.MoveResult.Played) fullColumn.drop(3)).game();
        }
        assertEquals(new Point(2, 5), guarded.choose(fullColumn, Budget.millis(100)).move(), "left of it first");
        assertEquals("up in the air", guarded.choose(fullColumn, Budget.millis(100)).comment());

        Game open = Game.start(Rules.GOMOKU);
        assertEquals(new Point(3, 0), guarded.choose(open, Budget.millis(100)).move(), "no gravity, no change");
    }
}
