package inrow.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.tools.Tournament;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * BrainMatch against {@link FakeBrain} processes: a brain's ERROR to a TURN (Rapfi's race) replays the game instead
 * of scoring it as the other brain's win, and a brain is told nothing until the quiet time after its answer.
 */
@Timeout(120)
class BrainMatchTest {
    private static final Rules FREESTYLE = Tournament.parseRules("freestyle");
    private static final List<Point> OPENING = List.of(new Point(7, 7), new Point(8, 7), new Point(7, 8));
    private static final long WAIT_MS = 20_000;

    @Test
    void aGameInWhichABrainAnswersErrorToATurnIsReplayedNotScored() throws Exception {
        try (Brain black = started("a", "--row 0 --error-turns 1", 0); Brain white = started("b", "--row 2", 0)) {
            BrainMatch.Played played = BrainMatch.game(FREESTYLE, OPENING, black, white, WAIT_MS);
            assertEquals(1, played.replays(), played.toString());
            assertFalse(played.forfeit(), played.toString());
            // white fills row 2 first: five in a row on its fifth stone
            assertTrue(played.outcome().startsWith("O wins with a line"), played.toString());
        }
    }

    @Test
    void aBrainThatKeepsAnsweringErrorForfeitsAfterTheLastReplay() throws Exception {
        try (Brain black = started("a", "--row 0 --error-turns 100", 0); Brain white = started("b", "--row 2", 0)) {
            BrainMatch.Played played = BrainMatch.game(FREESTYLE, OPENING, black, white, WAIT_MS);
            assertEquals(BrainMatch.REPLAYS, played.replays(), played.toString());
            assertTrue(played.forfeit(), played.toString());
            assertTrue(played.outcome().startsWith("O wins: X gave no move"), played.toString());
        }
    }

    @Test
    void anInstantAnswerIsPassedOnOnlyAfterTheQuietTime() throws Exception {
        // both answer at once and both refuse a TURN that comes within 30 ms of their own answer
        try (Brain black = started("a", "--row 0 --racy-ms 30", 60);
                Brain white = started("b", "--row 2 --racy-ms 30", 60)) {
            BrainMatch.Played played = BrainMatch.game(FREESTYLE, OPENING, black, white, WAIT_MS);
            assertEquals(new BrainMatch.Played("O wins with a line after 12 stones", 0), played);
        }
    }

    private static Brain started(String name, String options, long quietMillis) throws Exception {
        Path classes = Path.of(FakeBrain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Brain brain = new Brain(name, "'" + java + "' -cp '" + classes + "' inrow.bench.FakeBrain " + options,
            quietMillis);
        assertEquals("OK", brain.ask(WAIT_MS, "START 15"));
        return brain;
    }
}
