package inrow.room;

import inrow.game.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every connection sees the room's states in the order they happened: each connection's versions increase by one
 * per change while it is joined, so connections joined over the same span see exactly the same versions.
 */
@Timeout(value = 15, unit = TimeUnit.SECONDS)
class RoomOrderingTest {

    @Test
    void everyConnectionSeesStrictlyIncreasingVersionsAndTheSameSequence() {
        RoomKit kit = new RoomKit();
        RoomKit.Table t = kit.started();
        FakeConnection s1 = t.spectator("s1");
        FakeConnection s2 = t.spectator("s2");
        long from = s2.lastVersion(); // everyone below has seen this state

        t.play(t.x, 1, 1);
        FakeConnection late = t.spectator("late");
        t.send(t.o, "{'type':'move','x':1,'y':1,'ply':1}"); // refused: no version
        t.play(t.o, 0, 0);
        t.send(s1, "{'type':'ping','id':1}");
        t.send(s1, "{'type':'join','role':'spectator','name':'again'}");
        t.room.disconnect(late);
        t.play(t.x, 2, 2);
        t.send(t.o, "{'type':'resign'}");
        t.send(t.o, "{'type':'rematch'}");
        t.send(t.x, "{'type':'rematch'}");
        t.play(t.o, 0, 0);

        List<FakeConnection> all = t.all();
        for (FakeConnection c : all) {
            assertConsecutive(c);
        }
        List<Long> reference = after(t.x.versions(), from);
        assertFalse(reference.isEmpty());
        for (FakeConnection c : List.of(t.x, t.o, s1, s2)) {
            assertEquals(reference, after(c.versions(), from), c.label + " saw another sequence");
        }
        assertTrue(late.versions().size() >= 2, "late saw the states while it was there");
        assertTrue(late.lastVersion() < t.x.lastVersion(), "late stopped hearing once gone");
    }

    /**
     * Six connections join at once on a real pool, then threads fire moves, joins, pings and short visits into the
     * room together. However the tasks interleave, every connection must see versions one apart, and the six must
     * see the same versions with the same games.
     */
    @Test
    void concurrentTrafficOnARealPoolKeepsEveryConnectionsSequenceOrderedAndIdentical() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            RoomKit kit = new RoomKit(pool, RoomLimits.DEFAULT);
            RoomKit.Table t = kit.create(Rules.GOMOKU, SeatSpec.OPEN, SeatSpec.OPEN, null);
            List<FakeConnection> members = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                members.add(new FakeConnection("c" + i));
            }
            AtomicInteger syncs = new AtomicInteger();

            // Phase 1: everyone connects and asks for a seat at the same moment; two win, four watch.
            runTogether(members.size(), i -> {
                FakeConnection c = members.get(i);
                t.connections.add(c);
                t.room.connect(c);
                t.send(c, "{'type':'join','role':'player','name':'P" + i + "'}");
            });
            sync(t, members, syncs);
            FakeConnection x = null;
            FakeConnection o = null;
            for (FakeConnection c : members) {
                String seat = c.last("welcome").path("seat").asText("");
                if (seat.equals("X")) {
                    assertTrue(x == null, "two X seats");
                    x = c;
                } else if (seat.equals("O")) {
                    assertTrue(o == null, "two O seats");
                    o = c;
                }
            }
            assertTrue(x != null && o != null, "both seats were taken");
            long afterJoins = members.get(0).lastVersion();
            for (FakeConnection c : members) {
                assertEquals(afterJoins, c.lastVersion(), c.label + " missed a join state");
                assertEquals("playing", c.game().path("status").asText());
                assertEquals(4, c.game().path("spectators").asInt());
            }

            // Phase 2: everybody at once.
            FakeConnection px = x;
            FakeConnection po = o;
            String xToken = x.last("welcome").path("token").asText();
            List<FakeConnection> visitors = new ArrayList<>();
            // Each visit is two real changes (its join, its leaving). Repeated joins change nothing and are
            // answered to their sender alone, so the visits are what make phase 2 change the room.
            for (int i = 0; i < 15; i++) {
                visitors.add(new FakeConnection("visitor" + i));
            }
            runTogether(members.size() + 1, i -> {
                Random random = new Random(i);
                if (i == members.size()) {
                    for (FakeConnection v : visitors) {
                        t.connections.add(v);
                        t.room.connect(v);
                        t.send(v, "{'type':'join','role':'spectator'}");
                        t.send(v, "{'type':'ping','id':'v'}");
                        t.room.disconnect(v);
                    }
                    return;
                }
                FakeConnection c = members.get(i);
                for (int n = 0; n < 150; n++) {
                    if (c == px || c == po) {
                        t.move(c, random.nextInt(15), random.nextInt(15), null);
                        if (n % 50 == 0 && c == px) {
                            t.send(c, "{'type':'join','token':'" + xToken + "'}");
                        }
                    } else if (n % 10 == 0) {
                        t.send(c, "{'type':'join','role':'spectator','name':'S" + n + "'}");
                    } else {
                        t.send(c, "{'type':'ping','id':" + n + "}");
                    }
                }
            });
            sync(t, members, syncs);

            for (FakeConnection c : t.all()) {
                assertConsecutive(c);
                assertMovesOnlyGrow(c);
            }
            List<Long> reference = after(members.get(0).versions(), afterJoins);
            assertTrue(reference.size() > 20, "phase 2 changed the room: " + reference.size());
            List<JsonNode> games = gamesAfter(members.get(0), afterJoins);
            for (FakeConnection c : members) {
                assertEquals(reference, after(c.versions(), afterJoins), c.label + " saw another sequence");
                assertEquals(games, gamesAfter(c, afterJoins), c.label + " saw other games");
            }
            assertEquals(t.view(), members.get(0).game(), "the last state sent is the published one");
            for (FakeConnection v : visitors) {
                // While a visitor is in, other threads' changes reach it too: welcome, its join's state, then
                // states and exactly one pong, nothing else.
                List<String> types = v.frames().stream().map(f -> f.path("type").asText()).toList();
                assertEquals(List.of("welcome", "state"), types.subList(0, 2), v.label + ": " + types);
                assertEquals(1, types.stream().filter("pong"::equals).count(), v.label + ": " + types);
                assertTrue(types.subList(1, types.size()).stream().allMatch(ty -> ty.equals("state")
                    || ty.equals("pong")), v.label + ": " + types);
            }
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(5, TimeUnit.SECONDS));
        }
    }

    private interface Body {
        void run(int index) throws Exception;
    }

    /** Starts {@code n} threads behind one gate so their calls overlap, and waits for all of them. */
    private static void runTogether(int n, Body body) throws Exception {
        CountDownLatch gate = new CountDownLatch(1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int index = i;
            Thread th = new Thread(() -> {
                try {
                    gate.await();
                    body.run(index);
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, "client-" + i);
            th.start();
            threads.add(th);
        }
        gate.countDown();
        for (Thread th : threads) {
            th.join(5_000);
            assertFalse(th.isAlive(), th.getName() + " is stuck");
        }
        if (failure.get() != null) {
            throw new AssertionError("client thread failed", failure.get());
        }
    }

    /**
     * Waits until the room has run everything queued so far: a ping queued behind all earlier tasks is answered
     * only after them, since the room runs its tasks in order.
     */
    private static void sync(RoomKit.Table t, List<FakeConnection> members, AtomicInteger syncs) throws Exception {
        for (FakeConnection c : members) {
            String id = "sync-" + syncs.incrementAndGet();
            t.send(c, "{'type':'ping','id':'" + id + "'}");
            if (!c.await(f -> "pong".equals(f.path("type").asText()) && id.equals(f.path("id").asText()), 5_000)) {
                fail(c.label + " never got pong " + id + "; frames: " + c.raw().size());
            }
        }
    }

    /** Versions seen by one connection go up by exactly one per state: none skipped, none repeated. */
    private static void assertConsecutive(FakeConnection c) {
        List<Long> v = c.versions();
        for (int i = 1; i < v.size(); i++) {
            if (v.get(i) != v.get(i - 1) + 1) {
                fail(c.label + " saw v " + v.get(i - 1) + " then " + v.get(i) + ": " + v);
            }
        }
    }

    /** Within a round, each state's move list extends the one before it. */
    private static void assertMovesOnlyGrow(FakeConnection c) {
        List<JsonNode> states = c.ofType("state");
        for (int i = 1; i < states.size(); i++) {
            JsonNode before = states.get(i - 1).path("game").path("moves");
            JsonNode now = states.get(i).path("game").path("moves");
            assertTrue(now.size() >= before.size(), c.label + " saw moves shrink");
            for (int k = 0; k < before.size(); k++) {
                assertEquals(before.get(k), now.get(k), c.label + " saw move " + k + " change");
            }
        }
    }

    private static List<Long> after(List<Long> versions, long from) {
        return versions.stream().filter(v -> v > from).toList();
    }

    private static List<JsonNode> gamesAfter(FakeConnection c, long from) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode s : c.ofType("state")) {
            if (s.path("v").asLong() > from) {
                out.add(s.path("game"));
            }
        }
        return out;
    }
}
