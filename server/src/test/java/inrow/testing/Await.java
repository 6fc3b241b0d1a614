package inrow.testing;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The one polling loop of the tests (Javalin's tests call theirs {@code awaitCondition}): asks again every few
 * milliseconds until something holds, up to a bound that is only a bound, never a measure. For what arrives on a
 * socket, use {@link WsClient}'s awaits instead; they wake at once.
 */
public final class Await {
    /** How often a condition is asked again unless the caller says otherwise. */
    public static final Duration EVERY = Duration.ofMillis(10);

    private Await() {
    }

    /** A probe that may throw; an unchecked exception or error ends the wait at once. */
    @FunctionalInterface
    public interface Probe<T> {
        T get() throws Exception;
    }

    /** Waits until the condition holds, or fails saying what it waited for. */
    public static void condition(String what, Duration timeout, BooleanSupplier holds) {
        value(() -> what, timeout, EVERY, () -> holds.getAsBoolean() ? Boolean.TRUE : null);
    }

    /**
     * Waits until the condition holds and says whether it did, without failing: for a caller that then asserts the
     * outcome itself, with its own message.
     */
    public static boolean until(Duration timeout, Duration every, BooleanSupplier holds) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!holds.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            sleep(every);
        }
        return true;
    }

    public static boolean until(Duration timeout, BooleanSupplier holds) {
        return until(timeout, EVERY, holds);
    }

    /** The first value other than null the probe gives, asked every {@code every}; fails after the timeout. */
    public static <T> T value(String what, Duration timeout, Duration every, Probe<T> probe) {
        return value(() -> what, timeout, every, probe);
    }

    /**
     * As above, with a description made only on failure, so it can tell the last thing seen. A checked exception
     * from the probe fails the wait; an unchecked one (an assertion that failed) passes through as it is.
     */
    public static <T> T value(Supplier<String> what, Duration timeout, Duration every, Probe<T> probe) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            T v;
            try {
                v = probe.get();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new AssertionError("failed waiting for " + what.get(), e);
            }
            if (v != null) {
                return v;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + timeout.toMillis() + " ms waiting for " + what.get());
            }
            sleep(every);
        }
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
