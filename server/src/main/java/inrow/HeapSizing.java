package inrow;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Sizes the heap for what the server is doing: roomy while games are played, so that young collections come less
 * often, and given back to the system once nothing has happened for a while. {@code java -jar} carries no heap
 * flags, so the server sets the two ratios the JVM lets a running program change (MinHeapFreeRatio and
 * MaxHeapFreeRatio, which G1, the JDK's default, applies at the end of a marking cycle and after a full collection).
 *
 * <p>Why roomy under load: every young collection stops every thread, for 15 to 20 ms under the load test on two
 * cores, and every move and ping that arrives meanwhile waits for it; those pauses made most of the seconds whose
 * move p99 passed 12 ms. How often they come is how fast the young generation fills, and G1 gives the young
 * generation a share of the heap. At the JVM's default ratios, the collector's first marking cycle (during start-up)
 * cut the heap to 148 MiB, and under the load test it stayed at 228 to 304 MiB with 24 to 31 young collections in a
 * run; kept roomy from the start, 440 to 528 MiB, with about half as many (the performance journal kept in git,
 * {@code git show b57482f:docs/performance.md}, "Fewer young collections under load"; the latest side-by-side runs:
 * docs/performance.md, "Choices measured side by side"). The server makes the heap roomy as it starts
 * ({@link Server#start}), and again whenever activity resumes after a trim; G1 applies the ratios at its next
 * marking cycle or full collection, so after a trim the heap regrows only as the collector's own time rule and
 * those cycles allow.
 *
 * <p>Why trimmed when quiet: G1 grows the heap during a burst (thousands of sockets opened at once, a busy evening)
 * and keeps it; it shrinks the heap only after a full collection or at the end of a marking cycle, and then only
 * down to where 70 % of it is free. The JDK's own remedy for idle programs, a periodic collection
 * (G1PeriodicGCInterval, JEP 346), waits for a stretch without any collection, which never comes while thousands of
 * sockets are pinged. Measured (docs/performance.md, section "Choices measured side by side"): 19,000 idle
 * sockets held 668 MiB resident with about 150 MiB of the heap live; trimmed, 407 MiB, and 418 MiB after a 150 s
 * hold (one full collection of 0.17 to 0.30 s).
 *
 * <p>So the server watches its own activity (every state shown, step committed, socket opened or closed). Whenever
 * it changes, the heap is made roomy (if it is not already). When it has been unchanged for {@link #QUIET_NANOS} and
 * the committed heap is at least {@link #FLOOR_BYTES} and has grown by {@link #GROWTH_BYTES} since the last trim,
 * one full collection runs with at most 30 % of the heap kept free, and from then on, until activity resumes, a
 * marking cycle grows the heap only when less than 10 % is free. The pause (0.17 to 0.30 s at 19,000 sockets here)
 * falls when no move is being made; it is not repeated until the heap has grown again. Ratios the operator set
 * (on the command line, in JAVA_TOOL_OPTIONS, with jcmd) are left alone, and no ratio lets the heap pass -Xmx.
 */
final class HeapSizing implements Runnable {
    private static final System.Logger LOG = System.getLogger(HeapSizing.class.getName());
    static final long QUIET_NANOS = TimeUnit.SECONDS.toNanos(10);
    static final long GROWTH_BYTES = 64L << 20;
    static final long FLOOR_BYTES = 256L << 20;

    /** The heap as the policy sees it; the JVM's in the server, a fake in tests. */
    interface Heap {
        long committed();

        /** Under load: the heap may grow until most of it is free, so young collections come less often. */
        void roomy();

        /**
         * A full collection, after which the heap is shrunk to what lowered free ratios allow; it then stays lean
         * (grows only when nearly full) until {@link #roomy} again.
         */
        void compact();
    }

    private final LongSupplier activity;
    private final LongSupplier nanos;
    private final Heap heap;
    private long lastActivity = Long.MIN_VALUE;
    private long quietSince;
    /** The committed heap after the last trim (0: none yet). */
    private long trimmedTo;
    /** Whether the heap was last made roomy (false after a trim). */
    private boolean roomy;

    /**
     * {@code roomy}: whether the heap was made roomy already. The server makes it so before it has the activity
     * this policy watches ({@link Server#start}), so the policy's first sight of activity need not do it again.
     */
    HeapSizing(LongSupplier activity, LongSupplier nanos, Heap heap, boolean roomy) {
        this.activity = activity;
        this.nanos = nanos;
        this.heap = heap;
        this.roomy = roomy;
    }

    /** Called every few seconds on one timer thread. */
    @Override
    public void run() {
        long now = nanos.getAsLong();
        long seen = activity.getAsLong();
        if (seen != lastActivity) {
            lastActivity = seen;
            quietSince = now;
            if (!roomy) {
                roomy = true; // tried once per busy spell, even if the JVM refuses
                safely(heap::roomy, "could not make the heap roomy");
            }
            return;
        }
        if (now - quietSince < QUIET_NANOS) {
            return;
        }
        long committed = heap.committed();
        if (committed < FLOOR_BYTES || committed < trimmedTo + GROWTH_BYTES) {
            return;
        }
        safely(heap::compact, "could not trim the heap");
        roomy = false;
        trimmedTo = heap.committed();
    }

    /** A timer task that throws is never run again; a sizing that failed is not worth that. */
    static void safely(Runnable sizing, String what) {
        try {
            sizing.run();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, what, e);
        }
    }

    /** The running JVM's heap. */
    static final class Jvm implements Heap {
        /** Roomy: grow at a marking cycle's end until 70 % is free (default 40), shrink only past 90 % (default 70). */
        static final String ROOMY_MIN = "70";
        static final String ROOMY_MAX = "90";
        /** While trimming: keep at most 30 % of the heap free. */
        static final String TRIM_MAX = "30";
        /**
         * Lean, after a trim: grow at a marking cycle's end only when less than 10 % is free. Else the first cycle
         * after a trim grows the heap straight back to 40 % free (measured: 220 to 268 MiB, 389 to 438 MiB
         * resident, in a 150 s hold of 19,000 idle sockets). The collector still grows it whenever its collections
         * take too much time. The most free share goes back to the JVM's default.
         */
        static final String LEAN_MIN = "10";
        static final String LEAN_MAX = "70";

        private static boolean isOurs(VMOption option) {
            return option.getOrigin() == VMOption.Origin.DEFAULT || option.getOrigin() == VMOption.Origin.MANAGEMENT;
        }

        private final HotSpotDiagnosticMXBean hotspot =
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);

        @Override
        public long committed() {
            return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted();
        }

        /**
         * Left alone when the operator chose either ratio: sizing by ours would undo theirs. MANAGEMENT is this
         * class's own setting from an earlier call.
         */
        private boolean ours() {
            return isOurs(hotspot.getVMOption("MaxHeapFreeRatio")) && isOurs(hotspot.getVMOption("MinHeapFreeRatio"));
        }

        @Override
        public void roomy() {
            if (ours()) {
                // Max first: min may never exceed it.
                hotspot.setVMOption("MaxHeapFreeRatio", ROOMY_MAX);
                hotspot.setVMOption("MinHeapFreeRatio", ROOMY_MIN);
            }
        }

        @Override
        public void compact() {
            boolean ours = ours();
            if (ours) {
                // Min first: it may never exceed max.
                hotspot.setVMOption("MinHeapFreeRatio", LEAN_MIN);
                hotspot.setVMOption("MaxHeapFreeRatio", TRIM_MAX);
            }
            try {
                System.gc();
            } finally {
                if (ours) {
                    hotspot.setVMOption("MaxHeapFreeRatio", LEAN_MAX);
                }
            }
        }
    }
}
