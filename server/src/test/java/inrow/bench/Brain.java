package inrow.bench;

import inrow.engine.Point;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/** One pbrain process for {@link BrainMatch}: commands in, answer lines out (MESSAGE and DEBUG lines skipped). */
final class Brain implements AutoCloseable {
    final String name;
    private final Process process;
    private final PrintStream in;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(10_000);
    /**
     * The least time between this brain's answer and the next command it is sent. Some brains (Rapfi) still finish
     * their turn after printing the move, and half-read a TURN that arrives in that window, answering
     * {@code ERROR Unknown command}; an instant reply of the other brain would land there.
     */
    private final long quietNanos;
    private long answeredAt = System.nanoTime();
    long moves;
    long nanos;
    long maxNanos;
    /** How long the last answer took, from the command sent (after any quiet wait) to the answer. */
    private long lastTook;
    /** The last answer that was not a move, for the match's log. */
    String lastAnswer;

    Brain(String name, String command, long quietMillis) throws IOException {
        this.name = name;
        this.quietNanos = quietMillis * 1_000_000L;
        process = new ProcessBuilder("sh", "-c", command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        in = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> {
            try {
                String line;
                while ((line = out.readLine()) != null) {
                    String l = line.strip();
                    if (!l.isEmpty() && !l.startsWith("MESSAGE") && !l.startsWith("DEBUG")) {
                        lines.add(l);
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
        }, name + "-reader");
        reader.setDaemon(true);
        reader.start();
    }

    void send(String... commands) throws InterruptedException {
        long quietUntil = answeredAt + quietNanos;
        long wait = quietUntil - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
        for (String c : commands) {
            in.print(c + "\r\n");
        }
        in.flush();
    }

    /** The answer to the commands, or null after waitMillis. */
    String ask(long waitMillis, String... commands) throws InterruptedException {
        lines.clear();
        send(commands);
        long sent = System.nanoTime();
        String answer = lines.poll(waitMillis, TimeUnit.MILLISECONDS);
        answeredAt = System.nanoTime();
        lastTook = answeredAt - sent;
        return answer;
    }

    /** RESTART, skipping whatever a confused brain still prints until its OK; false if none came. */
    boolean restart(long waitMillis) throws InterruptedException {
        lines.clear();
        send("RESTART");
        long end = System.nanoTime() + waitMillis * 1_000_000L;
        String line;
        while ((line = lines.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS)) != null) {
            if (line.equals("OK")) {
                answeredAt = System.nanoTime();
                return true;
            }
        }
        return false;
    }

    /** The move answered, or null (then {@link #lastAnswer} holds what came instead, null for nothing in time). */
    Point move(long waitMillis, String... commands) throws InterruptedException {
        String answer = ask(waitMillis, commands);
        long t = lastTook;
        moves++;
        nanos += t;
        maxNanos = Math.max(maxNanos, t);
        if (answer == null || !answer.matches("\\d+,\\d+")) {
            lastAnswer = answer;
            return null;
        }
        String[] xy = answer.split(",");
        return new Point(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
    }

    @Override
    public void close() throws InterruptedException {
        send("END");
        process.destroy();
    }
}
