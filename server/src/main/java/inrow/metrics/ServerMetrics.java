package inrow.metrics;

import inrow.room.RoomMeter;
import inrow.store.StoreMeter;
import inrow.web.WebMeter;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntSupplier;

/**
 * The server's metrics: one Prometheus registry per server, every meter name in one place, and the ports the
 * other layers report through ({@link RoomMeter}, {@link WebMeter}, {@link StoreMeter}, and a plain callback for
 * the cluster). README.md, section Metrics, lists the names as Prometheus shows them.
 */
public final class ServerMetrics implements RoomMeter, WebMeter, StoreMeter, AutoCloseable {
    /** Game sockets open now (gauge). */
    public static final String SOCKETS_OPEN = "inrow.sockets.open";
    /** Rooms in this node's memory now (gauge). */
    public static final String ROOMS_LIVE = "inrow.rooms.live";
    /** Moves made durable (counter). */
    public static final String MOVES_COMMITTED = "inrow.moves.committed";
    /** From a step's append to the room going on with it, durable (timer with a percentile histogram). */
    public static final String COMMIT_LATENCY = "inrow.commit.latency";
    /** Writes (one room's list of changes each) made durable per transaction of the store's writer (summary). */
    public static final String STORE_BATCH = "inrow.store.batch.size";
    /** Timer: one transaction of the store's writer, from its first write to durable (the fsync included). */
    public static final String STORE_TRANSACTION = "inrow.store.transaction";
    /** Timer: how long a write waited for the store's writer, from being handed over to its transaction beginning. */
    public static final String STORE_WAIT = "inrow.store.wait";
    /** Timer: the writer's upkeep between transactions (SQLite's checkpoint), during which writes wait. */
    public static final String STORE_UPKEEP = "inrow.store.upkeep";
    /** Timer: how long a client's message waited in its room's queue before it was judged. */
    public static final String QUEUE_WAIT = "inrow.room.queue.wait";
    /** Timer: from what a held room waited for (a commit, mostly) completing to the room going on, on a room thread. */
    public static final String RESUME = "inrow.room.resume";
    /** Timer: building, encoding and handing one state to every connection of its room. */
    public static final String BROADCAST = "inrow.room.broadcast";
    /** Failed Redis operations in cluster mode, by {@code op} (counter). */
    public static final String CLUSTER_ERRORS = "inrow.cluster.errors";
    /** The operations {@link #clusterError} is told of, shown at 0 from the start. */
    public static final List<String> CLUSTER_OPS = List.of("append", "publish", "fetch");

    /** The store commits at most this many writes at once (JdbcStore's batch limit). */
    private static final double MAX_BATCH = 512;

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final AtomicInteger sockets = new AtomicInteger();
    private final Counter moves;
    private final Timer commits;
    private final DistributionSummary batches;
    private final Timer transactions;
    private final Timer storeWait;
    private final Timer upkeep;
    private final Timer queueWait;
    private final Timer resumes;
    private final Timer broadcasts;
    private final JvmGcMetrics gc = new JvmGcMetrics();
    /** Sockets opened and closed, ever: with the commits and broadcasts timed, how the server tells it is quiet. */
    private final LongAdder socketEvents = new LongAdder();

    public ServerMetrics() {
        Gauge.builder(SOCKETS_OPEN, sockets, AtomicInteger::get).strongReference(true)
            .description("Game sockets open now").register(registry);
        moves = Counter.builder(MOVES_COMMITTED).description("Moves made durable").register(registry);
        commits = Timer.builder(COMMIT_LATENCY)
            .description("From a step's append to the room going on with it, durable")
            .publishPercentileHistogram()
            .publishPercentiles(0.5, 0.99)
            .minimumExpectedValue(Duration.ofNanos(100_000))
            .maximumExpectedValue(Duration.ofSeconds(10))
            .register(registry);
        batches = DistributionSummary.builder(STORE_BATCH)
            .description("Writes (one room's changes each) per transaction of the store's writer")
            .publishPercentileHistogram()
            .minimumExpectedValue(1.0)
            .maximumExpectedValue(MAX_BATCH)
            .register(registry);
        transactions = stage(STORE_TRANSACTION, "One transaction of the store's writer, from its first write to durable");
        storeWait = stage(STORE_WAIT, "How long a write waited for the store's writer before its transaction began");
        upkeep = stage(STORE_UPKEEP, "The store writer's upkeep between transactions (SQLite's checkpoint)");
        queueWait = stage(QUEUE_WAIT, "How long a client's message waited in its room's queue before it was judged");
        resumes = stage(RESUME, "From what a held room waited for (a commit, mostly) completing to the room going on");
        broadcasts = stage(BROADCAST, "Building, encoding and handing one state to every connection of its room");
        CLUSTER_OPS.forEach(this::clusterErrors);

        new ClassLoaderMetrics().bindTo(registry);
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new FileDescriptorMetrics().bindTo(registry);
    }

    /** A stage of the move path, with its median and 99th percentile computed here, for finding where a tail is. */
    private Timer stage(String name, String description) {
        return Timer.builder(name).description(description)
            .publishPercentileHistogram()
            .publishPercentiles(0.5, 0.99)
            .minimumExpectedValue(Duration.ofNanos(1_000))
            .maximumExpectedValue(Duration.ofSeconds(10))
            .register(registry);
    }

    /** Reports how many rooms this node holds, read at each scrape. */
    public void liveRooms(IntSupplier live) {
        Gauge.builder(ROOMS_LIVE, live::getAsInt).strongReference(true)
            .description("Rooms in this node's memory now").register(registry);
    }

    // ---- rooms ----

    @Override
    public void committed(int moves, long nanos) {
        if (moves > 0) {
            this.moves.increment(moves);
        }
        commits.record(nanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void waited(long nanos) {
        queueWait.record(nanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void resumed(long nanos) {
        resumes.record(nanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void shown(int connections, long nanos) {
        broadcasts.record(nanos, TimeUnit.NANOSECONDS);
    }

    // ---- web ----

    @Override
    public void socketOpened() {
        socketEvents.increment();
        sockets.incrementAndGet();
    }

    @Override
    public void socketClosed() {
        socketEvents.increment();
        sockets.decrementAndGet();
    }

    /**
     * A count that grows with every state shown, step committed and socket opened or closed (not with pings, or
     * other messages that change nothing): unchanged between two reads, nothing happened on the server between them.
     */
    public long activity() {
        return commits.count() + broadcasts.count() + socketEvents.sum();
    }

    @Override
    public String scrape() {
        return registry.scrape();
    }

    // ---- store and cluster ----

    @Override
    public void transaction(int writes, long tookNanos) {
        batches.record(writes);
        transactions.record(tookNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void writeWaited(long nanos) {
        storeWait.record(nanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void upkeep(long nanos) {
        upkeep.record(nanos, TimeUnit.NANOSECONDS);
    }

    /** A Redis operation failed in cluster mode: {@code op} is one of {@link #CLUSTER_OPS}. */
    public void clusterError(String op) {
        clusterErrors(op).increment();
    }

    private Counter clusterErrors(String op) {
        return Counter.builder(CLUSTER_ERRORS).tag("op", op).description("Failed Redis operations in cluster mode")
            .register(registry);
    }

    @Override
    public void close() {
        gc.close();
        registry.close();
    }
}
