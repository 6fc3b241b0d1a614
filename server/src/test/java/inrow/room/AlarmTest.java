package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.Daemons;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicLong;
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
     * never at the earlier one. A deadline moved earlier rings at the earlier one, and only there. On the test's
     * clock and timer, in the test's thread, as a room's queue would run it.
     */
    @Test
    void itRingsOnceAtTheDeadlineInForceWhichEverWayItMoved() {
        AtomicLong clock = new AtomicLong();
        ManualTimer timer = new ManualTimer(clock);
        List<Long> pushedRang = new ArrayList<>();
        Alarm pushed = new Alarm(timer, Runnable::run, clock::get, () -> pushedRang.add(clock.get()));
        pushed.set(50);
        pushed.set(250);
        List<Long> pulledRang = new ArrayList<>();
        Alarm pulled = new Alarm(timer, Runnable::run, clock::get, () -> pulledRang.add(clock.get()));
        pulled.set(5_000);
        pulled.set(100);
        for (long t = 0; t <= 6_000; t += 10) {
            clock.set(t);
            timer.runDue();
        }
        assertEquals(List.of(250L), pushedRang, "once, at the deadline in force");
        assertEquals(List.of(100L), pulledRang, "once, at the earlier deadline");
        assertEquals(0, timer.pending(), "nothing left in the timer");
    }

    /**
     * A wall clock set back while the alarm waits does not hold the ring back for as long as it went back: the alarm
     * rings once the time it was set for has passed on the timer.
     */
    @Test
    void aWallClockSetBackDoesNotHoldTheRingBack() {
        AtomicLong timerClock = new AtomicLong(10_000);
        ManualTimer timer = new ManualTimer(timerClock);
        AtomicLong wall = new AtomicLong(10_000);
        List<Long> rang = new ArrayList<>();
        Alarm alarm = new Alarm(timer, Runnable::run, wall::get, () -> rang.add(timerClock.get()));
        alarm.set(11_000); // a second from now
        wall.addAndGet(-3_600_000); // the wall clock goes back an hour
        timerClock.set(11_000);
        timer.runDue();
        assertEquals(List.of(11_000L), rang);
    }

    /**
     * A task the timer had already handed to the room's queue when its deadline was cancelled or replaced must not
     * ring, nor start a second chain of tasks beside the new deadline's.
     */
    @Test
    void aTaskCancelledTooLateToStopItDoesNotRing() {
        AtomicLong clock = new AtomicLong();
        ManualTimer timer = new ManualTimer(clock);
        List<Runnable> queued = new ArrayList<>();
        List<Long> rang = new ArrayList<>();
        Alarm alarm = new Alarm(timer, queued::add, clock::get, () -> rang.add(clock.get()));
        alarm.set(100);
        clock.set(100);
        timer.runDue(); // the timer fires: its task is now in the room's queue, behind something else
        assertEquals(1, queued.size());
        alarm.cancel();
        alarm.set(300); // and a new deadline, later
        queued.remove(0).run();
        assertEquals(List.of(), rang, "the cancelled deadline's task does not ring");
        assertEquals(1, timer.pending(), "and starts nothing: only the new deadline's task waits");
        clock.set(300);
        timer.runDue();
        queued.remove(0).run();
        assertEquals(List.of(300L), rang);
        assertEquals(0, timer.pending());
    }
}
