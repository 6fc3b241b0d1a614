package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import inrow.engine.Result;
import inrow.engine.Rules;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every level plays only legal moves under every gomoku rule set: as black in renju it never picks a forbidden
 * point (the engine would refuse it and {@link SeededGames#play} fails the test on any refused move).
 */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class RenjuBotsTest {
    @Test
    void everyLevelPairFinishesRenjuStandardAndFreestyleGamesLegally() {
        int seed = 11;
        for (Rules rules : new Rules[] {Rules.RENJU, Rules.STANDARD, Rules.GOMOKU}) {
            for (Level[] pair : LevelPairs.neighbours()) {
                Level x = pair[0];
                Level o = pair[1];
                Result r = SeededGames.play(rules, x.create(new Random(seed++)), o.create(new Random(seed++)), 30);
                assertNotNull(r, rules.label() + " " + x + " vs " + o);
            }
        }
    }

    @Test
    void greedyAsBlackMeetsForbiddenPointsOftenEnoughToMatter() {
        // Greedy black against a passive random white makes the threes and fours that forbidden points come from:
        // many games, each move checked legal by the engine.
        for (int i = 0; i < 20; i++) {
            SeededGames.play(Rules.RENJU, Level.GREEDY.create(new Random(i)), Level.RANDOM.create(new Random(100 + i)), 20);
        }
    }
}
