import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;

/**
 * How long a parked Java thread takes to run after another thread unparks it: the hand-over every commit makes
 * twice (to the store's writer, and back to a room thread). Once a millisecond for SECONDS seconds, one thread
 * stamps the time and unparks a second, which records how late it woke. Run beside the load test to see what a
 * busy machine does to a wake-up; alone, for the machine's floor.
 *
 * <pre>java docs/perf/Wakeup.java [SECONDS]</pre>
 */
public class Wakeup {
    private static volatile long unparkedAt;

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        int rounds = seconds * 1000;
        long[] late = new long[rounds];
        Thread waiter = new Thread(() -> {
            for (int i = 0; i < rounds; i++) {
                long seen;
                while ((seen = unparkedAt) == 0) {
                    LockSupport.park();
                }
                late[i] = System.nanoTime() - seen;
                unparkedAt = 0;
            }
        }, "waiter");
        waiter.start();
        for (int i = 0; i < rounds; i++) {
            LockSupport.parkNanos(1_000_000);
            while (unparkedAt != 0) {
                Thread.onSpinWait(); // the waiter has not taken the last one yet
            }
            unparkedAt = System.nanoTime();
            LockSupport.unpark(waiter);
        }
        waiter.join();
        long[] sorted = late.clone();
        Arrays.sort(sorted);
        System.out.printf("wake-ups %d: p50 %.3f ms, p90 %.3f, p99 %.3f, p99.9 %.3f, max %.3f%n", rounds,
            at(sorted, 0.5), at(sorted, 0.9), at(sorted, 0.99), at(sorted, 0.999), sorted[rounds - 1] / 1e6);
    }

    private static double at(long[] sorted, double q) {
        return sorted[(int) Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))] / 1e6;
    }
}
