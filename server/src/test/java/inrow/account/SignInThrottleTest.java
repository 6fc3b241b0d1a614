package inrow.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SignInThrottleTest {
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final SignInThrottle throttle = new SignInThrottle(3, 5, now::get);

    @Test
    void aNameFailedTooOftenWaitsUntilItsOldestFailureLeavesTheWindow() {
        for (int i = 0; i < 3; i++) {
            assertEquals(0, throttle.wait("ana", "10.0.0." + i));
            throttle.failed("ana", "10.0.0." + i);
            now.addAndGet(1000);
        }
        long wait = throttle.wait("ana", "10.0.0.9");
        assertEquals((SignInThrottle.WINDOW_MILLIS - 3000) / 1000, wait, "from any address");
        assertEquals(0, throttle.wait("bo", "10.0.0.9"), "another name is not held up");
        now.addAndGet(SignInThrottle.WINDOW_MILLIS - 3000);
        assertEquals(0, throttle.wait("ana", "10.0.0.9"));
    }

    @Test
    void anAddressTryingManyNamesWaitsToo() {
        for (int i = 0; i < 5; i++) {
            throttle.failed("name" + i, "10.0.0.1");
        }
        assertTrue(throttle.wait("someone", "10.0.0.1") > 0);
        assertEquals(0, throttle.wait("someone", "10.0.0.2"));
        assertTrue(throttle.wait(null, "10.0.0.1") > 0, "passkeys count by address");
    }

    @Test
    void aSuccessClearsTheName() {
        throttle.failed("ana", "a");
        throttle.failed("ana", "b");
        throttle.succeeded("ana");
        throttle.failed("ana", "c");
        throttle.failed("ana", "d");
        assertEquals(0, throttle.wait("ana", "e"));
    }
}
