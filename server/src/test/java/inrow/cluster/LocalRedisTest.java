package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.LoopbackPorts;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The test Redis itself: answers, stops like a crash, comes back on the same port with nothing kept. */
@Timeout(60)
class LocalRedisTest {
    @Test
    void startsStopsAndComesBackEmptyOnTheSamePort() throws Exception {
        try (LocalRedis redis = LocalRedis.launch()) {
            assertEquals("redis://127.0.0.1:" + redis.port(), redis.url());
            assertEquals("+PONG", redis.command("PING"));
            assertEquals("+OK", redis.command("SET", "inrow:test", "1"));
            assertEquals(":1", redis.command("EXISTS", "inrow:test"));

            redis.stop();
            assertFalse(redis.isRunning());
            assertThrows(IOException.class, () -> redis.command("PING"));

            redis.start();
            assertTrue(redis.isRunning());
            assertEquals(":0", redis.command("EXISTS", "inrow:test"), "a restarted Redis keeps nothing");
            redis.command("SET", "inrow:test", "1");
            redis.flushAll();
            assertEquals(":0", redis.command("EXISTS", "inrow:test"));
        }
    }

    @Test
    void aPortTakenBeforeRedisBindsItIsGivenUpForAnother() throws Exception {
        LocalRedis.assumeInstalled();
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            int[] ports = {taken.getLocalPort(), LoopbackPorts.pick()};
            AtomicInteger asked = new AtomicInteger();
            try (LocalRedis redis = LocalRedis.launch(() -> ports[asked.getAndIncrement()])) {
                assertEquals(ports[1], redis.port(), "the second port, after Redis found the first taken");
                assertEquals("+PONG", redis.command("PING"));
            }
        }
    }
}
