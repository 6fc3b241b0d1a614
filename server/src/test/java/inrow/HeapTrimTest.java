package inrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The heap is trimmed once the server has been quiet, and only after it grew; the JVM's ratios end as intended. */
class HeapTrimTest {
    private static final long MIB = 1L << 20;

    private final AtomicLong activity = new AtomicLong();
    private final AtomicLong now = new AtomicLong();
    private final FakeHeap heap = new FakeHeap();
    private final HeapTrim trim = new HeapTrim(activity::get, now::get, heap);

    private static final class FakeHeap implements HeapTrim.Heap {
        long committed = 600 * MIB;
        long afterCompact = 220 * MIB;
        int compactions;

        @Override
        public long committed() {
            return committed;
        }

        @Override
        public void compact() {
            compactions++;
            committed = afterCompact;
        }
    }

    private void after(long seconds) {
        now.addAndGet(TimeUnit.SECONDS.toNanos(seconds));
        trim.run();
    }

    @Test
    void nothingIsDoneWhileTheServerIsBusy() {
        for (int i = 0; i < 20; i++) {
            activity.incrementAndGet();
            after(5);
        }
        assertEquals(0, heap.compactions);
    }

    @Test
    void aQuietServerIsTrimmedOnceUntilItsHeapGrowsAgain() {
        after(5);
        after(5);
        assertEquals(0, heap.compactions, "quiet for 5 s only");
        after(5);
        assertEquals(1, heap.compactions, "quiet for 10 s");
        assertEquals(220 * MIB, heap.committed);
        for (int i = 0; i < 10; i++) {
            after(5);
        }
        assertEquals(1, heap.compactions, "nothing grew since");
        // A busy spell grows the heap by less than the threshold, then by more.
        activity.incrementAndGet();
        heap.committed = 260 * MIB;
        after(5);
        after(5);
        after(5);
        assertEquals(1, heap.compactions, "grew by 40 MiB only");
        heap.committed = 300 * MIB;
        activity.incrementAndGet();
        after(5);
        after(5);
        assertEquals(1, heap.compactions, "quiet for 5 s only");
        after(5);
        assertEquals(2, heap.compactions);
    }

    @Test
    void aTrimThatFailsDoesNotStopTheTimerTask() {
        int[] tries = new int[1];
        HeapTrim failing = new HeapTrim(activity::get, now::get, new HeapTrim.Heap() {
            @Override
            public long committed() {
                return 600 * MIB;
            }

            @Override
            public void compact() {
                tries[0]++;
                throw new IllegalArgumentException("a ratio the JVM refuses");
            }
        });
        for (int i = 0; i < 4; i++) {
            now.addAndGet(TimeUnit.SECONDS.toNanos(5));
            failing.run(); // a timer task that throws would never run again
        }
        assertEquals(1, tries[0], "tried once, quiet after 10 s, and not again until the heap grows");
    }

    @Test
    void aSmallHeapIsLeftAlone() {
        heap.committed = 200 * MIB;
        for (int i = 0; i < 10; i++) {
            after(5);
        }
        assertEquals(0, heap.compactions);
    }

    @Test
    void theRealTrimRestoresTheMostFreeShareAndKeepsTheLeastFreeShareLow() {
        HotSpotDiagnosticMXBean hotspot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        String max = hotspot.getVMOption("MaxHeapFreeRatio").getValue();
        boolean chosen = hotspot.getVMOption("MinHeapFreeRatio").getOrigin() == VMOption.Origin.VM_CREATION;
        String min = hotspot.getVMOption("MinHeapFreeRatio").getValue();
        HeapTrim.Jvm jvm = new HeapTrim.Jvm();
        long before = jvm.committed();
        jvm.compact();
        assertEquals(max, hotspot.getVMOption("MaxHeapFreeRatio").getValue());
        assertEquals(chosen ? min : "10", hotspot.getVMOption("MinHeapFreeRatio").getValue());
        assertTrue(jvm.committed() <= before, jvm.committed() + " after, " + before + " before");
        jvm.compact(); // again, now that the least free share is no longer the JVM's default
        assertEquals(max, hotspot.getVMOption("MaxHeapFreeRatio").getValue());
    }
}
