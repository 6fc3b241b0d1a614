package inrow.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The rooms' timer on a test's clock: a stopped clock rings what its moves pass, in due order, and nothing else. */
@Timeout(10)
class ClockTimerTest {
    private final TestClock clock = new TestClock();
    private final ClockTimer timer = clock.timer();
    private final List<String> rung = new CopyOnWriteArrayList<>();

    @Test
    void aStoppedClockRingsWhatItsMovesPassInDueOrder() {
        clock.stop();
        timer.schedule(() -> rung.add("late"), 100, TimeUnit.MILLISECONDS);
        timer.schedule(() -> rung.add("early"), 50, TimeUnit.MILLISECONDS);
        clock.advance(49);
        assertEquals(List.of(), rung);
        clock.advance(1);
        assertEquals(List.of("early"), rung);
        clock.advance(1_000);
        assertEquals(List.of("early", "late"), rung);
    }

    @Test
    void aTaskRungByAMoveSeesTheNewTimeAndWhatItSchedulesIsDueFromThere() throws Exception {
        // As an alarm woken early re-arms for its deadline, already passed: due at once, so rung at once.
        AtomicReference<ScheduledFuture<?>> rearmed = new AtomicReference<>();
        clock.stop();
        long start = clock.getAsLong();
        timer.schedule(() -> {
            rung.add("woke at +" + (clock.getAsLong() - start));
            rearmed.set(timer.schedule(() -> rung.add("deadline"), 0, TimeUnit.MILLISECONDS));
            timer.schedule(() -> rung.add("a pace later"), 10, TimeUnit.MILLISECONDS);
        }, 10, TimeUnit.MILLISECONDS);
        clock.advance(20);
        rearmed.get().get(5, TimeUnit.SECONDS);
        assertEquals(List.of("woke at +20", "deadline"), rung);
        clock.advance(10);
        assertEquals(List.of("woke at +20", "deadline", "a pace later"), rung);
    }

    @Test
    void aCancelledTaskNeverRings() {
        clock.stop();
        ScheduledFuture<?> f = timer.schedule(() -> rung.add("no"), 10, TimeUnit.MILLISECONDS);
        assertTrue(f.cancel(false));
        clock.advance(20);
        assertEquals(List.of(), rung);
        assertTrue(f.isCancelled());
    }

    @Test
    void aTaskScheduledInRealTimeWaitsForTheClockOnceItStops() {
        // An hour away in real time: only the stopped clock's move can ring it within the test's timeout.
        timer.schedule(() -> rung.add("alarm"), 3_600_000, TimeUnit.MILLISECONDS);
        clock.stop();
        clock.advance(3_600_000);
        assertEquals(List.of("alarm"), rung);
    }

    @Test
    void aRunningClockRingsAfterTheRealDelay() throws Exception {
        ScheduledFuture<?> f = timer.schedule(() -> rung.add("soon"), 20, TimeUnit.MILLISECONDS);
        f.get(5, TimeUnit.SECONDS);
        assertEquals(List.of("soon"), rung);
        assertFalse(f.isCancelled());
    }
}
