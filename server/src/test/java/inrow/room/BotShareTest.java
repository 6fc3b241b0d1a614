package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.api.Timeout;

/**
 * Computer games share the bot pool fairly: forty searches that each asked for ten seconds do not hold up a quick
 * computer behind them for minutes (before, a greedy bot that answered in 25 ms took 28 s, then nothing for 240 s).
 * Each search thinks for its share of a two-second window; the fake bots here use all the time they are given.
 */
// It measures how the bot pool shares its threads in time: classes running beside it would take their share too.
@Isolated
@Timeout(30)
class BotShareTest {
    /** A bot that thinks until its budget runs out, and records how long it thought. */
    private static final class Greedy implements Bot {
        final List<Long> given = new ArrayList<>();
        final CountDownLatch done;

        Greedy(CountDownLatch done) {
            this.done = done;
        }

        @Override
        public Decision choose(Game game, Budget budget) {
            long started = System.nanoTime();
            while (!budget.expired()) {
                Thread.onSpinWait();
            }
            synchronized (given) {
                given.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
            }
            done.countDown();
            return new Decision(new Point(0, 0), null);
        }
    }

    @Test
    void aQuickComputerWaitsBehindABoundedAmountOfOthersThinking() throws Exception {
        try (BotRunner runner = new BotRunner(1)) {
            CountDownLatch slow = new CountDownLatch(40);
            Greedy masters = new Greedy(slow);
            BotRunner.Thinker thinker = runner.thinker();
            Game game = Game.start(Rules.GOMOKU);
            for (int i = 0; i < 40; i++) {
                thinker.think(masters, game, 10_000, () -> true, d -> { });
            }
            CountDownLatch quick = new CountDownLatch(1);
            long asked = System.nanoTime();
            thinker.think(new Greedy(quick), game, 25, () -> true, d -> { });
            // Unbounded, the quick one would wait 400 s; the shares below add up to about 6.6 s.
            assertTrue(quick.await(20, TimeUnit.SECONDS), "the quick computer answered within 20 s, not minutes");
            long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked);
            synchronized (masters.given) {
                assertEquals(40, masters.given.size());
                long thought = 0;
                for (int k = 0; k < 40; k++) {
                    // The k-th search taken leaves 39 - k long ones and the quick one behind it: it may think for
                    // its share of the window among 41 - k searches, not 10 s. The slack (a descheduled thread, a
                    // collection) is still less than the smallest error in the share: 2000 instead of 1000 at the
                    // end, 1000 instead of 666 before it.
                    long share = Math.max(BotRunner.MIN_THINK_MILLIS, BotRunner.SHARED_WINDOW_MILLIS / (41 - k));
                    long ms = masters.given.get(k);
                    assertTrue(ms <= share + 300, "search " + k + " thought " + ms + " ms, its share is " + share
                        + ": " + masters.given);
                    thought += ms;
                }
                // The quick one waited for the others' thinking and little else: the hand-overs of one queue.
                assertTrue(waited <= thought + 1_000, "waited " + waited + " ms behind " + thought + " ms of thinking");
            }
        }
    }

    @Test
    void aSearchAloneGetsAllTheTimeItAskedFor() {
        try (BotRunner runner = new BotRunner(1)) {
            assertEquals(10_000, runner.share(10_000));
        }
    }
}
