package inrow.cluster;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import inrow.durability.ServerProcess;
import inrow.store.LocalPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/**
 * Cluster mode on one machine: one throwaway PostgreSQL (the shared record), one throwaway Redis (the shared live
 * state) and any number of nodes, each {@code inrow.Main} in its own JVM on a free loopback port with
 * {@code --db} and {@code --redis}. The backing services are meant to live for a test class and the nodes for a
 * test: {@link #reset()} kills every node and empties both stores. Skipped where PostgreSQL or Redis is not
 * installed.
 */
public final class LocalCluster implements AutoCloseable {
    private final LocalPostgres pg;
    private final LocalRedis redis;
    private final Path root;
    /** Every node started since the last reset, killed ones included, in start order (index = node number - 1). */
    private final List<ServerProcess> nodes = new ArrayList<>();

    private LocalCluster(LocalPostgres pg, LocalRedis redis, Path root) {
        this.pg = pg;
        this.redis = redis;
        this.root = root;
    }

    /** Skips the calling test or class unless both PostgreSQL and redis-server are installed. */
    public static void assumeInstalled() {
        assumeTrue(LocalPostgres.binaries() != null, "PostgreSQL is not installed (apt-get install postgresql)");
        LocalRedis.assumeInstalled();
    }

    /** PostgreSQL and Redis, no node yet. */
    public static LocalCluster start() throws Exception {
        assumeInstalled();
        Path root = Files.createTempDirectory("inrow-cluster");
        LocalPostgres pg = LocalPostgres.database();
        LocalRedis redis;
        try {
            redis = LocalRedis.launch();
        } catch (Exception | Error e) {
            pg.close();
            throw e;
        }
        return new LocalCluster(pg, redis, root);
    }

    /** PostgreSQL, Redis and n nodes. */
    public static LocalCluster start(int n) throws Exception {
        LocalCluster c = start();
        try {
            c.startNodes(n);
        } catch (Exception | Error e) {
            c.close();
            throw e;
        }
        return c;
    }

    public LocalRedis redis() {
        return redis;
    }

    /** Starts one more node and waits until it listens. */
    public ServerProcess startNode() throws IOException {
        return startNodes(1).get(0);
    }

    /** Starts n more nodes at once (in parallel: a JVM takes a few seconds) and waits until all listen. */
    public synchronized List<ServerProcess> startNodes(int n) throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            dirs.add(Files.createTempDirectory(root, "node"));
        }
        List<CompletableFuture<ServerProcess>> starting = new ArrayList<>();
        for (Path dir : dirs) {
            // A thread each (the common pool may have a single worker on a small machine).
            starting.add(CompletableFuture.supplyAsync(() -> ServerProcess.start(dir, "--db", pg.url(), "--redis",
                redis.url()), task -> {
                    Thread t = new Thread(task, "start-" + dir.getFileName());
                    t.setDaemon(true);
                    t.start();
                }));
        }
        List<ServerProcess> started = new ArrayList<>();
        Throwable failure = null;
        for (CompletableFuture<ServerProcess> f : starting) {
            try {
                started.add(f.join());
            } catch (RuntimeException e) {
                failure = failure == null ? (e.getCause() == null ? e : e.getCause()) : failure;
            }
        }
        if (failure != null) {
            started.forEach(ServerProcess::close);
            if (failure instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("a node did not start", failure);
        }
        nodes.addAll(started);
        return started;
    }

    /** Node number {@code number}, counting from 1 in start order since the last reset. */
    public synchronized ServerProcess node(int number) {
        return nodes.get(number - 1);
    }

    /** The port of node {@code number}. */
    public int port(int number) {
        return node(number).port();
    }

    /** SIGKILL of node {@code number}; waits until the process is gone. */
    public void kill(int number) {
        node(number).kill();
    }

    /** Every node's output (stdout and stderr), for a failure message. */
    public synchronized String outputs() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < nodes.size(); i++) {
            ServerProcess n = nodes.get(i);
            out.append("\n===== node ").append(i + 1).append(n.process.isAlive() ? " (alive)" : " (exited)")
                .append(" =====\n").append(tail(n.output(), 12_000));
        }
        return out.toString();
    }

    /** Kills every node, then empties Redis and the database, so the next test starts from nothing. */
    public synchronized void reset() throws Exception {
        stopNodes();
        if (!redis.isRunning()) {
            redis.start();
        }
        redis.flushAll();
        String jdbc = "jdbc:" + pg.url().replace("inrow@", "");
        try (Connection db = DriverManager.getConnection(jdbc, "inrow", ""); Statement st = db.createStatement()) {
            st.execute("DROP SCHEMA public CASCADE");
            st.execute("CREATE SCHEMA public");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot empty the test database", e);
        }
    }

    /** Kills every node still running (SIGKILL) and forgets them. */
    public synchronized void stopNodes() {
        nodes.forEach(ServerProcess::close);
        nodes.clear();
    }

    @Override
    public synchronized void close() throws Exception {
        try {
            stopNodes();
            redis.close();
        } finally {
            try {
                pg.close();
            } finally {
                try (Stream<Path> files = Files.walk(root)) {
                    files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                }
            }
        }
    }

    private static String tail(String s, int max) {
        return s.length() <= max ? s : "...\n" + s.substring(s.length() - max);
    }
}
