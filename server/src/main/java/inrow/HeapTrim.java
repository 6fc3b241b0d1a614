package inrow;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Gives the heap the server no longer uses back to the system once nothing has happened for a while.
 *
 * <p>Why: the collector (G1, the JDK's default) grows the heap during a burst (thousands of sockets opened at once, a
 * busy evening) and keeps it. It shrinks the heap only after a full collection or at the end of a marking cycle,
 * and then only down to where 70 % of it is free. The JDK's own remedy for idle programs, a periodic collection
 * (G1PeriodicGCInterval, JEP 346), waits for a stretch without any collection, which never comes while thousands of
 * sockets are pinged; and {@code java -jar} carries no heap flags. Measured (docs/performance.md, section "Idle
 * sockets with the JVM's defaults"): 19,000 idle sockets held 668 MiB resident with about 150 MiB of the heap live;
 * with this trim, 407 MiB, and 418 MiB after a 150 s hold (one full collection of 0.17 to 0.30 s).
 *
 * <p>So the server watches its own activity (every state shown, step committed, socket opened or closed). When it
 * has been unchanged for {@link #QUIET_NANOS} and the committed heap is at least {@link #FLOOR_BYTES} and has grown
 * by {@link #GROWTH_BYTES} since the last trim, it runs one full collection with at most 30 % of the heap kept free
 * for its length, and from then on lets a marking cycle grow the heap only when less than 10 % is free (unless the
 * operator set those ratios). The pause (0.17 to 0.30 s at 19,000 sockets here) falls when no move is being made; it
 * is not repeated until the heap has grown again.
 */
final class HeapTrim implements Runnable {
    private static final System.Logger LOG = System.getLogger(HeapTrim.class.getName());
    static final long QUIET_NANOS = TimeUnit.SECONDS.toNanos(10);
    static final long GROWTH_BYTES = 64L << 20;
    static final long FLOOR_BYTES = 256L << 20;
    /** While trimming: keep at most 30 % of the heap free (default 70). */
    private static final String MAX_FREE = "30";
    /**
     * From the first trim on: grow the heap at a marking cycle's end only when less than 10 % is free (default 40).
     * Else the first cycle after a trim grows the heap straight back to 40 % free (measured: 220 to 268 MiB, 389
     * to 438 MiB resident, in a 150 s hold of 19,000 idle sockets). The collector still grows it whenever its
     * collections take too much time, which is how it grows under load.
     */
    private static final String MIN_FREE = "10";

    /** The heap as the trim sees it; the JVM's in the server, a fake in tests. */
    interface Heap {
        long committed();

        /** A full collection, after which the heap is shrunk to what the (lowered) free ratios allow. */
        void compact();
    }

    private final LongSupplier activity;
    private final LongSupplier nanos;
    private final Heap heap;
    private long lastActivity = Long.MIN_VALUE;
    private long quietSince;
    /** The committed heap after the last trim (0: none yet). */
    private long trimmedTo;

    HeapTrim(LongSupplier activity, LongSupplier nanos, Heap heap) {
        this.activity = activity;
        this.nanos = nanos;
        this.heap = heap;
    }

    /** Called every few seconds on one timer thread. */
    @Override
    public void run() {
        long now = nanos.getAsLong();
        long seen = activity.getAsLong();
        if (seen != lastActivity) {
            lastActivity = seen;
            quietSince = now;
            return;
        }
        if (now - quietSince < QUIET_NANOS) {
            return;
        }
        long committed = heap.committed();
        if (committed < FLOOR_BYTES || committed < trimmedTo + GROWTH_BYTES) {
            return;
        }
        try {
            heap.compact();
        } catch (RuntimeException e) {
            // A timer task that throws is never run again; a trim that failed is not worth that.
            LOG.log(System.Logger.Level.WARNING, "could not trim the heap", e);
        }
        trimmedTo = heap.committed();
    }

    /** The running JVM's heap. */
    static final class Jvm implements Heap {
        private static boolean isOurs(VMOption option) {
            return option.getOrigin() == VMOption.Origin.DEFAULT || option.getOrigin() == VMOption.Origin.MANAGEMENT;
        }

        private final HotSpotDiagnosticMXBean hotspot =
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);

        @Override
        public long committed() {
            return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted();
        }

        @Override
        public void compact() {
            VMOption max = hotspot.getVMOption("MaxHeapFreeRatio");
            VMOption min = hotspot.getVMOption("MinHeapFreeRatio");
            // Left alone when the operator chose them (on the command line, in JAVA_TOOL_OPTIONS, with jcmd): a trim by
            // our ratios would undo theirs. MANAGEMENT is this class's own setting from an earlier trim.
            boolean ours = isOurs(max) && isOurs(min);
            if (ours) {
                // Min first: it may never exceed max.
                hotspot.setVMOption("MinHeapFreeRatio", MIN_FREE);
                hotspot.setVMOption("MaxHeapFreeRatio", MAX_FREE);
            }
            try {
                System.gc();
            } finally {
                if (ours) {
                    hotspot.setVMOption("MaxHeapFreeRatio", max.getValue());
                }
            }
        }
    }
}
