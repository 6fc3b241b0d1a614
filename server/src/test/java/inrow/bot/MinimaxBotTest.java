package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

// It times an answer to within a few hundred milliseconds: other classes' work beside it would be counted too.
@Isolated
class MinimaxBotTest {
    private static Decision choose(Game game, long seed) {
        return new MinimaxBot(new Random(seed)).choose(game, Budget.millis(1000));
    }

    @Test
    void ticTacToeWinsNowAndBlocks() {
        Game win = DrawnBoards.game("""
                XX.
                OO.
                ...
                """, 3, true);
        Game block = DrawnBoards.game("""
                X..
                OO.
                X..
                """, 3, true);
        for (long seed = 0; seed < 10; seed++) {
            Decision won = choose(win, seed);
            assertEquals(new Point(2, 0), won.move());
            assertEquals("I win here", won.comment());
            Decision blocked = choose(block, seed);
            assertEquals(new Point(2, 1), blocked.move());
            assertEquals("Blocking your win", blocked.comment());
        }
    }

    @Test
    void fiveByFiveWinsRatherThanBlocks() {
        Game game = DrawnBoards.game("""
                XXX..
                OOO..
                .....
                .....
                .....
                """, 4, true);
        for (long seed = 0; seed < 10; seed++) {
            assertEquals(new Point(3, 0), choose(game, seed).move());
        }
    }

    @Test
    void fiveByFiveBlocks() {
        Game game = DrawnBoards.game("""
                XX...
                OOO..
                X....
                .....
                .....
                """, 4, true);
        for (long seed = 0; seed < 10; seed++) {
            Decision d = choose(game, seed);
            assertEquals(new Point(3, 1), d.move());
            assertEquals("Blocking your win", d.comment());
        }
    }

    @Test
    void gomokuWinsAndBlocks() {
        for (boolean overline : new boolean[] {true, false}) {
            Game four = DrawnBoards.game(GreedyBotTest.OPEN_FOUR, 5, overline);
            Game theirs = DrawnBoards.game(GreedyBotTest.BLOCK_FOUR, 5, overline);
            for (long seed = 0; seed < 5; seed++) {
                Decision won = choose(four, seed);
                assertTrue(Set.of(new Point(4, 7), new Point(9, 7)).contains(won.move()), won.toString());
                assertEquals("I win here", won.comment());
                assertEquals(new Point(9, 7), choose(theirs, seed).move());
            }
        }
    }

    @Test
    void sixIsNoWinUnderExactFive() {
        Game exact = DrawnBoards.game(GreedyBotTest.SIX_OR_BLOCK, 5, false);
        Game freestyle = DrawnBoards.game(GreedyBotTest.SIX_OR_BLOCK, 5, true);
        Game theirsExact = DrawnBoards.game(GreedyBotTest.THEIR_SIX, 5, false);
        Game theirsFree = DrawnBoards.game(GreedyBotTest.THEIR_SIX, 5, true);
        for (long seed = 0; seed < 5; seed++) {
            assertEquals(new Point(9, 9), choose(exact, seed).move());
            assertEquals(new Point(6, 3), choose(freestyle, seed).move());
            assertNotEquals("Blocking your win", choose(theirsExact, seed).comment());
            assertEquals(new Point(6, 3), choose(theirsFree, seed).move());
        }
    }

    @Test
    void blocksOneWhenFacingTwoWins() {
        Game game = DrawnBoards.game("""
                X.X.X
                OOO.X
                .....
                .OOO.
                X...X
                """, 4, true);
        for (long seed = 0; seed < 5; seed++) {
            Decision d = choose(game, seed);
            assertTrue(Set.of(new Point(3, 1), new Point(0, 3), new Point(4, 3)).contains(d.move()), d.toString());
        }
    }

    @Test
    void takesTheCentreOfAnEmptyGomokuBoard() {
        Decision d = choose(Game.start(Rules.GOMOKU), 3);
        assertEquals(new Point(7, 7), d.move());
        assertEquals("Taking the centre", d.comment());
    }

    @Test
    void answersInTimeWithAnExpiredOrCancelledBudget() {
        Game game = DrawnBoards.randomLive(Rules.GOMOKU, 60, new Random(5));
        MinimaxBot bot = new MinimaxBot(new Random(5));
        for (Budget budget : new Budget[] {Budget.millis(0), Budget.millis(1000, () -> true)}) {
            long start = System.nanoTime();
            Decision d = bot.choose(game, budget);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertInstanceOf(MoveResult.Played.class, game.play(d.move().x(), d.move().y()));
            assertTrue(millis < 200, "took " + millis + " ms");
        }
    }

    @Test
    void beatsRandomOnFiveByFive() {
        Rules rules = new Rules(5, 5, 4, true);
        int notLost = SeededGames.notLost(Level.MINIMAX, Level.RANDOM, rules, 50, 200, 11);
        assertTrue(notLost >= 45, "minimax won or drew " + notLost + " of 50");
    }
}
