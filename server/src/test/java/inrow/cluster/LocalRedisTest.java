package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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
}
