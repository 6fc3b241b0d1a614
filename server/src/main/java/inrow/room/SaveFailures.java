package inrow.room;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The log of saves that failed. When the store is away (Redis restarting, a database down) every move in every room
 * fails the same way, and a stack trace for each filled the log: the first failure after a quiet minute is logged
 * with its trace, the others are counted and said with the next trace ("N more since the last trace"). A count that
 * no later failure comes to say is not logged: the outage is over by then, and its first failure was traced.
 */
final class SaveFailures {
    static final long QUIET_NANOS = TimeUnit.MINUTES.toNanos(1);
    private static final System.Logger LOG = System.getLogger(SaveFailures.class.getName());
    static final SaveFailures LOGGED = new SaveFailures(System::nanoTime);

    /** What to write for one failure: its trace, or nothing (counted), with how many were counted before it. */
    record Entry(boolean withTrace, int countedBefore) {
    }

    private final LongSupplier nanos;
    private boolean any;
    private long tracedAt;
    private int counted;

    SaveFailures(LongSupplier nanos) {
        this.nanos = nanos;
    }

    synchronized Entry next() {
        long now = nanos.getAsLong();
        if (any && now - tracedAt < QUIET_NANOS) {
            counted++;
            return new Entry(false, 0);
        }
        Entry entry = new Entry(true, counted);
        any = true;
        tracedAt = now;
        counted = 0;
        return entry;
    }

    void failed(String code, Throwable failure) {
        Entry entry = next();
        if (entry.withTrace()) {
            String also = entry.countedBefore() == 0 ? ""
                : " (and " + entry.countedBefore() + " more saves failed since the last trace, not traced)";
            LOG.log(System.Logger.Level.ERROR, "could not save " + code + also, failure);
        }
    }
}
