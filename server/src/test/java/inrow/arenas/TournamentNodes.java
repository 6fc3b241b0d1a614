package inrow.arenas;

import inrow.Server;
import inrow.cluster.SharedStores;
import inrow.testing.TestClock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

/** Nodes of a cluster in this JVM (shared PostgreSQL and Redis, one clock) for the tournament tests. */
public final class TournamentNodes {
    private TournamentNodes() {
    }

    public static Server node(SharedStores shared, TestClock clock) {
        return Server.start(Server.Options.forTest().withDatabase(shared.pg.url()).withRedis(shared.redis.url()),
            clock, clock::nanos, clock.timer());
    }

    /** {@code tick} on both nodes, released at the same moment, as two nodes' timers may ring together. */
    public static void tickTogether(Server a, Server b, Consumer<Server> tick) throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<Void>> both = new ArrayList<>();
        for (Server s : List.of(a, b)) {
            both.add(CompletableFuture.runAsync(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                tick.accept(s);
            }));
        }
        go.countDown();
        for (CompletableFuture<Void> f : both) {
            f.get();
        }
    }
}
