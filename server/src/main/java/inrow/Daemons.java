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
     * until it would have run, and a room re-arms its deadline (minutes away) as its game goes on, so a busy
     * server's queue would hold dead tasks that every young collection finds alive and copies.
     */
    public static ScheduledExecutorService timer(String name) {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, named(name));
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }
}
