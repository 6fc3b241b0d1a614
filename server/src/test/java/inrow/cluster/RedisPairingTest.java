package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.pairing.Pairing;
import inrow.pairing.PoolKey;
import inrow.pairing.Pools;
import inrow.pairing.RecentPairings;
import inrow.pairing.Refusal;
import inrow.pairing.Seeker;
import inrow.testing.TestClock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Quick pairing's pools shared through a real Redis by three nodes in this JVM (three links, three sets of pools):
 * every node matching the same pool at the same moment never pairs an entry twice and leaves nobody who could be
 * paired; one entry per player across nodes; a node that stops beating loses its entries within seconds, and its
 * player may enter again elsewhere.
 */
@Timeout(120)
class RedisPairingTest {
    private static final PoolKey POOL = new PoolKey("gomoku-freestyle", "3+2", false);
    private static LocalRedis redis;
    private final List<RedisLink> links = new ArrayList<>();
    private final TestClock clock = new TestClock();

    @BeforeAll
    static void startRedis() throws Exception {
        redis = LocalRedis.launch();
    }

    @AfterAll
    static void stopRedis() {
        if (redis != null) {
            redis.close();
        }
    }

    @AfterEach
    void closeNodes() throws Exception {
        links.forEach(RedisLink::close);
        redis.flushAll();
    }

    private record Node(RedisPairing pairing, Pools pools) {
    }

    private Node node() {
        RedisLink link = RedisLink.connect(redis.url(), clock);
        links.add(link);
        RedisPairing pairing = new RedisPairing(link);
        beat(pairing);
        return new Node(pairing, new Pools(Set.of(POOL), new RecentPairings(1000), clock, pairing.waiting()));
    }

    /** A beat, waited for (the node's own timer does it every second in a server). */
    private static void beat(RedisPairing pairing) {
        pairing.beat();
        // A command after it on the same connection answers after it.
        pairing.waiting().counts();
    }

    private static Seeker seeker(String player) {
        return new Seeker(player, false, 1500, 350, player.toUpperCase(), null);
    }

    private static Seeker seeker(String player, double rating) {
        return new Seeker(player, false, rating, 350, player.toUpperCase(), null);
    }

    private static List<String> players(List<inrow.pairing.Entry> entries) {
        return entries.stream().map(inrow.pairing.Entry::player).sorted().toList();
    }

    @Test
    void anEntrantReadsOnlyItsRatingWindowAndAFarEntryIsPairedWhenTheRangesWiden() {
        clock.stop();
        Node a = node();
        Node b = node();
        assertTrue(a.pools().enter(seeker("low", 1500), POOL).accepted());
        // 250 apart: outside both players' first range (100).
        Pools.Entered high = b.pools().enter(seeker("high", 1750), POOL);
        assertTrue(high.accepted());
        assertEquals(List.of(), high.pairings());
        assertEquals(List.of("high"), players(b.pairing().waiting().near(POOL, 1750, 1650, 1850)),
            "low is not read by an entrant at 1750");
        assertEquals(List.of("high", "low"), players(b.pairing().waiting().near(POOL, 1625, 1500, 1750)),
            "both ends of a window are in it");
        // 100 + 25 a second: 225 after 5 s, not yet; 250 after 6 s, each accepts the other.
        clock.advance(5_000);
        assertEquals(List.of(), a.pools().tick());
        assertEquals(List.of(), b.pools().tick());
        clock.advance(1_000);
        List<Pairing> made = a.pools().tick();
        assertEquals(1, made.size());
        assertEquals(Set.of("low", "high"), Set.of(made.get(0).first().player(), made.get(0).second().player()));
        assertEquals(Map.of(), b.pools().seeking(), "taken out of the hash and the rank alike");
        assertEquals(List.of(), b.pairing().waiting().near(POOL, 1600, 0, 3000));
    }

    @Test
    void aCrowdedWindowIsCutToTheClosestOnEachSide() {
        Node a = node();
        int each = inrow.pairing.Waiting.NEAR_EACH_SIDE;
        // Ratings 1400 to 1600 in steps of 1, added without matching (entering would pair them at once).
        for (int r = 1400; r <= 1600; r++) {
            assertTrue(a.pairing().waiting().add(new inrow.pairing.Entry(POOL, seeker("r" + r, r), clock.getAsLong(),
                inrow.pairing.Recent.NONE)));
        }
        List<inrow.pairing.Entry> near = a.pairing().waiting().near(POOL, 1500, 1400, 1600);
        Set<Double> ratings = new HashSet<>();
        near.forEach(e -> ratings.add(e.rating()));
        Set<Double> closest = new HashSet<>();
        for (int r = 1500 - each; r < 1500 + each; r++) {
            closest.add((double) r);
        }
        assertEquals(closest, ratings, each + " at or above 1500 and " + each + " below, the closest");
        assertEquals(Map.of(POOL, 201), a.pools().seeking(), "the counts still see everyone");
    }

    @Test
    void threeNodesRacingPairEveryEntryExactlyOnce() throws Exception {
        List<Node> nodes = List.of(node(), node(), node());
        int players = 300;
        // Everyone enters (a third on each node) with nobody matching yet... entering matches too, so the race
        // starts at once: each node's entries are matched by all three as they come, and by every tick.
        List<Pairing> made = new CopyOnWriteArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(6);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> work = new ArrayList<>();
        for (int n = 0; n < 3; n++) {
            Node node = nodes.get(n);
            int first = n;
            work.add(pool.submit(() -> {
                go.await();
                for (int i = first; i < players; i += 3) {
                    Pools.Entered e = node.pools().enter(seeker("p" + i), POOL);
                    assertTrue(e.accepted(), "p" + i + ": " + e.refusal());
                    made.addAll(e.pairings());
                }
                return null;
            }));
            work.add(pool.submit(() -> {
                go.await();
                for (int t = 0; t < 40; t++) {
                    made.addAll(node.pools().tick());
                }
                return null;
            }));
        }
        go.countDown();
        for (Future<?> f : work) {
            f.get();
        }
        for (Node node : nodes) {
            made.addAll(node.pools().tick());
        }
        pool.shutdown();
        Set<String> paired = new HashSet<>();
        for (Pairing p : made) {
            assertTrue(paired.add(p.first().player()), p.first().player() + " paired twice");
            assertTrue(paired.add(p.second().player()), p.second().player() + " paired twice");
            assertFalse(p.first().player().equals(p.second().player()));
        }
        assertEquals(players, paired.size(), "everyone paired: all accept each other at once");
        assertEquals(Map.of(), nodes.get(0).pools().seeking(), "nobody left waiting");
        // The seat's name travels with the entry, for the node that seats a player waiting elsewhere.
        assertEquals("P0", made.stream().flatMap(p -> java.util.stream.Stream.of(p.first(), p.second()))
            .filter(e -> e.player().equals("p0")).findFirst().orElseThrow().seeker().name());
    }

    @Test
    void onePlayerWaitsOnceAcrossNodesAndADeadNodesEntriesGo() throws Exception {
        Node a = node();
        Node b = node();
        Node c = node();
        assertTrue(c.pools().enter(seeker("cy"), POOL).accepted());
        assertEquals(Refusal.ALREADY_SEEKING, a.pools().enter(seeker("cy"), POOL).refusal(),
            "cy waits on c: not again on a");
        assertEquals(Map.of(POOL, 1), a.pools().seeking(), "a counts c's entry");
        // c dies: it stops beating (its link closes without a word).
        links.get(2).close();
        links.remove(2);
        Map<String, Boolean> gone = new ConcurrentHashMap<>();
        long deadline = System.nanoTime() + (RedisPairing.ALIVE_MILLIS + 5_000) * 1_000_000L;
        while (System.nanoTime() < deadline && gone.isEmpty()) {
            beat(a.pairing());
            beat(b.pairing());
            if (a.pools().seeking().isEmpty()) {
                gone.put("cy", true);
            }
            Thread.sleep(100);
        }
        assertTrue(gone.containsKey("cy"), "c's entry still counted " + (RedisPairing.ALIVE_MILLIS + 5_000)
            + " ms after c stopped beating");
        // Nothing pairs with the ghost; cy, on another node now, may enter again and is paired there.
        Pools.Entered again = a.pools().enter(seeker("cy"), POOL);
        assertTrue(again.accepted(), String.valueOf(again.refusal()));
        Pools.Entered dee = b.pools().enter(seeker("dee"), POOL);
        assertEquals(1, dee.pairings().size(), "dee, on b, is paired with cy, on a, at once");
        assertEquals(Set.of("cy", "dee"), Set.of(dee.pairings().get(0).first().player(),
            dee.pairings().get(0).second().player()));
    }
}
