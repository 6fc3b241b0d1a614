package inrow.durability;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real server, {@code inrow.Main}, in its own JVM on this test's class path, so it can be killed like a crashed
 * process. Its stdout and stderr are drained by background threads and kept; the port is read from the
 * "listening on" line.
 */
public final class ServerProcess implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("InRow is listening on http://[^:]+:(\\d+)/");
    private static final Pattern RESTORED = Pattern.compile("Restored (\\d+) unfinished games from .*");

    public final Process process;
    final List<String> stdout = new CopyOnWriteArrayList<>();
    final List<String> stderr = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Integer> port = new CompletableFuture<>();
    private final Thread outDrain;
    private final Thread errDrain;

    private ServerProcess(Process process) {
        this.process = process;
        this.outDrain = drain(process.getInputStream(), "stdout", line -> {
            stdout.add(line);
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                port.complete(Integer.parseInt(m.group(1)));
            }
        });
        this.errDrain = drain(process.getErrorStream(), "stderr", stderr::add);
        process.onExit().thenRun(() -> port.completeExceptionally(
            new IllegalStateException("exited with " + process.exitValue())));
    }

    /** The command line that runs {@code inrow.Main} with these arguments in a fresh JVM. */
    static List<String> command(String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // Quick to start on a small, shared machine; nothing here changes what the server does.
        cmd.add("-XX:+UseSerialGC");
        cmd.add("-XX:TieredStopAtLevel=1");
        cmd.add("-Xmx256m");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("inrow.Main");
        cmd.addAll(List.of(args));
        return cmd;
    }

    /**
     * Starts a server on a free loopback port over this data directory and waits until it listens. Its clients are
     * all on loopback, many of them (a crash test creates dozens of games): loopback is exempt from the per-address
     * limits, as for the load tool.
     */
    public static ServerProcess start(Path data, String... extra) {
        List<String> args = new ArrayList<>(List.of("--port", "0", "--host", "127.0.0.1", "--data",
            data.toString(), "--exempt-loopback"));
        args.addAll(List.of(extra));
        ServerProcess s = launch(args.toArray(String[]::new));
        try {
            s.port.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            s.process.destroyForcibly();
            throw new AssertionError("the server did not start: " + e + "\n" + s.output());
        }
        return s;
    }

    /** Runs {@code inrow.Main} with exactly these arguments, without waiting for anything. */
    static ServerProcess launch(String... args) {
        try {
            ProcessBuilder pb = new ProcessBuilder(command(args));
            pb.redirectInput(ProcessBuilder.Redirect.PIPE);
            return new ServerProcess(pb.start());
        } catch (IOException e) {
            throw new AssertionError("cannot run java", e);
        }
    }

    public int port() {
        return port.join();
    }

    /** N from the "Restored N unfinished games" line, or 0 when the server printed none. */
    int restored() {
        for (String line : stdout) {
            Matcher m = RESTORED.matcher(line);
            if (m.matches()) {
                return Integer.parseInt(m.group(1));
            }
        }
        return 0;
    }

    /** SIGKILL: the process gets no chance to do anything more. */
    public void kill() {
        process.destroyForcibly();
        waitFor(Duration.ofSeconds(20));
    }

    /** SIGTERM: a clean stop. */
    void term() {
        process.destroy();
    }

    /** Waits for the exit and for the output threads to reach end of stream; true if it exited in time. */
    boolean waitFor(Duration timeout) {
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                return false;
            }
            outDrain.join(5000);
            errDrain.join(5000);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    public String output() {
        return "--- stdout ---\n" + String.join("\n", stdout) + "\n--- stderr ---\n" + String.join("\n", stderr);
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            waitFor(Duration.ofSeconds(20));
        }
    }

    private static Thread drain(InputStream in, String name, Consumer<String> sink) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    sink.accept(line);
                }
            } catch (IOException e) {
                // the process is gone
            }
        }, "server-" + name);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
