package inrow.arenas;

import inrow.Server;
import inrow.cluster.SharedStores;
import inrow.testing.TestClock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.function.Supplier;

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
        together(() -> {
            tick.accept(a);
            return null;
        }, () -> {
            tick.accept(b);
            return null;
        });
    }

    /** Each call on its own thread, all released at the same moment (a race, as two nodes meet one); their answers. */
    @SafeVarargs
    public static <T> List<T> together(Supplier<T>... calls) throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<T>> all = new ArrayList<>();
        for (Supplier<T> call : calls) {
            all.add(CompletableFuture.supplyAsync(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return call.get();
            }));
        }
        go.countDown();
        List<T> out = new ArrayList<>();
        for (CompletableFuture<T> f : all) {
            out.add(f.get());
        }
        return out;
    }
}
