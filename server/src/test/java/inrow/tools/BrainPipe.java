package inrow.tools;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.Bot;
import inrow.bot.Level;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/** A pbrain session on a thread of its own, talked to through pipes as a Gomocup manager would. */
final class BrainPipe implements AutoCloseable {
    private final PrintStream toBrain;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final Thread brain;
    private final Thread reader;

    BrainPipe(Level level) {
        this(level.code(), level::create);
    }

    BrainPipe(String name, Function<RandomGenerator, Bot> bots) {
        try {
            PipedOutputStream commands = new PipedOutputStream();
            PipedInputStream brainIn = new PipedInputStream(commands, 1 << 16);
            PipedInputStream fromBrain = new PipedInputStream(1 << 16);
            PipedOutputStream brainOut = new PipedOutputStream(fromBrain);
            toBrain = new PrintStream(commands, true, StandardCharsets.US_ASCII);
            PbrainSession session = new PbrainSession(
                new BufferedReader(new InputStreamReader(brainIn, StandardCharsets.US_ASCII)),
                new PrintStream(brainOut, false, StandardCharsets.US_ASCII), System.err, name, bots, 5, 42);
            brain = new Thread(() -> {
                try {
                    session.run();
                    brainOut.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, "brain");
            BufferedReader lines = new BufferedReader(new InputStreamReader(fromBrain, StandardCharsets.US_ASCII));
            reader = new Thread(() -> {
                try {
                    String line;
                    while ((line = lines.readLine()) != null) {
                        answers.add(line);
                    }
                } catch (IOException e) {
                    // the brain is gone
                }
            }, "brain-reader");
            brain.setDaemon(true);
            reader.setDaemon(true);
            brain.start();
            reader.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends command lines, CR LF terminated as the manager does. */
    void send(String... commands) {
        for (String c : commands) {
            toBrain.print(c + "\r\n");
        }
        toBrain.flush();
    }

    /** The next answer line, skipping MESSAGE and DEBUG lines. */
    String answer() {
        try {
            while (true) {
                String line = answers.poll(10, TimeUnit.SECONDS);
                assertNotNull(line, "the brain did not answer within 10 s");
                if (!line.startsWith("MESSAGE") && !line.startsWith("DEBUG")) {
                    return line;
                }
            }
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    String ask(String... commands) {
        send(commands);
        return answer();
    }

    /** Nothing was answered (commands such as INFO get no reply). */
    void assertSilent() {
        try {
            assertNull(answers.poll(150, TimeUnit.MILLISECONDS), "no answer expected");
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    boolean endedWithin(long millis) throws InterruptedException {
        brain.join(millis);
        return !brain.isAlive();
    }

    @Override
    public void close() throws InterruptedException {
        if (brain.isAlive()) {
            send("END");
            assertTrue(endedWithin(5000), "END should stop the brain");
        }
    }
}
