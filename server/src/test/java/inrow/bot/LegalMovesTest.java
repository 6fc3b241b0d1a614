package inrow.bot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Rules;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every level only ever plays legal moves, on every shape of board, under both overline rules. */
class LegalMovesTest {
    private static final List<Rules> RULES = List.of(
            Rules.TICTACTOE,
            new Rules(4, 4, 4, false),
            new Rules(7, 5, 4, true),
            new Rules(5, 5, 4, false),
            Rules.GOMOKU,
            new Rules(15, 15, 5, false),
            new Rules(26, 3, 3, true),
            new Rules(3, 26, 3, false),
            new Rules(4, 3, 4, true),
            new Rules(9, 9, 9, false),
            new Rules(26, 26, 6, true));
    private static final int POSITIONS = 12;

    static Stream<Arguments> levelsAndRules() {
        return Stream.of(Level.values()).flatMap(level -> RULES.stream().map(rules -> Arguments.of(level, rules)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("levelsAndRules")
    void randomPositions(Level level, Rules rules) {
        // Master may use its whole budget on every move, so it gets less.
        long budget = level == Level.MASTER ? 10 : 20;
        Random random = new Random(rules.hashCode() * 31L + level.ordinal());
        Bot bot = level.create(new Random(random.nextLong()));
        for (int i = 0; i < POSITIONS; i++) {
            // Depths spread from the empty board to a nearly full one.
            int depth = i == 0 ? 0 : random.nextInt(rules.cells());
            Game game = DrawnBoards.randomLive(rules, depth, random);
            assertFalse(game.isOver());
            Decision d = bot.choose(game, Budget.millis(budget));
            assertNotNull(d, () -> level + " gave no decision on\n" + game);
            assertNotNull(d.move(), () -> level + " gave no move on\n" + game);
            MoveResult r = game.play(d.move().x(), d.move().y());
            assertInstanceOf(MoveResult.Played.class, r, () -> level + " played " + d + " on\n" + game);
            if (level != Level.MASTER) {
                assertNotNull(d.comment());
                assertTrue(!d.comment().isBlank() && d.comment().length() < 40, () -> "comment '" + d.comment() + "'");
            }
        }
    }

    @ParameterizedTest(name = "{0} against random on {1}")
    @MethodSource("levelsAndRules")
    void wholeGames(Level level, Rules rules) {
        if (rules.cells() > (level == Level.MASTER ? 100 : 300)) {
            return; // the random positions above cover big boards; whole games there only cost time
        }
        long budget = level == Level.MASTER ? 5 : 20;
        for (int seed = 0; seed < 2; seed++) {
            Bot bot = level.create(new Random(seed));
            Bot random = Level.RANDOM.create(new Random(seed + 100));
            assertNotNull(seed == 0 ? SeededGames.play(rules, bot, random, budget)
                    : SeededGames.play(rules, random, bot, budget));
        }
    }
}
