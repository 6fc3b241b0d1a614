package inrow.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Pascal Pons's Connect Four solver (github.com/PascalPons/connect4), built from its public source as a fixture
 * outside the repository, as an oracle for the benches: one process, a position (its columns from 1) a line in,
 * its score for the side to move a line out. It refuses a line holding a finished game, so callers judge those.
 */
final class PonsSolver implements AutoCloseable {
    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    /** {@code weak}: only win, draw or loss (its {@code -w}), far cheaper early in the game than the exact score. */
    PonsSolver(String path, boolean weak) throws IOException {
        ProcessBuilder builder = weak ? new ProcessBuilder(path, "-w") : new ProcessBuilder(path);
        process = builder.redirectError(ProcessBuilder.Redirect.DISCARD).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
    }

    /** The score of the position after {@code line}, for the side to move there (in weak mode only its sign counts). */
    int score(String line) throws IOException {
        in.write(line + "\n");
        in.flush();
        String answer = out.readLine();
        if (answer == null) {
            throw new IllegalStateException("the solver stopped at '" + line + "'");
        }
        String[] parts = answer.trim().split(" ");
        return Integer.parseInt(parts[parts.length - 1]);
    }

    @Override
    public void close() {
        process.destroy();
    }
}
