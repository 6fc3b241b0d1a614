package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.Await;
import io.lettuce.core.Range;
import io.lettuce.core.RedisClient;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.StreamMessage;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The Lua scripts of {@link Scripts}, each run on a real throwaway Redis through Lettuce, as the cluster's jobs run
 * them ({@link RedisSteps}, {@link RedisChannel}, {@link RedisLease}), with the keys of one room. Every test starts
 * from an empty Redis. Skipped where redis-server is not installed.
 */
@Timeout(60)
class ScriptsTest {
    private static final String ROOM = "inrow:{T3ST}:";
    private static final String COUNT = ROOM + "seq";
    private static final String PENDING = ROOM + "pending";
    private static final String FRESH = ROOM + "fresh";
    private static final String STREAM = ROOM + "log";
    private static final String CHANNEL = ROOM + "events";
    private static final String NODES = "inrow:nodes";
    private static final String LEASE = ROOM + "lease";
    private static final long WEEK_MILLIS = 604_800_000L;

    /** Two different texts for step 6 (as two nodes would write them) and one for step 7. */
    private static final String A6 = "{\"node\":\"aaaa\",\"event\":{\"seq\":6,\"node\":\"aaaa\"}}";
    private static final String B6 = "{\"node\":\"bbbb\",\"event\":{\"seq\":6,\"node\":\"bbbb\"}}";
    private static final String C6 = "{\"node\":\"cccc\",\"event\":{\"seq\":6,\"node\":\"cccc\"}}";

    private static LocalRedis server;
    private static RedisClient client;
    private static StatefulRedisConnection<String, String> connection;
    private static RedisCommands<String, String> redis;

    @BeforeAll
    static void startRedis() throws Exception {
        server = LocalRedis.launch();
        client = RedisClient.create(server.url());
        connection = client.connect();
        redis = connection.sync();
    }

    @AfterAll
    static void stopRedis() {
        try {
            if (connection != null) {
                connection.close();
            }
            if (client != null) {
                client.shutdown();
            }
        } finally {
            if (server != null) {
                server.close();
            }
        }
    }

    @BeforeEach
    void empty() {
        redis.flushall();
    }

    // ---- running the scripts as the cluster does ----

    private static List<Object> append(long after, String text, long freshMillis) {
        return redis.eval(Scripts.APPEND, ScriptOutputType.MULTI, new String[] {COUNT, PENDING, FRESH},
            Long.toString(after), text, Long.toString(freshMillis));
    }

    private static long seed(long recorded) {
        return redis.<Long>eval(Scripts.SEED, ScriptOutputType.INTEGER, new String[] {COUNT}, Long.toString(recorded));
    }

    private static long publish(long seq, String text) {
        return redis.<Long>eval(Scripts.PUBLISH, ScriptOutputType.INTEGER,
            new String[] {COUNT, STREAM, PENDING, CHANNEL}, Long.toString(seq), text);
    }

    private static long abort(long seq, String text) {
        return redis.<Long>eval(Scripts.ABORT, ScriptOutputType.INTEGER, new String[] {COUNT, PENDING, STREAM},
            Long.toString(seq), text);
    }

    private static long forget(String text) {
        return redis.<Long>eval(Scripts.FORGET, ScriptOutputType.INTEGER, new String[] {PENDING}, text);
    }

    private static List<Object> beat(String node, long windowMillis) {
        return redis.eval(Scripts.BEAT, ScriptOutputType.MULTI, new String[] {NODES}, node,
            Long.toString(windowMillis));
    }

    private static long count() {
        String c = redis.get(COUNT);
        return c == null ? -1 : Long.parseLong(c);
    }

    /** Redis's own clock, in ms. */
    private static long redisMillis() {
        List<String> t = redis.time();
        return Long.parseLong(t.get(0)) * 1000 + Long.parseLong(t.get(1)) / 1000;
    }

    // ---- APPEND ----

    @Test
    void appendWithoutACountSaysRedisLostItsData() {
        assertEquals(List.of(-1L, 0L), append(5, B6, 3000));
        assertEquals(0L, redis.exists(COUNT, PENDING, FRESH), "a refused append wrote something");
    }

    @Test
    void appendReservesTheNextStepOnceAndMarksItFreshForAWhile() {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 3000));
        assertEquals(6, count());
        assertEquals(B6, redis.get(PENDING));
        assertEquals("1", redis.get(FRESH));
        long ttl = redis.pttl(FRESH);
        assertTrue(ttl > 0 && ttl <= 3000, "the fresh mark must expire within the reservation time; pttl " + ttl);

        // Another node validated against the same step: it is told the count and changes nothing.
        assertEquals(List.of(0L, 6L), append(5, C6, 3000));
        assertEquals(6, count());
        assertEquals(B6, redis.get(PENDING), "a refused append replaced the pending step");
        // A node that validated against a later step is refused too (it is told the real count).
        assertEquals(List.of(0L, 6L), append(7, C6, 3000));
        assertEquals(B6, redis.get(PENDING));
    }

    @Test
    void theFreshMarkLapsesOnRedisClock() throws Exception {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 50));
        Await.until(Duration.ofSeconds(10), Duration.ofMillis(20), () -> redis.exists(FRESH) == 0);
        assertEquals(0L, redis.exists(FRESH), "a 50 ms fresh mark is still there after 10 s");
        assertEquals(B6, redis.get(PENDING), "the pending step itself does not lapse");
    }

    // ---- SEED ----

    @Test
    void seedFillsAMissingCount() {
        assertEquals(7L, seed(7));
        assertEquals(7, count());
    }

    @Test
    void seedRaisesALowerCount() {
        redis.set(COUNT, "3");
        assertEquals(7L, seed(7));
        assertEquals(7, count());
    }

    @Test
    void seedNeverLowersAHigherCount() {
        redis.set(COUNT, "9");
        assertEquals(9L, seed(7));
        assertEquals(9, count());
        assertEquals(9L, seed(9));
        assertEquals(9, count());
    }

    @Test
    void seedOfZeroOnAnEmptyRedisSetsZero() {
        assertEquals(0L, seed(0));
        assertEquals(0, count());
        // and a first step can then be reserved
        assertEquals(List.of(1L, 1L), append(0, B6, 3000));
    }

    // ---- PUBLISH ----

    @Test
    void publishAddsTheStepOnceUnderItsNumberAndSendsItOnce() throws Exception {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, A6, 3000));
        try (Listener channel = new Listener()) {
            assertEquals(1L, publish(6, A6));
            assertEquals(A6, channel.next(), "the step on the room's channel");

            List<StreamMessage<String, String>> log = redis.xrange(STREAM, Range.create("-", "+"));
            assertEquals(1, log.size(), log.toString());
            assertEquals("6-0", log.get(0).getId());
            assertEquals(A6, log.get(0).getBody().get("e"));
            assertEquals(0L, redis.exists(PENDING), "the published step is still pending");
            assertEquals(6, count());

            // Published again (a retry after a lost answer): added nowhere, sent nowhere.
            assertEquals(0L, publish(6, A6));
            assertEquals(1L, redis.xlen(STREAM));
            // Anything the second call had sent would arrive before this marker.
            redis.publish(CHANNEL, "marker");
            assertEquals("marker", channel.next(), "the second publish sent the step again");
        }
    }

    @Test
    void publishSetsAWeekOfExpiryOnCountAndStream() {
        redis.set(COUNT, "5");
        append(5, A6, 3000);
        assertEquals(1L, publish(6, A6));
        for (String key : List.of(COUNT, STREAM)) {
            long ttl = redis.pttl(key);
            assertTrue(ttl > WEEK_MILLIS - 60_000 && ttl <= WEEK_MILLIS, key + " pttl " + ttl);
        }
    }

    @Test
    void publishDeletesOnlyTheMatchingPendingStep() {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 3000));
        assertEquals(1L, publish(6, A6));
        assertEquals(B6, redis.get(PENDING), "publishing A6 removed the pending B6");
        assertEquals(6, count());
    }

    @Test
    void publishRaisesAMissingCount() {
        assertEquals(1L, publish(6, A6));
        assertEquals(6, count());
        assertEquals(1L, redis.xlen(STREAM));
    }

    @Test
    void publishRaisesALowerCountAndNeverLowersAHigherOne() {
        redis.set(COUNT, "4");
        assertEquals(1L, publish(6, A6));
        assertEquals(6, count());

        redis.flushall();
        redis.set(COUNT, "9");
        assertEquals(1L, publish(6, A6));
        assertEquals(9, count());
    }

    // ---- ABORT ----

    @Test
    void abortTakesBackAReservedStep() {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 3000));
        assertEquals(1L, abort(6, B6));
        assertEquals(5, count(), "the count did not go back");
        assertEquals(0L, redis.exists(PENDING));
        // The step can then be taken by anyone who validated against 5.
        assertEquals(List.of(1L, 6L), append(5, C6, 3000));
    }

    /**
     * The reviewed interleaving: B6 is reserved (count 6, pending B6), then A6 (in the record, e.g. saved before
     * Redis lost its data) is published under 6, then B6's write fails and B6 is taken back. The count must stay 6:
     * lowering it would let another step 6 be reserved over the published A6.
     */
    @Test
    void abortNeverLowersTheCountBelowAPublishedStep() {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 3000));
        assertEquals(1L, publish(6, A6));
        assertEquals(1L, abort(6, B6));
        assertEquals(6, count(), "aborting B6 lowered the count below the published A6");
        assertEquals(0L, redis.exists(PENDING), "the aborted B6 is still pending");
        assertEquals(1L, redis.xlen(STREAM));
        assertEquals(List.of(0L, 6L), append(5, C6, 3000), "a second step 6 could be reserved");
    }

    @Test
    void abortOfAStepThatIsNotPendingChangesNothing() {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 3000));
        assertEquals(0L, abort(6, C6));
        assertEquals(6, count());
        assertEquals(B6, redis.get(PENDING));

        redis.flushall();
        redis.set(COUNT, "6");
        assertEquals(0L, abort(6, B6), "nothing pending at all");
        assertEquals(6, count());
    }

    @Test
    void abortDoesNotLowerACountThatMovedOn() {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 3000));
        redis.set(COUNT, "8"); // raised from the record meanwhile (seeded after Redis came back, say)
        assertEquals(1L, abort(6, B6));
        assertEquals(8, count());
        assertEquals(0L, redis.exists(PENDING));
    }

    // ---- FORGET ----

    @Test
    void forgetDeletesOnlyTheMatchingPendingStep() {
        redis.set(COUNT, "5");
        assertEquals(List.of(1L, 6L), append(5, B6, 3000));
        assertEquals(0L, forget(C6));
        assertEquals(B6, redis.get(PENDING));
        assertEquals(1L, forget(B6));
        assertEquals(0L, redis.exists(PENDING));
        assertEquals(6, count(), "forget must leave the count alone (the record has step 6)");
        assertEquals(0L, forget(B6), "nothing pending any more");
    }

    // ---- BEAT ----

    @Test
    void beatAnswersRedisTimeAndTheLiveNodes() {
        long redisBefore = redisMillis();
        List<Object> reply = beat("n1", 5000);
        long redisAfter = redisMillis();
        long now = Long.parseLong(String.valueOf(reply.get(0)));
        assertTrue(redisBefore <= now && now <= redisAfter, "beat time " + now + " is not Redis's time, between "
            + redisBefore + " and " + redisAfter);
        // Same machine: Redis's clock is this one's, within a generous bound.
        assertTrue(Math.abs(now - System.currentTimeMillis()) < 60_000, "beat time " + now + " vs local "
            + System.currentTimeMillis());
        assertEquals(List.of("n1"), reply.subList(1, reply.size()).stream().map(String::valueOf).toList());
        assertEquals((double) now, redis.zscore(NODES, "n1"), "the node's beat is scored with Redis's time");
    }

    @Test
    void aNodeSilentForLongerThanTheWindowIsNotListed() {
        long now = redisMillis();
        redis.zadd(NODES, now - 10_000, "silent");
        redis.zadd(NODES, now - 1_000, "recent");
        redis.zadd(NODES, now - 2 * 3_600_000, "ancient");
        List<Object> reply = beat("n1", 5000);
        List<String> live = reply.subList(1, reply.size()).stream().map(String::valueOf).sorted().toList();
        assertEquals(List.of("n1", "recent"), live);
        assertNull(redis.zscore(NODES, "ancient"), "a node silent for over an hour is dropped from the set");
        assertTrue(redis.zscore(NODES, "silent") != null, "a node silent for less than an hour is kept");
    }

    // ---- LEASE / RELEASE ----

    @Test
    void aLeaseIsHeldByOneNodeAtATime() {
        assertEquals(1L, redis.<Long>eval(Scripts.LEASE, ScriptOutputType.INTEGER, new String[] {LEASE}, "n1",
            "5000"));
        assertEquals(0L, redis.<Long>eval(Scripts.LEASE, ScriptOutputType.INTEGER, new String[] {LEASE}, "n2",
            "5000"));
        assertEquals(1L, redis.<Long>eval(Scripts.LEASE, ScriptOutputType.INTEGER, new String[] {LEASE}, "n1",
            "5000"), "the holder extends its lease");
        long ttl = redis.pttl(LEASE);
        assertTrue(ttl > 0 && ttl <= 5000, "pttl " + ttl);
        redis.eval(Scripts.RELEASE, ScriptOutputType.INTEGER, new String[] {LEASE}, "n2");
        assertEquals("n1", redis.get(LEASE), "another node released a lease it does not hold");
        redis.eval(Scripts.RELEASE, ScriptOutputType.INTEGER, new String[] {LEASE}, "n1");
        assertFalse(redis.exists(LEASE) == 1L);
        assertEquals(1L, redis.<Long>eval(Scripts.LEASE, ScriptOutputType.INTEGER, new String[] {LEASE}, "n2",
            "5000"));
    }

    // ---- keys expire ----

    /**
     * The review's commit says "Redis keys of a room expire a week after their last use". A room whose count was
     * only seeded (opened after Redis lost its data or after its keys expired, such as a finished game looked at
     * again, and never stepped since) must not keep its count key for good.
     */
    @Test
    void aSeededCountExpires() {
        seed(5);
        long ttl = redis.pttl(COUNT);
        assertTrue(ttl > 0, "pttl of the count after SEED (-1: no expiry): " + ttl);
    }

    /**
     * APPEND rewrites the count with a plain SET, which drops the week of expiry PUBLISH gave it, and ABORT rewrites
     * it the same way: a room whose last step was taken back (its write failed) keeps its count key for good.
     */
    @Test
    void aCountTakenBackStillExpires() {
        redis.set(COUNT, "5");
        publish(5, A6); // count 5 with a week of expiry, as after a published step
        assertTrue(redis.pttl(COUNT) > 0);
        append(5, B6, 3000);
        long afterAppend = redis.pttl(COUNT);
        assertEquals(1L, abort(6, B6));
        long afterAbort = redis.pttl(COUNT);
        assertEquals(5, count());
        assertTrue(afterAbort > 0, "pttl of the count (-1: no expiry): after APPEND " + afterAppend + ", after ABORT "
            + afterAbort);
    }

    /**
     * Same through the other way an unfinished step is settled: its node died after writing it to the record and
     * before publishing it, and the node that found it forgets it (the room is rebuilt from the record). Nothing
     * after APPEND gives the count its expiry back, so it stays for good if nobody steps the room again.
     */
    @Test
    void aCountWhoseOrphanWasForgottenStillExpires() {
        redis.set(COUNT, "5");
        publish(5, A6);
        append(5, B6, 3000);
        assertEquals(1L, forget(B6));
        long ttl = redis.pttl(COUNT);
        assertEquals(6, count());
        assertTrue(ttl > 0, "pttl of the count after APPEND then FORGET (-1: no expiry): " + ttl);
    }

    /** A subscriber to the room's channel. */
    private static final class Listener implements AutoCloseable {
        private final StatefulRedisPubSubConnection<String, String> sub = client.connectPubSub();
        private final BlockingQueue<String> heard = new LinkedBlockingQueue<>();

        Listener() {
            sub.addListener(new RedisPubSubAdapter<>() {
                @Override
                public void message(String channel, String message) {
                    heard.add(message);
                }
            });
            sub.sync().subscribe(CHANNEL);
        }

        String next() throws InterruptedException {
            String m = heard.poll(10, TimeUnit.SECONDS);
            if (m == null) {
                throw new AssertionError("nothing heard on " + CHANNEL + " in 10 s");
            }
            return m;
        }

        @Override
        public void close() {
            sub.close();
        }
    }
}
