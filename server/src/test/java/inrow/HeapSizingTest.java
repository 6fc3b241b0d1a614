package inrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The heap is made roomy while the server is busy and trimmed once it has been quiet, and only after it grew; the
 * JVM's ratios end as intended.
 */
class HeapSizingTest {
    private static final long MIB = 1L << 20;

    private final AtomicLong activity = new AtomicLong();
    private final AtomicLong now = new AtomicLong();
    private final FakeHeap heap = new FakeHeap();
    /** As the server makes it: the heap made roomy already as it started. */
    private final HeapSizing sizing = new HeapSizing(activity::get, now::get, heap, true);

    private static final class FakeHeap implements HeapSizing.Heap {
        long committed = 600 * MIB;
        long afterCompact = 220 * MIB;
        int compactions;
        int roomy;

        @Override
        public long committed() {
            return committed;
        }

        @Override
        public void roomy() {
            roomy++;
        }

        @Override
        public void compact() {
            compactions++;
            committed = afterCompact;
        }
    }

    private void after(long seconds) {
        now.addAndGet(TimeUnit.SECONDS.toNanos(seconds));
        sizing.run();
    }

    @Test
    void aBusyServerGetsARoomyHeapOnceAndNoTrim() {
        for (int i = 0; i < 20; i++) {
            activity.incrementAndGet();
            after(5);
        }
        assertEquals(0, heap.compactions);
        assertEquals(0, heap.roomy, "roomy from the start, and not made so again while it stays so");
    }

    @Test
    void aHeapNotYetRoomyIsMadeSoAtTheFirstSignOfActivity() {
        HeapSizing lean = new HeapSizing(activity::get, now::get, heap, false);
        for (int i = 0; i < 20; i++) {
            activity.incrementAndGet();
            now.addAndGet(TimeUnit.SECONDS.toNanos(5));
            lean.run();
        }
        assertEquals(0, heap.compactions);
        assertEquals(1, heap.roomy, "made roomy once, and not again while it stays so");
    }

    @Test
    void aTrimmedHeapIsMadeRoomyAgainWhenActivityResumes() {
        after(5);
        after(5);
        after(5);
        assertEquals(1, heap.compactions);
        assertEquals(0, heap.roomy, "roomy from the start, before the trim");
        after(5);
        assertEquals(0, heap.roomy, "still quiet: stays lean");
        activity.incrementAndGet();
        after(5);
        assertEquals(1, heap.roomy);
        activity.incrementAndGet();
        after(5);
        assertEquals(1, heap.roomy);
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
        int[] tries = new int[2];
        HeapSizing failing = new HeapSizing(activity::get, now::get, new HeapSizing.Heap() {
            @Override
            public long committed() {
                return 600 * MIB;
            }

            @Override
            public void roomy() {
                tries[1]++;
                throw new IllegalArgumentException("a ratio the JVM refuses");
            }

            @Override
            public void compact() {
                tries[0]++;
                throw new IllegalArgumentException("a ratio the JVM refuses");
            }
        }, false);
        for (int i = 0; i < 4; i++) {
            now.addAndGet(TimeUnit.SECONDS.toNanos(5));
            failing.run(); // a timer task that throws would never run again
        }
        assertEquals(1, tries[0], "tried once, quiet after 10 s, and not again until the heap grows");
        assertEquals(1, tries[1], "roomy tried once at the start");
        activity.incrementAndGet();
        now.addAndGet(TimeUnit.SECONDS.toNanos(5));
        failing.run();
        assertEquals(2, tries[1], "and again when activity resumed after the trim");
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
    void theRealRatiosAreRoomyUnderLoadAndLeanAfterATrim() {
        HotSpotDiagnosticMXBean hotspot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        boolean chosen = hotspot.getVMOption("MinHeapFreeRatio").getOrigin() == VMOption.Origin.VM_CREATION
            || hotspot.getVMOption("MaxHeapFreeRatio").getOrigin() == VMOption.Origin.VM_CREATION;
        String min = hotspot.getVMOption("MinHeapFreeRatio").getValue();
        String max = hotspot.getVMOption("MaxHeapFreeRatio").getValue();
        HeapSizing.Jvm jvm = new HeapSizing.Jvm();
        try {
            jvm.roomy();
            assertEquals(chosen ? min : "70", hotspot.getVMOption("MinHeapFreeRatio").getValue());
            assertEquals(chosen ? max : "90", hotspot.getVMOption("MaxHeapFreeRatio").getValue());
            long before = jvm.committed();
            jvm.compact();
            assertEquals(chosen ? min : "10", hotspot.getVMOption("MinHeapFreeRatio").getValue());
            assertEquals(chosen ? max : "70", hotspot.getVMOption("MaxHeapFreeRatio").getValue());
            assertTrue(jvm.committed() <= before, jvm.committed() + " after, " + before + " before");
            jvm.roomy(); // and back, from the lean ratios
            assertEquals(chosen ? min : "70", hotspot.getVMOption("MinHeapFreeRatio").getValue());
            assertEquals(chosen ? max : "90", hotspot.getVMOption("MaxHeapFreeRatio").getValue());
        } finally {
            if (!chosen) { // the JVM's defaults again, for the tests that run after this one in the same JVM
                hotspot.setVMOption("MinHeapFreeRatio", "40");
                hotspot.setVMOption("MaxHeapFreeRatio", "70");
            }
        }
    }
}
