package inrow.tools;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.Bot;
import inrow.bot.Decision;
import inrow.engine.Point;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The brain answers in time and legally even when its bot does not. */
// It times the watchdog's answer to within 100 ms: other classes' work beside it would be counted as its delay.
@Isolated
class PbrainWatchdogTest {
    @Test
    void aBotThatIgnoresItsBudgetIsAnsweredForAndReplaced() throws Exception {
        AtomicInteger made = new AtomicInteger();
        Bot sleeper = (game, budget) -> {
            try {
                Thread.sleep(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new Decision(new Point(0, 0), "too late");
        };
        try (BrainPipe brain = new BrainPipe("sleeper", random -> {
            made.incrementAndGet();
            return sleeper;
        })) {
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO timeout_turn 200");
            long due = ThinkTime.of(200, 0, -1, 15 * 15).hardMillis();
            for (String command : new String[] {"TURN 7,7", "TURN 8,8"}) {
                long start = System.nanoTime();
                String answer = brain.ask(command);
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(answer.matches("\\d+,\\d+"), answer);
                // The watchdog waits out the bot's whole budget, then answers (the sleeper would take 10 s), and
                // within the turn limit and the small slack a Gomocup manager allows.
                assertTrue(millis >= due, "answered after " + millis + " ms, before the watchdog's " + due + " ms");
                assertTrue(millis < 200 + 100, "answered after " + millis + " ms");
            }
            assertEquals(3, made.get(), "one bot at START, a fresh one after each timeout");
        }
    }

    @Test
    void underRenjuTheFallbackMoveIsNeverForbiddenToBlack() throws Exception {
        // Our black stones make 7,7 a double three; it is also the empty cell nearest the centre next to a stone,
        // the fallback's first pick. A bot that fails every time leaves the move to the fallback.
        Bot failing = (game, budget) -> {
            throw new IllegalStateException("bug");
        };
        String[] board = {"BOARD", "7,9,1", "0,0,2", "7,8,1", "14,0,2", "5,7,1", "0,14,2", "6,7,1", "14,14,2", "DONE"};
        try (BrainPipe brain = new BrainPipe("failing", random -> failing)) {
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO rule 0");
            assertEquals("7,7", brain.ask(board), "freestyle: the fallback's first pick");
            brain.send("INFO rule 4");
            String answer = brain.ask(board);
            assertTrue(answer.matches("\\d+,\\d+") && !answer.equals("7,7"), "renju: " + answer);
        }
    }

    @Test
    void aFailingOrWrongBotStillGetsALegalMove() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Bot wrong = (game, budget) -> {
            if (calls.incrementAndGet() % 2 == 1) {
                throw new IllegalStateException("bug");
            }
            return new Decision(new Point(7, 7), "on an occupied cell");
        };
        try (BrainPipe brain = new BrainPipe("wrong", random -> wrong)) {
            assertEquals("OK", brain.ask("START 15"));
            String first = brain.ask("TURN 7,7");
            assertTrue(first.matches("\\d+,\\d+") && !first.equals("7,7"), first);
            String second = brain.ask("TURN 9,9");
            assertTrue(second.matches("\\d+,\\d+") && !second.equals("7,7") && !second.equals(first), second);
        }
    }
}
