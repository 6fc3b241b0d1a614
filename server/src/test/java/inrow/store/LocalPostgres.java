package inrow.store;

import inrow.testing.LoopbackPorts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.stream.Stream;

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary directory, started on a free loopback port,
 * stopped and deleted after. PostgreSQL refuses to run as root, so as root it runs as the package's postgres user.
 *
 * <p>A test that only needs an empty database, not a server of its own to stop or restart, takes one with
 * {@link #database()}: a database of its own on the test JVM's one shared server (initdb and a start take
 * seconds on a small machine, a CREATE DATABASE a fraction of one).
 */
public final class LocalPostgres implements AutoCloseable {
    /** The test JVM's shared server, started on first use and stopped when the JVM exits. */
    private static LocalPostgres shared;
    private static int databases;

    private final Path bin;
    private final Path dir;
    /** Chosen when first started; a restart comes back on it. */
    private int port;
    /** The database {@link #url()} names: "postgres" on a server of one's own. */
    private final String database;
    /** True for a database on the shared server: closing it drops the database, not the server. */
    private final boolean borrowed;

    private LocalPostgres(Path bin, Path dir) {
        this.bin = bin;
        this.dir = dir;
        this.database = "postgres";
        this.borrowed = false;
    }

    private LocalPostgres(LocalPostgres server, String database) {
        this.bin = server.bin;
        this.dir = server.dir;
        this.port = server.port;
        this.database = database;
        this.borrowed = true;
    }

    /**
     * A new, empty database of the caller's own on the test JVM's shared server; {@link #close()} drops it. The
     * server must not be stopped or restarted through it (a test that does, starts its own with {@link #start()}).
     */
    public static synchronized LocalPostgres database() throws Exception {
        if (shared == null) {
            LocalPostgres server = start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    server.close();
                } catch (Exception e) {
                    // the JVM is going; the directory is a temporary one
                }
            }, "postgres-stop"));
            shared = server;
        }
        String name = "test" + ++databases;
        shared.sql("postgres", "CREATE DATABASE " + name);
        return new LocalPostgres(shared, name);
    }

    private void sql(String db, String statement) throws java.sql.SQLException {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/"
                + db, "inrow", ""); java.sql.Statement st = c.createStatement()) {
            st.execute(statement);
        }
    }

    /** The binaries of the newest PostgreSQL installed the Debian way, or null. */
    public static Path binaries() {
        try (Stream<Path> versions = Files.list(Path.of("/usr/lib/postgresql"))) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                .max(Comparator.naturalOrder()).orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    public static LocalPostgres start() throws Exception {
        return start(LoopbackPorts::pick);
    }

    /** As above, on the first port from {@code ports} that is still free when the server binds it. */
    static LocalPostgres start(IntSupplier ports) throws Exception {
        Path bin = binaries();
        Path dir = Files.createTempDirectory("inrow-pg");
        boolean root = "root".equals(System.getProperty("user.name"));
        if (root) {
            UserPrincipalLookupService users = dir.getFileSystem().getUserPrincipalLookupService();
            Files.setOwner(dir, users.lookupPrincipalByName("postgres"));
        }
        LocalPostgres pg = new LocalPostgres(bin, dir);
        pg.run(root, bin.resolve("initdb").toString(), "-D", dir.resolve("data").toString(), "-A", "trust",
            "-U", "inrow", "--no-sync");
        return LoopbackPorts.firstThatBinds(ports, port -> {
            pg.port = port;
            long logFrom = dir.resolve("log").toFile().length();
            try {
                pg.restart();
                return pg;
            } catch (IllegalStateException e) {
                String log = Files.exists(dir.resolve("log")) ? Files.readString(dir.resolve("log")) : "";
                if (log.substring((int) Math.min(logFrom, log.length())).contains("could not create any TCP/IP sockets")) {
                    throw new LoopbackPorts.Taken(e.getMessage());
                }
                throw e;
            }
        });
    }

    /** Stops the server (fast: open connections are cut, as in a crash or a restart of the database). */
    public void stop() throws Exception {
        ownServer();
        run("root".equals(System.getProperty("user.name")), bin.resolve("pg_ctl").toString(), "-D",
            dir.resolve("data").toString(), "-m", "fast", "-w", "stop");
    }

    /** Starts it on its data and port: again after {@link #stop()}, or for the first time. */
    public void restart() throws Exception {
        ownServer();
        run("root".equals(System.getProperty("user.name")), bin.resolve("pg_ctl").toString(), "-D",
            dir.resolve("data").toString(), "-l", dir.resolve("log").toString(), "-w", "-o",
            "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1", "start");
    }

    public String url() {
        return "postgresql://inrow@127.0.0.1:" + port + "/" + database;
    }

    private void ownServer() {
        if (borrowed) {
            throw new IllegalStateException("a database on the shared server: start a server of your own to stop it");
        }
    }

    private void run(boolean root, String... command) throws Exception {
        List<String> cmd = new ArrayList<>();
        if (root) {
            cmd.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        cmd.addAll(List.of(command));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("setup.log").toFile())
            .start();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IllegalStateException(String.join(" ", cmd) + " failed:\n"
                + Files.readString(dir.resolve("setup.log")));
        }
    }

    @Override
    public void close() throws Exception {
        if (borrowed) {
            sql("postgres", "DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
            return;
        }
        boolean root = "root".equals(System.getProperty("user.name"));
        try {
            run(root, bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-m", "fast", "-w",
                "stop");
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}
