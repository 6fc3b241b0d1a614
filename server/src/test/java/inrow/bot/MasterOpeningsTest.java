package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.master.Engine;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The master in swap and swap2 openings: balanced, varied, legal stones; a colour chosen by its own search. */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterOpeningsTest {
    private static Game replay(Rules rules, List<Point> stones) {
        Game game = Game.start(rules);
        for (Point p : stones) {
            game = MasterBoards.play(game, p); // fails on an illegal stone
        }
        return game;
    }

    private static Game game(Rules rules, int... xy) {
        List<Point> stones = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            stones.add(new Point(xy[i], xy[i + 1]));
        }
        return replay(rules, stones);
    }

    /** The first searches of a JVM run cold; warm the JIT so that time limits do not decide the scores. */
    @BeforeAll
    static void warmUp() {
        Engine engine = new Engine();
        for (int i = 0; i < 4; i++) {
            MasterOpenings.assess(engine, game(Rules.GOMOKU, 7, 7, 8, 9, 8 - i, 11), 2_000_000_000L);
        }
    }

    private static int assess(Game game) {
        return MasterOpenings.assess(new Engine(), game, 2_000_000_000L);
    }

    @Test
    void threeStoneOpeningsAreLegalVariedAndBalanced() {
        for (Rules rules : new Rules[] {Rules.GOMOKU, Rules.RENJU}) {
            Set<List<Point>> seen = new HashSet<>();
            for (int seed = 0; seed < 5; seed++) {
                List<Point> stones = new MasterBot().placeOpening(Game.start(rules), 3, new SplittableRandom(seed));
                assertEquals(3, stones.size());
                Game opening = replay(rules, stones);
                int score = assess(opening);
                assertTrue(Math.abs(score) <= MasterOpenings.CLEAR, rules.label() + " " + stones + " scores " + score);
                seen.add(stones);
            }
            assertTrue(seen.size() >= 4, "different openings for different seeds: " + seen);
        }
    }

    @Test
    void swap2ExtraStonesAreWhiteThenBlackAndKeepTheBalance() {
        Rules rules = Rules.RENJU;
        Game three = replay(rules, new MasterBot().placeOpening(Game.start(rules), 3, new SplittableRandom(7)));
        for (int seed = 0; seed < 3; seed++) {
            List<Point> two = new MasterBot().placeOpening(three, 2, new SplittableRandom(seed));
            assertEquals(2, two.size());
            Game five = three;
            for (Point p : two) {
                Mark colour = five.turn();
                five = MasterBoards.play(five, p);
                assertEquals(colour, five.at(p.x(), p.y()));
            }
            assertEquals(Mark.O, five.at(two.get(0).x(), two.get(0).y()));
            int score = assess(five);
            assertTrue(Math.abs(score) <= MasterOpenings.CLEAR, two + " scores " + score);
        }
    }

    @Test
    void chooserTakesTheColourItsSearchPrefers() {
        for (Rules rules : new Rules[] {Rules.GOMOKU, Rules.RENJU, Rules.STANDARD}) {
            // black: two connected stones in the middle, white's one in a corner
            Game black3 = game(rules, 7, 7, 0, 0, 8, 7);
            // black: a diagonal three in the middle, white's two in corners
            Game black5 = game(rules, 7, 7, 0, 0, 8, 8, 14, 0, 9, 9);
            // white: two connected stones in the middle, black's three in corners
            Game white5 = game(rules, 0, 0, 7, 7, 14, 0, 8, 8, 0, 14);
            MasterBot master = new MasterBot();
            assertEquals(ColourChoice.BLACK, master.chooseColour(black3, true, Budget.millis(2000)));
            assertEquals(ColourChoice.BLACK, master.chooseColour(black3, false, Budget.millis(2000)));
            assertEquals(ColourChoice.BLACK, master.chooseColour(black5, false, Budget.millis(2000)));
            assertEquals(ColourChoice.WHITE, master.chooseColour(white5, false, Budget.millis(2000)));
        }
    }

    @Test
    void chooserAsksForMoreStonesWhenNeitherColourIsClearlyBetter() {
        Rules rules = Rules.GOMOKU;
        int asked = 0;
        for (int seed = 0; seed < 3; seed++) {
            Game opening = replay(rules, new MasterBot().placeOpening(Game.start(rules), 3, new SplittableRandom(seed)));
            int score = assess(opening);
            ColourChoice choice = new MasterBot().chooseColour(opening, true, Budget.millis(2000));
            if (Math.abs(score) <= MasterOpenings.CLEAR - 10) {
                assertEquals(ColourChoice.MORE, choice, opening.moves() + " scores " + score);
                asked++;
            }
            // without the swap2 option it still answers a colour
            ColourChoice forced = new MasterBot().chooseColour(opening, false, Budget.millis(2000));
            assertTrue(forced == ColourChoice.BLACK || forced == ColourChoice.WHITE);
        }
        assertTrue(asked > 0, "some balanced opening was met");
    }
}
