package inrow.testing;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import java.net.http.HttpResponse;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real server on a free loopback port for a test class, with HTTP and socket helpers aimed at it:
 *
 * <pre>{@code
 * @RegisterExtension
 * static final TestServerExtension server = TestServerExtension.defaults();
 * // or, for a variant: TestServerExtension.with(o -> o.withAbandonMillis(2000))
 * }</pre>
 *
 * In a static field the server starts once before the class's tests and stops after them (starting is the slow
 * part); in an instance field each test gets its own. The options are made when the server starts, so each start
 * gets its own fresh data directory.
 */
public final class TestServerExtension implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
    AfterEachCallback {
    private final UnaryOperator<Server.Options> options;
    private final TestClock clock;
    private Server server;
    private boolean perTest;

    private TestServerExtension(UnaryOperator<Server.Options> options) {
        this(options, new TestClock());
    }

    private TestServerExtension(UnaryOperator<Server.Options> options, TestClock clock) {
        this.options = options;
        this.clock = clock;
    }

    /** The server's time: real until the test stops it (see {@link TestClock}). */
    public TestClock clock() {
        return clock;
    }

    /** {@link Server.Options#forTest()}: loopback, a free port, a fresh data directory, default limits. */
    public static TestServerExtension defaults() {
        return new TestServerExtension(UnaryOperator.identity());
    }

    /** {@link Server.Options#forTest()} changed by the given function, e.g. {@code o -> o.withAbandonMillis(2000)}. */
    public static TestServerExtension with(UnaryOperator<Server.Options> change) {
        return new TestServerExtension(change);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        server = Server.start(options.apply(Server.Options.forTest()), clock, clock::nanos, clock.timer());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        stop();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        if (server == null) {
            perTest = true;
            server = Server.start(options.apply(Server.Options.forTest()), clock, clock::nanos, clock.timer());
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (perTest) {
            stop();
        }
    }

    private void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** The running server, for what the HTTP API does not show (its rooms, say). */
    public Server server() {
        if (server == null) {
            throw new IllegalStateException("the test server is not running (is the extension registered?)");
        }
        return server;
    }

    public int port() {
        return server().port();
    }

    /** {@code http://127.0.0.1:port} followed by the path, as a browser test navigates to it. */
    public String url(String path) {
        return Http.url(port(), path).toString();
    }

    // ---- HTTP ----

    /** GET, with optional headers as name, value, name, value... */
    public HttpResponse<String> get(String path, String... headers) {
        return Http.get(port(), path, headers);
    }

    /** POST with a JSON body. */
    public HttpResponse<String> post(String path, String body) {
        return Http.post(port(), path, body);
    }

    /** POST /api/games, which must answer 201; returns {code, url, seat, token}. */
    public JsonNode create(String body) {
        return Http.create(port(), body);
    }

    /** GET /api/games/{code}, which must answer 200. */
    public JsonNode game(String code) {
        return Http.game(port(), code);
    }

    // ---- sockets ----

    /** Opens a socket to a game room, or fails the test. */
    public WsClient socket(String code, String label) {
        return WsClient.open(port(), code, label);
    }

    /** A socket to a game room with options to set first (Origin, timeout, listener). */
    public WsClient.Builder socketTo(String code) {
        return WsClient.to(port(), code);
    }
}
