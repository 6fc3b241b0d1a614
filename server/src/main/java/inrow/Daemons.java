package inrow;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads that never keep the JVM alive, named after their work ("room-1", "cluster-db-2") for thread dumps. */
public final class Daemons {
    private Daemons() {
    }

    public static ThreadFactory named(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /**
     * One timer thread whose cancelled tasks leave its queue at once. By default a cancelled task stays queued
     * until it would have run: every move re-arms its room's deadline (minutes away), so under 1,000 moves a
     * second the queue filled with dead tasks, which every young collection found alive and copied (a tenth of
     * what the collector copied under the load test, JFR promotion samples).
     */
    public static ScheduledExecutorService timer(String name) {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, named(name));
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }
}
