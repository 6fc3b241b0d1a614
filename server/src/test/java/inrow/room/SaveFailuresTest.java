package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A store outage fails every move in every room: one trace a minute, the rest counted. */
class SaveFailuresTest {
    @Test
    void oneTraceAMinuteAndTheRestCounted() {
        AtomicLong now = new AtomicLong(5);
        SaveFailures log = new SaveFailures(now::get);
        assertEquals(new SaveFailures.Entry(true, 0), log.next(), "the first failure is traced");
        for (int i = 0; i < 40; i++) {
            now.addAndGet(SaveFailures.QUIET_NANOS / 50);
            assertEquals(new SaveFailures.Entry(false, 0), log.next(), "within the minute: counted");
        }
        now.addAndGet(SaveFailures.QUIET_NANOS / 5);
        assertEquals(new SaveFailures.Entry(true, 40), log.next(), "a minute on: traced, with the count before it");
        now.addAndGet(SaveFailures.QUIET_NANOS);
        assertEquals(new SaveFailures.Entry(true, 0), log.next(), "after a quiet minute: traced, nothing counted");
    }
}
