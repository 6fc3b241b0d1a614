package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The room's queue: one task at a time, in order, a held queue waits for its continuation, and a task handed over
 * with {@link SerialExecutor#executeHere} runs on the caller's thread only when nothing of the room is running or
 * waiting.
 */
@Timeout(30)
class SerialExecutorTest {
    /** A pool that runs what it is given only when the test says so. */
    private static final class Deferred implements java.util.concurrent.Executor {
        final Queue<Runnable> waiting = new ArrayDeque<>();

        @Override
        public void execute(Runnable r) {
            waiting.add(r);
        }

        void runAll() {
            while (!waiting.isEmpty()) {
                waiting.poll().run();
            }
        }
    }

    @Test
    void theTimeFromAHeldStageCompletingToItsContinuationRunningIsReportedOncePerHold() {
        Deferred pool = new Deferred();
        List<Long> resumed = new ArrayList<>();
        AtomicLong now = new AtomicLong(1_000);
        SerialExecutor queue = new SerialExecutor(pool, resumed::add, now::get);
        CompletableFuture<Void> first = new CompletableFuture<>();
        CompletableFuture<Void> second = new CompletableFuture<>();
        List<String> ran = new ArrayList<>();
        queue.executeHere(() -> queue.holdUntil(first, failure -> {
            ran.add("first goes on");
            queue.holdUntil(second, f -> ran.add("second goes on")); // held again from its continuation
        }));
        assertTrue(pool.waiting.isEmpty() && resumed.isEmpty(), "held: nothing to run or report yet");
        now.set(1_400); // the commit takes its time: not counted
        first.complete(null);
        now.set(1_430); // a room thread comes 30 ns later
        pool.runAll();
        now.set(2_000);
        second.complete(null);
        now.set(2_070);
        pool.runAll();
        assertEquals(List.of("first goes on", "second goes on"), ran);
        assertEquals(List.of(30L, 70L), resumed, "each hold, from its stage's completion to its continuation");
    }

    @Test
    void onAnIdleQueueItRunsOnTheCallersThreadBeforeReturning() {
        Deferred pool = new Deferred();
        SerialExecutor queue = new SerialExecutor(pool);
        List<Thread> ranOn = new ArrayList<>();
        queue.executeHere(() -> ranOn.add(Thread.currentThread()));
        assertEquals(List.of(Thread.currentThread()), ranOn);
        assertTrue(pool.waiting.isEmpty(), "no pool thread was asked for");
    }

    @Test
    void onlyTheHeadRunsOnTheCallerAndATaskQueuedFromInsideWaitsForThePool() {
        Deferred pool = new Deferred();
        SerialExecutor queue = new SerialExecutor(pool);
        List<String> ran = new ArrayList<>();
        queue.executeHere(() -> {
            ran.add("first begins");
            queue.executeHere(() -> ran.add("second"));
            ran.add("first ends");
        });
        assertEquals(List.of("first begins", "first ends"), ran, "not nested, and not run on the caller's thread");
        assertEquals(1, pool.waiting.size(), "the rest went to the pool");
        pool.runAll();
        assertEquals(List.of("first begins", "first ends", "second"), ran);
    }

    @Test
    void behindAWaitingTaskItWaitsItsTurn() {
        Deferred pool = new Deferred();
        SerialExecutor queue = new SerialExecutor(pool);
        List<String> ran = new ArrayList<>();
        queue.execute(() -> ran.add("first"));
        queue.executeHere(() -> ran.add("second"));
        assertEquals(List.of(), ran, "the first is still waiting for the pool, so the second may not jump it");
        pool.runAll();
        assertEquals(List.of("first", "second"), ran);
    }

    @Test
    void whileTheQueueIsHeldItWaitsForTheContinuation() {
        Deferred pool = new Deferred();
        SerialExecutor queue = new SerialExecutor(pool);
        List<String> ran = new ArrayList<>();
        CompletableFuture<Void> durable = new CompletableFuture<>();
        queue.executeHere(() -> {
            ran.add("commit");
            queue.holdUntil(durable, failure -> ran.add("then"));
        });
        queue.executeHere(() -> ran.add("next"));
        assertEquals(List.of("commit"), ran);
        durable.complete(null);
        pool.runAll();
        assertEquals(List.of("commit", "then", "next"), ran);
    }

    /**
     * Four threads hand tasks over at once, in bursts that start together on an idle queue: each burst's first hand-
     * over is an executeHere, so one of them runs on its caller while the others are being handed over, and the
     * rest race with it (a round in which the pool has not yet let go of the last one races differently). No two
     * tasks may overlap, and each thread's tasks run in the order it handed them over.
     */
    @Test
    void manyThreadsHandingOverAtOnceNeverOverlapAndKeepEachThreadsOrder() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        AtomicInteger callerNames = new AtomicInteger();
        ExecutorService callers = Executors.newFixedThreadPool(4,
            r -> new Thread(r, "caller-" + callerNames.incrementAndGet()));
        try {
            SerialExecutor queue = new SerialExecutor(pool);
            AtomicInteger inside = new AtomicInteger();
            AtomicInteger overlaps = new AtomicInteger();
            AtomicInteger onCallers = new AtomicInteger();
            List<List<Integer>> seen = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                seen.add(Collections.synchronizedList(new ArrayList<>()));
            }
            int rounds = 100;
            int burst = 50;
            for (int round = 0; round < rounds; round++) {
                CountDownLatch start = new CountDownLatch(1);
                CountDownLatch done = new CountDownLatch(4 * burst);
                for (int t = 0; t < 4; t++) {
                    int caller = t;
                    int first = round * burst;
                    callers.execute(() -> {
                        try {
                            start.await();
                        } catch (InterruptedException e) {
                            return;
                        }
                        for (int i = 0; i < burst; i++) {
                            int n = first + i;
                            Runnable task = () -> {
                                if (inside.incrementAndGet() != 1) {
                                    overlaps.incrementAndGet();
                                }
                                seen.get(caller).add(n);
                                if (Thread.currentThread().getName().startsWith("caller-")) {
                                    onCallers.incrementAndGet();
                                }
                                inside.decrementAndGet();
                                done.countDown();
                            };
                            if (i % 3 == 2) {
                                queue.execute(task);
                            } else {
                                queue.executeHere(task);
                            }
                        }
                    });
                }
                Thread.sleep(1); // for the pool to have let go of the last round's drain, most of the time
                start.countDown();
                assertTrue(done.await(20, TimeUnit.SECONDS), "every task of round " + round + " ran");
            }
            assertEquals(0, overlaps.get(), "no two tasks ran at once");
            // A round's first hand-over nearly always finds the queue idle and runs on its caller: else this would
            // say nothing of executeHere, since plain execute alone never overlaps either.
            assertTrue(onCallers.get() > 0, "some tasks ran on the threads that handed them over");
            for (List<Integer> s : seen) {
                List<Integer> inOrder = new ArrayList<>(s);
                Collections.sort(inOrder);
                assertEquals(inOrder, s, "each caller's tasks ran in the order it handed them over");
                assertEquals(rounds * burst, s.size());
            }
        } finally {
            callers.shutdownNow();
            pool.shutdownNow();
        }
    }
}
