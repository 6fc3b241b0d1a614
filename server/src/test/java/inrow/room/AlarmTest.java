package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.Daemons;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import org.junit.jupiter.api.Test;

/** A room's deadline moves with every move; the timer must not keep the deadlines it no longer has. */
class AlarmTest {
    @Test
    void aDeadlineMovedAThousandTimesLeavesOneTaskInTheServersTimer() {
        ScheduledThreadPoolExecutor timer = (ScheduledThreadPoolExecutor) Daemons.timer("alarm-test");
        try {
            Alarm alarm = new Alarm(timer, Runnable::run, () -> 0L, () -> { });
            for (int i = 0; i < 1000; i++) {
                alarm.set(3_600_000L + i); // an hour away, moved by each move
            }
            assertEquals(1, timer.getQueue().size(), "only the deadline in force is queued");
            alarm.cancel();
            assertEquals(0, timer.getQueue().size());
        } finally {
            timer.shutdownNow();
        }
    }

    /** Most moves push the deadline later: the task already queued stays, and nothing is rescheduled. */
    @Test
    void aDeadlineMovedLaterKeepsTheTaskAlreadyQueued() {
        ScheduledThreadPoolExecutor timer = (ScheduledThreadPoolExecutor) Daemons.timer("alarm-test");
        try {
            Alarm alarm = new Alarm(timer, Runnable::run, () -> 0L, () -> { });
            alarm.set(3_600_000L);
            Object first = timer.getQueue().peek();
            for (int i = 1; i < 1000; i++) {
                alarm.set(3_600_000L + i);
            }
            assertSame(first, timer.getQueue().peek(), "the first task, not a thousand cancels and schedules");
            alarm.set(60_000L);
            assertEquals(1, timer.getQueue().size(), "a deadline moved earlier replaces the task");
            assertTrue(timer.getQueue().peek() != first);
        } finally {
            timer.shutdownNow();
        }
    }

    /**
     * Rung for a deadline that has since moved later, the alarm waits again: it rings once, at the later deadline,
     * never at the earlier one. A deadline moved earlier rings at the earlier one.
     */
    @Test
    void itRingsOnceAtTheDeadlineInForceWhichEverWayItMoved() throws Exception {
        ScheduledThreadPoolExecutor timer = (ScheduledThreadPoolExecutor) Daemons.timer("alarm-test");
        try {
            long start = System.currentTimeMillis();
            List<Long> later = new CopyOnWriteArrayList<>();
            Alarm pushed = new Alarm(timer, Runnable::run, System::currentTimeMillis,
                () -> later.add(System.currentTimeMillis() - start));
            pushed.set(start + 50);
            pushed.set(start + 250);
            List<Long> earlier = new CopyOnWriteArrayList<>();
            Alarm pulled = new Alarm(timer, Runnable::run, System::currentTimeMillis,
                () -> earlier.add(System.currentTimeMillis() - start));
            pulled.set(start + 5_000);
            pulled.set(start + 100);
            Thread.sleep(600);
            assertEquals(1, later.size(), "rang once: " + later);
            assertTrue(later.get(0) >= 250, "not before the deadline in force: " + later);
            assertEquals(1, earlier.size(), "rang once: " + earlier);
            assertTrue(earlier.get(0) >= 100 && earlier.get(0) < 5_000, "at the earlier deadline: " + earlier);
            assertEquals(0, timer.getQueue().size(), "nothing left in the timer");
        } finally {
            timer.shutdownNow();
        }
    }
}
