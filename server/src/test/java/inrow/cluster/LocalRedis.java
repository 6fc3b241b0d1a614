package inrow.cluster;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import inrow.testing.LoopbackPorts;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.stream.Stream;

/**
 * A throwaway Redis for tests: {@code redis-server} from the PATH as a child process on a free loopback port, with no
 * persistence at all (no RDB, no AOF), so a restart comes back empty. It can be stopped (SIGKILL, like a crash) and
 * started again on the same port. Tests that need it are skipped, saying why, where Redis is not installed.
 */
public final class LocalRedis implements AutoCloseable {
    /** How long a probe waits for an answer while Redis starts, before it asks again. */
    private static final int PROBE_MILLIS = 1000;
    private final Path executable;
    private final Path dir;
    private final int port;
    private Process process;

    private LocalRedis(Path executable, Path dir, int port) {
        this.executable = executable;
        this.dir = dir;
        this.port = port;
    }

    /** {@code redis-server} on the PATH, or null. */
    public static Path executable() {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String d : path.split(File.pathSeparator)) {
            if (d.isEmpty()) {
                continue;
            }
            Path p = Path.of(d, "redis-server");
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    /** Skips the calling test (or class) when there is no {@code redis-server} to run. */
    public static void assumeInstalled() {
        assumeTrue(executable() != null, "redis-server is not on the PATH (apt-get install redis-server)");
    }

    /** Starts a Redis on a free loopback port and waits until it answers PING. */
    public static LocalRedis launch() throws IOException {
        return launch(LoopbackPorts::pick);
    }

    /** As above, on the first port from {@code ports} that is still free when Redis binds it. */
    static LocalRedis launch(IntSupplier ports) throws IOException {
        assumeInstalled();
        return LoopbackPorts.firstThatBinds(ports, port -> {
            LocalRedis redis = new LocalRedis(executable(), Files.createTempDirectory("inrow-redis"), port);
            try {
                redis.start();
                return redis;
            } catch (RuntimeException | Error e) {
                redis.close();
                throw e;
            }
        });
    }

    public int port() {
        return port;
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    public synchronized boolean isRunning() {
        return process != null && process.isAlive();
    }

    /** (Re)starts the server on this port, empty, and waits until it answers PING. */
    public synchronized void start() {
        if (isRunning()) {
            throw new IllegalStateException("Redis is already running on port " + port);
        }
        long logFrom = dir.resolve("redis.log").toFile().length();
        try {
            process = new ProcessBuilder(executable.toString(), "--port", String.valueOf(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--dir", dir.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("redis.log").toFile()))
                .start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + executable, e);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            try {
                // Another Redis that took the port would answer PING too: only ours gives our process id.
                if ("+PONG".equals(ask(PROBE_MILLIS, "PING")) && process.pid() == processId()) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet, or something else holds the port and says nothing
            }
            if (!process.isAlive() || System.nanoTime() > deadline) {
                process.destroyForcibly();
                String log = log();
                log = log.substring((int) Math.min(logFrom, log.length()));
                String problem = "redis-server did not start on port " + port + ":\n" + log;
                throw log.contains("Address already in use") ? new LoopbackPorts.Taken(problem)
                    : new IllegalStateException(problem);
            }
            sleep(50);
        }
    }

    /** SIGKILL, as a crash: everything it held is gone. Waits until the process has exited. */
    public synchronized void stop() {
        if (process == null) {
            return;
        }
        process.destroyForcibly();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                throw new IllegalStateException("redis-server on port " + port + " did not exit");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process = null;
    }

    /**
     * One command over a fresh connection, inline RESP; returns the first line of the reply ("+OK", "+PONG",
     * ":3", "-ERR ..."; for a bulk reply the "$n" header). Throws IOException when Redis does not answer.
     */
    public String command(String... args) throws IOException {
        return ask(5000, args, reply -> reply.readLine());
    }

    /** A command while Redis starts: soon asked again, so soon given up on. */
    private String ask(int millis, String... args) throws IOException {
        return ask(millis, args, reply -> reply.readLine());
    }

    /** The process id of the Redis that answers on this port, or -1 if it does not say. */
    private long processId() throws IOException {
        return ask(PROBE_MILLIS, new String[] {"INFO", "server"}, reply -> {
            for (String line = reply.readLine(); line != null && !line.isEmpty(); line = reply.readLine()) {
                if (line.startsWith("process_id:")) {
                    return Long.parseLong(line.substring("process_id:".length()).strip());
                }
            }
            return -1L;
        });
    }

    private interface Reply<T> {
        T read(BufferedReader reply) throws IOException;
    }

    private <T> T ask(int millis, String[] args, Reply<T> read) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            s.setSoTimeout(millis);
            StringBuilder req = new StringBuilder("*").append(args.length).append("\r\n");
            for (String a : args) {
                req.append('$').append(a.getBytes(StandardCharsets.UTF_8).length).append("\r\n").append(a)
                    .append("\r\n");
            }
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            T answer = read.read(new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8)));
            if (answer == null) {
                throw new IOException("no answer from Redis on port " + port);
            }
            return answer;
        }
    }

    /** Empties every database: a fresh start for the next test without a restart. */
    public void flushAll() throws IOException {
        String reply = command("FLUSHALL");
        if (!"+OK".equals(reply)) {
            throw new IOException("FLUSHALL answered " + reply);
        }
    }

    public String log() {
        try {
            return Files.readString(dir.resolve("redis.log"));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    @Override
    public synchronized void close() {
        stop();
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // best effort
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
