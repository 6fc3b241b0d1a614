package inrow.load;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * The load tool's own garbage collections over a stretch of time. A frame that arrives while the tool's JVM is
 * paused is timed as if the server had been slow, so a run reports how often and how long the instrument itself
 * stopped while it measured (docs/performance.md, "The load tool").
 */
record ToolPauses(long count, long millis) {
    /** Every collection this JVM has made so far, and their time (for G1's young and mixed ones, the pauses). */
    static ToolPauses sinceStart() {
        long count = 0;
        long millis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            millis += Math.max(0, gc.getCollectionTime());
        }
        return new ToolPauses(count, millis);
    }

    ToolPauses since(ToolPauses earlier) {
        return new ToolPauses(count - earlier.count, millis - earlier.millis);
    }
}
