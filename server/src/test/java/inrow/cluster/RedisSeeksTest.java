package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.lobby.SeekBoard;
import inrow.pairing.Seek;
import inrow.protocol.ServerMessage;
import inrow.testing.Await;
import inrow.testing.TestClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * The seeks shared through a real Redis by three nodes in this JVM (three links, three boards): every node lists
 * every live seek; one open seek per player across nodes; of three nodes taking every seek at the same moment, each
 * seek goes to exactly one; a taken seek is told to every node; a creator seen on any node keeps their seek; a node
 * that stops beating loses its seeks within seconds.
 */
@Timeout(120)
class RedisSeeksTest {
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

    private RedisSeeks node() throws Exception {
        RedisLink link = RedisLink.connect(redis.url(), clock);
        links.add(link);
        RedisSeeks seeks = new RedisSeeks(link);
        seeks.beat().get(); // the node's own timer does it every second in a server
        return seeks;
    }

    private Seek draft(String player) {
        return new Seek(null, player, player.toUpperCase(), null, null, 1500, true, "connect4", "3+2", false, 1400,
            null, clock.getAsLong());
    }

    @Test
    void threeNodesTakingEverySeekAtOnceGiveEachToExactlyOne() throws Exception {
        List<RedisSeeks> nodes = List.of(node(), node(), node());
        int seeks = 150;
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < seeks; i++) {
            Seek s = nodes.get(i % 3).open(draft("p" + i));
            assertNotNull(s, "p" + i);
            ids.add(s.id());
        }
        for (RedisSeeks n : nodes) {
            assertEquals(ids, n.all().stream().map(Seek::id).toList(), "every node lists every seek, oldest first");
        }
        Map<String, List<Integer>> takers = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(6);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> work = new ArrayList<>();
        for (int n = 0; n < 3; n++) {
            RedisSeeks node = nodes.get(n);
            int who = n;
            for (int thread = 0; thread < 2; thread++) {
                work.add(pool.submit(() -> {
                    go.await();
                    for (String id : ids) {
                        Optional<Seek> got = node.take(id);
                        got.ifPresent(s -> takers.computeIfAbsent(s.id(), k -> new CopyOnWriteArrayList<>()).add(who));
                    }
                    return null;
                }));
            }
        }
        go.countDown();
        for (Future<?> f : work) {
            f.get();
        }
        pool.shutdown();
        assertEquals(seeks, takers.size(), "every seek was taken");
        takers.forEach((id, by) -> assertEquals(1, by.size(), id + " taken by " + by));
        assertTrue(nodes.get(1).all().isEmpty());
        assertEquals(Optional.empty(), nodes.get(2).of("p0"), "p0's seek is gone everywhere");
        assertNotNull(nodes.get(2).open(draft("p0")), "and p0 may open another");
    }

    @Test
    void onePlayerHasOneSeekAcrossNodesAndATakenSeekIsToldToEveryNode() throws Exception {
        RedisSeeks a = node();
        RedisSeeks b = node();
        List<SeekBoard.Taken> heardOnA = new CopyOnWriteArrayList<>();
        a.listen(heardOnA::add);
        Seek ann = a.open(draft("guest:ann"));
        assertNull(b.open(draft("guest:ann")), "ann's seek is open on a: not another on b");
        Seek seen = b.byId(ann.id()).orElseThrow();
        assertEquals(ann, seen, "b reads the seek as a opened it");
        assertEquals(Optional.of(ann), b.of("guest:ann"));
        assertEquals(Optional.of(ann), b.take(ann.id()));
        ServerMessage.Paired told = new ServerMessage.Paired("connect4/3+2", "K7M2QX9P", "X", "tok");
        b.tell(new SeekBoard.Taken("guest:ann", told));
        Await.condition("a hears that ann's seek was taken", Duration.ofSeconds(5), () -> !heardOnA.isEmpty());
        assertEquals(new SeekBoard.Taken("guest:ann", told), heardOnA.get(0));
        assertEquals(Optional.empty(), a.withdraw("guest:ann"), "taken: nothing to withdraw");
    }

    @Test
    void aCreatorSeenOnAnyNodeKeepsTheSeekAndOneGoneTheGraceLosesIt() throws Exception {
        RedisSeeks a = node();
        RedisSeeks b = node();
        long opened = clock.getAsLong();
        Seek ann = a.open(draft("guest:ann"));
        Seek bo = a.open(draft("guest:bo"));
        // Ann went on to a game page served by b, which saw her 20 s later; nobody saw Bo again.
        b.seen(Map.of("guest:ann", opened + 20_000, "guest:cy", opened + 20_000));
        a.seen(Map.of("guest:ann", opened + 5_000)); // a's older sighting does not set her back
        assertEquals(1, a.lapse(opened + 10_000));
        assertEquals(List.of(ann), b.all());
        assertEquals(Optional.empty(), b.byId(bo.id()));
        assertEquals(0, b.lapse(opened + 19_999));
        assertEquals(1, b.lapse(opened + 20_000));
        assertTrue(a.all().isEmpty());
    }

    @Test
    void aDeadNodesSeeksGoWithinSecondsAndItsCreatorsMayOpenAgain() throws Exception {
        RedisSeeks a = node();
        RedisSeeks b = node();
        RedisSeeks c = node();
        Seek cy = c.open(draft("guest:cy"));
        assertEquals(List.of(cy), a.all());
        // c dies: it stops beating (its link closes without a word).
        links.get(2).close();
        links.remove(2);
        long deadline = System.nanoTime() + (RedisSeeks.ALIVE_MILLIS + 5_000) * 1_000_000L;
        while (System.nanoTime() < deadline && !a.all().isEmpty()) {
            a.beat().get();
            b.beat().get();
            Thread.sleep(100);
        }
        assertTrue(a.all().isEmpty(), "c's seek still listed " + (RedisSeeks.ALIVE_MILLIS + 5_000)
            + " ms after c stopped beating");
        assertEquals(Optional.empty(), b.take(cy.id()), "nobody takes the dead node's seek");
        assertNotNull(a.open(draft("guest:cy")), "cy, on a now, opens again");
    }
}
