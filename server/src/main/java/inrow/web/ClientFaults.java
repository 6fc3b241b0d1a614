package inrow.web;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * What clients do that is theirs to do and no fault of ours (a body abandoned halfway, a connection cut while a
 * request was read or answered): one short line, at most once per {@link #EVERY_NANOS}, saying how many there were
 * since the last. A stack trace for each let one address write 886 of them, 5 KB each, a second. Our own faults
 * still get a full stack trace where they happen.
 */
final class ClientFaults {
    static final long EVERY_NANOS = 60_000_000_000L;

    private final LongSupplier nanos;
    private final Consumer<String> log;
    private long windowStart;
    private boolean started;
    private long count;

    ClientFaults(LongSupplier nanos, Consumer<String> log) {
        this.nanos = nanos;
        this.log = log;
    }

    /** The server's: one INFO line through System.Logger. */
    static ClientFaults toLog() {
        System.Logger logger = System.getLogger(ClientFaults.class.getName());
        return new ClientFaults(System::nanoTime, line -> logger.log(System.Logger.Level.INFO, line));
    }

    /** Whether this failure is the client's doing: its connection ended or stalled, not our code. */
    static boolean byClient(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof org.eclipse.jetty.io.EofException || t instanceof java.util.concurrent.TimeoutException
                || t instanceof java.nio.channels.ClosedChannelException
                || t instanceof org.eclipse.jetty.http.BadMessageException
                || t instanceof java.io.IOException && t.getClass().getName().startsWith("org.eclipse.jetty.")) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }

    /** Counts one; says so when the last line was long enough ago. */
    void note(String what, String address, Throwable failure) {
        String line = null;
        synchronized (this) {
            long now = nanos.getAsLong();
            count++;
            if (!started || now - windowStart >= EVERY_NANOS) {
                line = count + (count == 1 ? " request" : " requests") + " cut short by " + (count == 1 ? "its client"
                    : "their clients") + (started ? " in the last " + (now - windowStart) / 1_000_000_000L + " s" : "")
                    + "; latest: " + what + " from " + address + " (" + failure.getClass().getSimpleName() + ": "
                    + failure.getMessage() + "). Next count in " + EVERY_NANOS / 1_000_000_000L + " s.";
                started = true;
                windowStart = now;
                count = 0;
            }
        }
        if (line != null) {
            log.accept(line);
        }
    }
}
