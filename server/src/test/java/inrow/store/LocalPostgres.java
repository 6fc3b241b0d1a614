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
 */
public final class LocalPostgres implements AutoCloseable {
    private final Path bin;
    private final Path dir;
    /** Chosen when first started; a restart comes back on it. */
    private int port;

    private LocalPostgres(Path bin, Path dir) {
        this.bin = bin;
        this.dir = dir;
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
        run("root".equals(System.getProperty("user.name")), bin.resolve("pg_ctl").toString(), "-D",
            dir.resolve("data").toString(), "-m", "fast", "-w", "stop");
    }

    /** Starts it on its data and port: again after {@link #stop()}, or for the first time. */
    public void restart() throws Exception {
        run("root".equals(System.getProperty("user.name")), bin.resolve("pg_ctl").toString(), "-D",
            dir.resolve("data").toString(), "-l", dir.resolve("log").toString(), "-w", "-o",
            "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1", "start");
    }

    public String url() {
        return "postgresql://inrow@127.0.0.1:" + port + "/postgres";
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
