package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Gomoku tactics on text boards (rows top first, 'X' moves first and is to move in every position here). */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterGomokuTest {
    private static final Rules EXACT = new Rules(15, 15, 5, false);

    private static Decision choose(Game game) {
        Decision d = new MasterBot().choose(game, Budget.millis(1000));
        assertTrue(d.comment().length() < 40, d.comment());
        assertTrue(game.at(d.move().x(), d.move().y()) == null, "occupied");
        return d;
    }

    @Test
    void completesItsOpenFourRatherThanBlocking() {
        Game game = MasterBoards.parse(Rules.GOMOKU,
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............",
                ".....XXXX......",
                "...............",
                "....XOOOO......",
                "...............",
                "...............",
                "............O..",
                "...............",
                "...............");
        Decision d = choose(game);
        assertTrue(Set.of(new Point(4, 7), new Point(9, 7)).contains(d.move()), d.toString());
        assertEquals("Five in a row", d.comment());
    }

    @Test
    void blocksTheOpponentsFour() {
        Game game = MasterBoards.parse(Rules.GOMOKU,
                "...............",
                "...............",
                "...............",
                "..XOOOO........",
                "...............",
                "...............",
                "...............",
                ".......X.......",
                "........X......",
                "...............",
                "..........X....",
                "...............",
                "...............",
                "...............",
                "...............");
        Decision d = choose(game);
        assertEquals(new Point(7, 3), d.move());
        assertEquals("Blocking your four", d.comment());
    }

    @Test
    void findsAVictoryByContinuousFours() {
        Game game = MasterBoards.parse(Rules.GOMOKU,
                "...............",
                "...............",
                "...............",
                "...........O...",
                "......X.OOOX...",
                "........XXOX...",
                "......O.XO.X...",
                ".....O.X.O.....",
                "....X...X......",
                "...O...........",
                "...............",
                "...............",
                "...............",
                "...............",
                "...............");
        assertTrue(MasterBoards.winningCells(game).isEmpty(), "no five to complete yet");
        MasterBot master = new MasterBot();
        Decision first = master.choose(game, Budget.millis(1000));
        assertEquals("Forcing win: four after four", first.comment());
        // every master move is a four (the defender has exactly one answer) until the five
        Decision d = first;
        for (int move = 0; move < 12; move++) {
            game = MasterBoards.play(game, d.move());
            if (game.isOver()) {
                break;
            }
            List<Point> fives = MasterBoards.threats(game);
            assertFalse(fives.isEmpty(), "not a four: " + d + "\n" + game);
            List<Point> counter = MasterBoards.winningCells(game);
            assertTrue(counter.isEmpty(), "the defender could win\n" + game);
            game = MasterBoards.play(game, fives.get(0));
            assertFalse(game.isOver(), "the defender's block won\n" + game);
            d = master.choose(game, Budget.millis(1000));
        }
        assertTrue(game.isOver(), "\n" + game);
        assertEquals(Mark.X, game.result().winner());
    }

    @Test
    void defendsAnOpenThreeWhenItHasNothingBetter() {
        Game game = MasterBoards.parse(Rules.GOMOKU,
                "...............",
                "...............",
                "..X.........X..",
                "...............",
                "...............",
                "...............",
                "...............",
                "......OOO......",
                "...............",
                "...............",
                "...............",
                "...............",
                "............X..",
                "...............",
                "...............");
        Decision d = choose(game);
        assertTrue(Set.of(new Point(5, 7), new Point(9, 7)).contains(d.move()), d.toString());
        assertEquals("Blocking your three", d.comment());
    }

    @Test
    void exactFiveRuleDoesNotCountASix() {
        String[] rows = {
            "...............",
            "............O..",
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            ".OXXXX.X.......",
            "...............",
            "...............",
            "...............",
            "....XOOOO......",
            "...............",
            "...............",
            "..............."};
        // under exact five, filling the gap makes six: no win, so the four of O must be blocked
        Decision exact = choose(MasterBoards.parse(EXACT, rows));
        assertEquals(new Point(9, 11), exact.move(), exact.toString());
        // where overlines win, the same gap wins at once
        Decision free = choose(MasterBoards.parse(Rules.GOMOKU, rows));
        assertEquals(new Point(6, 7), free.move(), free.toString());
    }

    @Test
    void takesTheCentreOnAnEmptyBoard() {
        Decision d = choose(Game.start(Rules.GOMOKU));
        assertEquals(new Point(7, 7), d.move());
        assertEquals("Taking the centre", d.comment());
    }
}
