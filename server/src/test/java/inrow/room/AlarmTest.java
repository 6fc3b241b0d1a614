package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.Daemons;
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
}
