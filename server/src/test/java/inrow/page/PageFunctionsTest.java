package inrow.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The page's pure functions (formatting, plurals, positions, who acts), tested by Node's own runner on the page's
 * real modules and catalogues, without a browser: {@code node --test web/test/}. Run here so that the README's one
 * test command runs them too; Node is on every machine we use, and {@code .ci/run} installs it where it is not.
 */
@Timeout(120)
class PageFunctionsTest {
    @Test
    void thePagesPureFunctionsPassUnderNode() throws IOException, InterruptedException {
        Path tests = Path.of("web", "test");
        assertEquals(true, Files.isDirectory(tests), "run from the repository's root: no " + tests.toAbsolutePath());
        Process node;
        try {
            node = new ProcessBuilder("node", "--test", tests.toString())
                .redirectErrorStream(true)
                .start();
        } catch (IOException e) {
            throw new AssertionError("Node.js is needed for the page's tests (apt-get install -y nodejs)", e);
        }
        String said = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        node.waitFor(60, TimeUnit.SECONDS);
        // Node's own summary ("# pass 16") is not echoed: a reader of the build's log takes surefire's as the count.
        said.lines().filter(l -> l.startsWith("not ok")).forEach(System.out::println);
        assertEquals(0, node.exitValue(), said);
    }
}
