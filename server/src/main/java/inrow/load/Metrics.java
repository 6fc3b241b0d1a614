package inrow.load;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Recorder;
import org.HdrHistogram.Histogram;

/**
 * What a load run measures, in microseconds: move round trip (from when the move was due to the mover's confirming
 * state), spectator fan-out (from the send to a spectator's state holding that move), and ping round trip on the
 * same sockets as the baseline. Recorders take values from many threads without locks.
 */
final class Metrics {
    static final long MAX_MICROS = 60_000_000;

    final Recorder moves = new Recorder(MAX_MICROS, 3);
    final Recorder fanout = new Recorder(MAX_MICROS, 3);
    final Recorder pings = new Recorder(MAX_MICROS, 3);
    final Histogram movesTotal = new Histogram(MAX_MICROS, 3);
    final Histogram fanoutTotal = new Histogram(MAX_MICROS, 3);
    final Histogram pingsTotal = new Histogram(MAX_MICROS, 3);
    final LongAdder movesConfirmed = new LongAdder();
    final LongAdder movesSent = new LongAdder();
    final AtomicLong connections = new AtomicLong();
    final AtomicLong peakRssKb = new AtomicLong();
    final Map<String, LongAdder> errors = new ConcurrentHashMap<>();

    void error(String what) {
        errors.computeIfAbsent(what, k -> new LongAdder()).increment();
    }

    long errorCount() {
        return errors.values().stream().mapToLong(LongAdder::sum).sum();
    }

    /**
     * When the measured seconds began (System.nanoTime): a move sent before it and confirmed after is the warm-up's,
     * not theirs. Without this a run counted more moves confirmed than sent (60,688 of 60,682), and more move
     * latencies than moves confirmed (60,717).
     */
    volatile long measuredFrom = Long.MIN_VALUE;

    /**
     * The warm-up is over: what was measured so far does not count (every game is still verified whole). While the
     * counts are cleared nothing is counted (a confirmation landing between the clearing of the histogram and that
     * of the counter was kept by one and not the other); the start is set last, so a move sent meanwhile is the
     * warm-up's.
     */
    synchronized void forget() {
        measuredFrom = Long.MAX_VALUE;
        moves.reset();
        fanout.reset();
        pings.reset();
        movesTotal.reset();
        fanoutTotal.reset();
        pingsTotal.reset();
        movesConfirmed.reset();
        movesSent.reset();
        measuredFrom = System.nanoTime();
    }

    /** Moves the interval's values into the run's totals; returns the interval's move histogram. */
    synchronized Histogram drain() {
        Histogram m = moves.getIntervalHistogram();
        movesTotal.add(m);
        fanoutTotal.add(fanout.getIntervalHistogram());
        pingsTotal.add(pings.getIntervalHistogram());
        return m;
    }
}
