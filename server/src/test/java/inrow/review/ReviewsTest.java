package inrow.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.testing.TestClock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two nodes asked for one review at once compute it once (issue 42): the second shows the first's progress from the
 * shared store, never queues it itself, and takes it over only when the first's claim lapses (its node died).
 */
@Timeout(60)
class ReviewsTest {
    private static final Reviews.Round TICTACTOE = new Reviews.Round("K7M2QX9P", 1, Rules.TICTACTOE,
        List.of(new Point(1, 1), new Point(1, 0), new Point(0, 0), new Point(2, 2), new Point(2, 0), new Point(0, 2),
            new Point(0, 1), new Point(2, 1), new Point(1, 2)));

    @Test
    void ofTwoNodesAskedAtOnceOnlyOneComputesAndTheOtherShowsIt() throws Exception {
        ReviewStore shared = ReviewStore.inMemory();
        TestClock clock = new TestClock();
        clock.stop();
        Reviews a = new Reviews(shared, 1, 50, "a", clock);
        Reviews b = new Reviews(shared, 0, 50, "b", clock); // no threads: b could not compute it if it tried
        try {
            Reviews.Status first = a.request(TICTACTOE, "1.2.3.4");
            assertTrue(first.state().equals("waiting") || first.state().equals("running"), first.toString());
            Reviews.Status second = b.request(TICTACTOE, "5.6.7.8");
            assertEquals("running", second.state(), "b shows a's review as under way instead of refusing or queuing");
            assertTrue(b.underWay().isEmpty());
            Reviews.Status done = inrow.testing.Await.value("a's review done", java.time.Duration.ofSeconds(30),
                java.time.Duration.ofMillis(20), () -> b.status("K7M2QX9P", 1).filter(s -> s.state().equals("done"))
                    .orElse(null));
            assertEquals(9, done.review().moves().size(), "b reads the review a stored");
        } finally {
            a.close();
            b.close();
        }
    }

    @Test
    void aClaimThatLapsesIsTakenOverByTheNextNodeAsked() {
        ReviewStore shared = ReviewStore.inMemory();
        TestClock clock = new TestClock();
        clock.stop();
        // The node that claimed it died at once: its claim stands for CLAIM_MILLIS, then lapses.
        assertTrue(shared.claim("K7M2QX9P", 1, "dead", clock.getAsLong(), clock.getAsLong() + Reviews.CLAIM_MILLIS,
            null));
        Reviews b = new Reviews(shared, 1, 50, "b", clock);
        try {
            assertEquals("running", b.request(TICTACTOE, "5.6.7.8").state());
            assertTrue(b.underWay().isEmpty(), "the dead node's claim still holds");
            clock.advance(Reviews.CLAIM_MILLIS + 1);
            b.request(TICTACTOE, "5.6.7.8");
            assertEquals("b", shared.claimOf("K7M2QX9P", 1, clock.getAsLong()).orElseThrow().node(),
                "b claimed it: b computes it now");
            Reviews.Status done = inrow.testing.Await.value("b's review done", java.time.Duration.ofSeconds(30),
                java.time.Duration.ofMillis(20), () -> b.status("K7M2QX9P", 1).filter(s -> s.state().equals("done"))
                    .orElse(null));
            assertEquals(9, done.review().moves().size());
        } finally {
            b.close();
        }
    }

    /** A signed-in person has a share of their own wherever they ask from, beside each address's. */
    @Test
    void anAccountHasItsShareFromEveryAddress() throws Exception {
        Reviews pool = new Reviews(ReviewStore.inMemory(), 1, 50);
        java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
        java.util.function.Consumer<java.util.function.BooleanSupplier> slow = cancelled -> {
            try {
                hold.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        try {
            pool.enqueue("one", new Reviews.Requester("10.0.0.1", "ana"), slow);
            pool.enqueue("two", new Reviews.Requester("10.0.0.2", "ana"), slow);
            Reviews.Busy busy = org.junit.jupiter.api.Assertions.assertThrows(Reviews.Busy.class,
                () -> pool.enqueue("three", new Reviews.Requester("10.0.0.3", "ana"), slow));
            assertTrue(busy.getMessage().contains("Your account"), busy.getMessage());
            assertEquals(List.of("one", "two"), pool.underWay(), "nothing queued for the refused one");
            // Bo, at the address Ana was refused from, and a guest elsewhere are not held to Ana's share.
            pool.enqueue("four", new Reviews.Requester("10.0.0.3", "bo"), slow);
            pool.enqueue("five", Reviews.Requester.guest("10.0.0.4"), slow);
            assertEquals(List.of("one", "two", "four", "five"), pool.underWay());
        } finally {
            hold.countDown();
            pool.close();
        }
    }

    /**
     * Someone stepping through an analysis board asks about one position after another: each newer ask from the same
     * board drops the older one (told to stop, off the shares), so the fifth position is not refused for the four
     * left behind. Another board at the same address is still held to the address's share.
     */
    @Test
    void aBoardsNewerPositionReplacesItsOlderOne() throws Exception {
        Reviews pool = new Reviews(ReviewStore.inMemory(), 1, 50);
        java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
        java.util.List<String> stopped = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.function.Function<String, java.util.function.Consumer<java.util.function.BooleanSupplier>> slow =
            name -> cancelled -> {
                try {
                    while (!cancelled.getAsBoolean() && !hold.await(5, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                        Thread.onSpinWait();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                if (cancelled.getAsBoolean()) {
                    stopped.add(name);
                }
            };
        Reviews.Requester ana = new Reviews.Requester("10.0.0.1", "ana");
        try {
            pool.enqueue("p1", ana, "boardA", slow.apply("p1"));
            inrow.testing.Await.value("p1 running", java.time.Duration.ofSeconds(10), java.time.Duration.ofMillis(5),
                () -> pool.queued("p1").filter(s -> s.state().equals("running")).orElse(null));
            for (int i = 2; i <= 5; i++) {
                pool.enqueue("p" + i, ana, "boardA", slow.apply("p" + i));
            }
            assertEquals(List.of("p5"), pool.underWay(), "only the newest position is under way");
            inrow.testing.Await.value("p1 told to stop", java.time.Duration.ofSeconds(10),
                java.time.Duration.ofMillis(5), () -> stopped.contains("p1") ? true : null);
            // A second board of Ana's at the same address takes the share's other place; a third is refused.
            pool.enqueue("q1", ana, "boardB", slow.apply("q1"));
            Reviews.Busy busy = org.junit.jupiter.api.Assertions.assertThrows(Reviews.Busy.class,
                () -> pool.enqueue("r1", ana, "boardC", slow.apply("r1")));
            assertTrue(busy.getMessage().contains("share"), busy.getMessage());
            assertEquals(List.of("p5", "q1"), pool.underWay());
            // The same board name from someone else replaces nothing of Ana's.
            pool.enqueue("b1", new Reviews.Requester("10.0.0.9", "bo"), "boardA", slow.apply("b1"));
            assertEquals(List.of("p5", "q1", "b1"), pool.underWay());
        } finally {
            hold.countDown();
            pool.close();
        }
    }
}
