package inrow;

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
}
