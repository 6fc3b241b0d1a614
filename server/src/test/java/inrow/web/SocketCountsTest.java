package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The socket counts, with an injected clock: upgrades count when allowed, and one never connected is given back. */
class SocketCountsTest {
    private static final ClientLimits LIMITS = new ClientLimits(10, 10, 5, 8, 300, 20, false, 8);
    private final AtomicLong now = new AtomicLong();
    private final SocketCounts counts = new SocketCounts(now::get);

    private SocketCounts.Place reserve(String address) {
        return counts.reserve(address, LIMITS, new SocketCounts.Refusal[1]);
    }

    @Test
    void upgradesInFlightCountBeforeTheyConnect() {
        for (int i = 0; i < 5; i++) {
            assertNotNull(reserve("203.0.113.1"), "upgrade " + i);
        }
        SocketCounts.Refusal[] why = new SocketCounts.Refusal[1];
        assertNull(counts.reserve("203.0.113.1", LIMITS, why), "none of the five has connected yet");
        assertEquals(SocketCounts.Refusal.ADDRESS, why[0]);
        assertNotNull(reserve("198.51.100.1"), "another address still gets in");
        for (int i = 0; i < 2; i++) {
            assertNotNull(reserve("192.0.2." + i));
        }
        assertNull(counts.reserve("192.0.2.9", LIMITS, why), "eight in all");
        assertEquals(SocketCounts.Refusal.SERVER, why[0]);
    }

    @Test
    void aPlaceNeverClaimedIsGivenBackAndAClaimedOneIsKept() {
        SocketCounts.Place claimed = reserve("203.0.113.2");
        counts.claim(claimed);
        reserve("203.0.113.2");
        assertEquals(2, counts.open("203.0.113.2"));
        now.addAndGet(SocketCounts.UNCLAIMED_NANOS + 1);
        reserve("198.51.100.2");
        assertEquals(1, counts.open("203.0.113.2"), "the upgrade that never connected gave its place back");
        counts.closed("203.0.113.2");
        assertEquals(0, counts.open("203.0.113.2"));
    }

    @Test
    void aLateClaimCountsItsSocketAgain() {
        SocketCounts.Place late = reserve("203.0.113.3");
        now.addAndGet(SocketCounts.UNCLAIMED_NANOS + 1);
        reserve("198.51.100.3");
        assertEquals(0, counts.open("203.0.113.3"));
        counts.claim(late);
        assertEquals(1, counts.open("203.0.113.3"), "a socket that did connect is counted until it closes");
    }

    @Test
    void parallelUpgradesFromOneAddressNeverPassTheLimit() throws Exception {
        ClientLimits limits = new ClientLimits(10, 10, 50, 10_000, 300, 20, false, 8);
        AtomicInteger allowed = new AtomicInteger();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 500; i++) {
                    SocketCounts.Place p = counts.reserve("203.0.113.4", limits, new SocketCounts.Refusal[1]);
                    if (p != null) {
                        allowed.incrementAndGet();
                        counts.claim(p);
                    }
                }
            });
            thread.start();
            threads.add(thread);
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(50, allowed.get());
        assertEquals(50, counts.open("203.0.113.4"));
    }

    /** A socket as the counts see it, with its seat and whether it was shed. */
    private static final class FakeSocket implements SocketCounts.Sheddable {
        boolean seated;
        boolean shed;

        FakeSocket(boolean seated) {
            this.seated = seated;
        }

        @Override
        public boolean seated() {
            return seated;
        }

        @Override
        public void shed() {
            shed = true;
        }
    }

    /** A socket that opens once those before it have settled (a page joins within a few seconds). */
    private FakeSocket open(String address, boolean seated) {
        now.addAndGet(SocketCounts.SETTLING_NANOS);
        FakeSocket s = new FakeSocket(seated);
        SocketCounts.Place p = reserve(address);
        assertNotNull(p, address);
        counts.claim(p, s);
        return s;
    }

    @Test
    void atTheCapTheOldestUnseatedSocketOfTheHeaviestAddressMakesRoom() {
        FakeSocket player = open("198.51.100.1", true);
        FakeSocket watcher = open("198.51.100.2", false);
        List<FakeSocket> flood = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            flood.add(open(i < 2 ? "203.0.113.8" : "203.0.113.9", false));
        }
        flood.get(2).seated = true; // the heavier address's oldest is a player's
        // eight in all: the cap
        FakeSocket newcomer = open("192.0.2.50", false);
        assertEquals(List.of(false, false, false, true, false, false), flood.stream().map(f -> f.shed).toList(),
            "the heaviest address's oldest socket without a seat");
        assertEquals(3, counts.open("203.0.113.9"));
        open("192.0.2.51", false);
        open("192.0.2.52", false);
        open("192.0.2.53", false);
        assertEquals(false, player.shed, "a player in a game is never shed");
        assertEquals(false, newcomer.shed || watcher.shed, "lone sockets go after the floods'");
        assertEquals(List.of(true, false, false, true, true, true), flood.stream().map(f -> f.shed).toList());
    }

    @Test
    void whenEverySocketIsAPlayersTheNewcomerIsRefused() {
        for (int i = 0; i < 8; i++) {
            open("198.51.100." + i, true);
        }
        SocketCounts.Refusal[] why = new SocketCounts.Refusal[1];
        assertNull(counts.reserve("192.0.2.1", LIMITS, why));
        assertEquals(SocketCounts.Refusal.SERVER, why[0]);
    }

    @Test
    void aSocketThatHasJustOpenedIsNotShedItIsStillJoining() {
        List<FakeSocket> joining = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            FakeSocket s = new FakeSocket(false);
            counts.claim(reserve(i < 4 ? "203.0.113.30" : "203.0.113.31"), s);
            joining.add(s);
        }
        SocketCounts.Refusal[] why = new SocketCounts.Refusal[1];
        assertNull(counts.reserve("192.0.2.2", LIMITS, why), "eight sockets a moment old: none is shed");
        assertEquals(SocketCounts.Refusal.SERVER, why[0]);
        assertEquals(false, joining.stream().anyMatch(f -> f.shed));
        now.addAndGet(SocketCounts.SETTLING_NANOS);
        assertNotNull(counts.reserve("192.0.2.2", LIMITS, why), "settled and still without a seat: one makes room");
        assertEquals(1, joining.stream().filter(f -> f.shed).count(), "one, of the heaviest address");
    }

    @Test
    void aShedSocketsCloseDoesNotGiveItsPlaceBackTwice() {
        List<SocketCounts.Held> held = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            held.add(counts.claim(reserve(i < 5 ? "203.0.113.20" : "203.0.113.21"), new FakeSocket(false)));
        }
        open("192.0.2.7", false);
        assertEquals(4, counts.open("203.0.113.20"), "its oldest was shed");
        counts.closed(held.get(0)); // the shed socket's close arrives
        assertEquals(4, counts.open("203.0.113.20"));
        counts.closed(held.get(1));
        assertEquals(3, counts.open("203.0.113.20"), "an ordinary close gives its place back");
        open("192.0.2.8", false);
        assertEquals(3, counts.open("203.0.113.20"), "below the cap again: nobody shed");
    }
}
