package inrow.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The one game-socket client of the tests, on the JDK's own WebSocket. Every complete text message (partial frames
 * are put together until {@code last}) is parsed, kept and queued, a {@code moved} frame as the state it implies
 * ({@link HeldGame}; {@link #frames()} keeps the text as sent): the {@code await*} helpers take from the queue
 * in order, skipping what does not match, and fail after the client's timeout, or at once when the socket has
 * closed with nothing left to read. Everything received is also kept, for checks over the whole conversation, and
 * the latest state and welcome are remembered. Sends are chained, never concurrent, so callers on any thread may
 * send back to back.
 *
 * <pre>{@code
 * try (WsClient x = WsClient.open(port, code, "X")) {
 *     x.join(token, null, null);
 *     x.send(WsClient.move(1, 1, 0, "m0"));
 *     x.awaitMoves(1);
 * }
 * WsClient foreign = WsClient.to(port, code).origin("http://evil.example").label("foreign").open();
 * }</pre>
 */
public final class WsClient implements AutoCloseable {
    /** How long sends, awaits and the handshake may take, unless the builder sets another timeout. */
    public static final Duration TIMEOUT = Duration.ofSeconds(5);
    public static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    public final String label;
    private final Duration timeout;
    private final Consumer<JsonNode> listener;
    private volatile WebSocket ws;
    private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    private final List<JsonNode> received = new CopyOnWriteArrayList<>();
    private final List<String> frames = new CopyOnWriteArrayList<>();
    private final HeldGame held = new HeldGame();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final AtomicReference<Throwable> error = new AtomicReference<>();
    private volatile long lastFrameNanos = System.nanoTime();
    private volatile JsonNode lastState;
    private volatile JsonNode welcome;
    private final Object sendLock = new Object();
    private CompletableFuture<WebSocket> lastSend = CompletableFuture.completedFuture(null);

    private WsClient(String label, Duration timeout, Consumer<JsonNode> listener) {
        this.label = label;
        this.timeout = timeout;
        this.listener = listener;
    }

    // ---- opening ----

    public static URI uri(int port, String code) {
        return URI.create("ws://127.0.0.1:" + port + "/ws/" + code + "?moves=1");
    }

    /** Opens a socket to a game room on 127.0.0.1, or fails the test. */
    public static WsClient open(int port, String code, String label) {
        return to(port, code).label(label).open();
    }

    /** A socket to a game room on 127.0.0.1, with options to set before opening it. */
    public static Builder to(int port, String code) {
        return to(uri(port, code));
    }

    public static Builder to(URI uri) {
        return new Builder(uri);
    }

    /** What to open and how; {@link #open()} or {@link #openAsync()} at the end. */
    public static final class Builder {
        private final URI uri;
        private final Map<String, String> headers = new LinkedHashMap<>();
        private String label = "client";
        private Duration timeout = TIMEOUT;
        private Consumer<JsonNode> listener;

        private Builder(URI uri) {
            this.uri = uri;
        }

        /** The name failures and {@link WsClient#label} show. */
        public Builder label(String label) {
            this.label = label;
            return this;
        }

        /** The Origin header a browser would send; none by default, as a tool would. */
        public Builder origin(String origin) {
            return header("Origin", origin);
        }

        public Builder header(String name, String value) {
            headers.put(name, value);
            return this;
        }

        /** How long the handshake, each send and each await may take (default {@link WsClient#TIMEOUT}). */
        public Builder timeout(Duration timeout) {
            this.timeout = timeout;
            return this;
        }

        /**
         * Also hands every message to this listener, on the socket's own thread, after it is queued (so a player
         * can answer a state at once). A listener that throws is reported on stderr and the socket goes on.
         */
        public Builder onMessage(Consumer<JsonNode> listener) {
            this.listener = listener;
            return this;
        }

        /** Opens the socket, or fails the test. */
        public WsClient open() {
            try {
                return openAsync().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (ExecutionException e) {
                throw new AssertionError(label + ": could not open " + uri, e.getCause());
            } catch (InterruptedException | TimeoutException e) {
                throw new AssertionError(label + ": could not open " + uri, e);
            }
        }

        /** The handshake itself, so a test can look at how it fails. */
        public CompletableFuture<WsClient> openAsync() {
            WsClient client = new WsClient(label, timeout, listener);
            WebSocket.Builder builder = HTTP.newWebSocketBuilder().connectTimeout(timeout);
            headers.forEach(builder::header);
            return builder.buildAsync(uri, client.new Listener()).thenApply(ws -> {
                client.ws = ws;
                return client;
            });
        }
    }

    // ---- messages ----

    /** A message of this type with the given keys and values; a null value leaves its key out. */
    public static Map<String, Object> msg(String type, Object... keyValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", type);
        for (int i = 0; i < keyValues.length; i += 2) {
            if (keyValues[i + 1] != null) {
                m.put((String) keyValues[i], keyValues[i + 1]);
            }
        }
        return m;
    }

    public static Map<String, Object> move(int x, int y, int ply, Object id) {
        return msg("move", "x", x, "y", y, "ply", ply, "id", id);
    }

    /** The value as JSON (a String becomes a JSON string). */
    public static String toJson(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** What goes on the wire: a String as it is (raw, possibly malformed, on purpose), anything else as JSON. */
    private static String text(Object message) {
        return message instanceof String s ? s : toJson(message);
    }

    // ---- sending ----

    /** Sends a Map or record as JSON, or a String as it is; waits until the frame is written. */
    public void send(Object message) {
        String text = text(message);
        try {
            sendAsync(text).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError(label + ": could not send " + clip(text), e);
        }
    }

    /**
     * Sends without waiting. The JDK allows one outstanding send per socket, so each send is chained after the
     * previous one (whatever became of it).
     */
    public CompletableFuture<WebSocket> sendAsync(Object message) {
        String text = text(message);
        synchronized (sendLock) {
            CompletableFuture<WebSocket> next = lastSend.handle((done, failed) -> null)
                .thenCompose(ignored -> ws.sendText(text, true));
            lastSend = next;
            return next;
        }
    }

    /** Sends a binary frame (the protocol has none: a client that sends one is answered as for a bad frame). */
    public void sendBinary(byte[] bytes) {
        try {
            synchronized (sendLock) {
                CompletableFuture<WebSocket> next = lastSend.handle((done, failed) -> null)
                    .thenCompose(ignored -> ws.sendBinary(java.nio.ByteBuffer.wrap(bytes), true));
                lastSend = next;
                next.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (Exception e) {
            throw new AssertionError(label + ": could not send a binary frame", e);
        }
    }

    /** Sends and reports whether it went out (false once the socket is closed under us). */
    public boolean trySend(Object message) {
        try {
            sendAsync(message).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    /** Joins (by token, or taking an open seat) and returns the welcome. */
    public JsonNode join(String token, String name) {
        return join(token, name, null);
    }

    /** Joins with a role ("player", "spectator" or null) and returns the welcome. */
    public JsonNode join(String token, String name, String role) {
        send(msg("join", "token", token, "name", name, "role", role));
        return awaitType("welcome");
    }

    // ---- receiving, in order ----

    /** The next message that matches, skipping others; fails after the timeout or once nothing more can come. */
    public JsonNode await(String what, Predicate<JsonNode> matches, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            JsonNode m = null;
            try {
                // In slices, so a socket closed with nothing left to read fails at once instead of at the deadline.
                m = left <= 0 ? null : inbox.poll(Math.min(left, 50_000_000L), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                left = 0;
            }
            if (m == null && left > 0 && !(closed.isDone() && inbox.isEmpty())) {
                continue;
            }
            if (m == null) {
                throw new AssertionError(label + ": " + (left > 0 ? "socket closed" : "timed out") + " waiting for "
                    + what + "; received: " + recent() + closedNote());
            }
            if (matches.test(m)) {
                return m;
            }
        }
    }

    public JsonNode await(String what, Predicate<JsonNode> matches) {
        return await(what, matches, timeout);
    }

    public JsonNode next() {
        return await("any message", m -> true);
    }

    public JsonNode awaitType(String type) {
        return await("a " + type + " message", m -> type.equals(m.path("type").asText()));
    }

    /** The next state whose game matches; returns the whole state message. */
    public JsonNode awaitState(Predicate<JsonNode> game) {
        return await("a matching state", m -> isState(m) && game.test(m.get("game")));
    }

    /** The next state whose game matches; returns the game. */
    public JsonNode awaitGame(String what, Predicate<JsonNode> game, Duration timeout) {
        return await(what, m -> isState(m) && game.test(m.get("game")), timeout).get("game");
    }

    public JsonNode awaitGame(String what, Predicate<JsonNode> game) {
        return awaitGame(what, game, timeout);
    }

    /** The next state with exactly this many moves; returns the whole state message. */
    public JsonNode awaitMoves(int count) {
        return await("a state with " + count + " moves", m -> isState(m) && m.get("game").get("moves").size() == count);
    }

    /** The next error, which must have this code (an error with another code fails at once). */
    public JsonNode awaitError(String code) {
        JsonNode e = await("error " + code, m -> "error".equals(m.path("type").asText()));
        assertEquals(code, e.path("code").asText(), label + ": wrong error: " + e);
        return e;
    }

    /** The next message echoing this id (a state or an error). */
    public JsonNode awaitId(Object id) {
        JsonNode want = JSON.valueToTree(id);
        return await("a reply with id " + want, m -> want.equals(m.get("id")));
    }

    /** Fails if any message arrives within the given time. */
    public void expectQuiet(Duration quiet) {
        try {
            JsonNode m = inbox.poll(quiet.toMillis(), TimeUnit.MILLISECONDS);
            if (m != null) {
                throw new AssertionError(label + ": expected no message, got " + m);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- what it saw ----

    /** Every message received so far, in order, whether or not an await took it. */
    public List<JsonNode> received() {
        return List.copyOf(received);
    }

    /** Every state received so far, in order. */
    public List<JsonNode> states() {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode m : received) {
            if (isState(m)) {
                out.add(m);
            }
        }
        return out;
    }

    /** The raw text of every message received so far. */
    public List<String> frames() {
        return List.copyOf(frames);
    }

    /** The latest state message received, or null. */
    public JsonNode lastState() {
        return lastState;
    }

    /** The game of the latest state received, or null. */
    public JsonNode game() {
        JsonNode s = lastState;
        return s == null ? null : s.get("game");
    }

    /** The latest welcome received, or null. */
    public JsonNode welcome() {
        return welcome;
    }

    /** The seat the latest welcome gave ("X", "O"), or null: not welcomed yet, or as a spectator. */
    public String seat() {
        JsonNode w = welcome;
        return w == null || w.path("seat").isNull() ? null : w.path("seat").asText();
    }

    /** The token the latest welcome carried, or null. */
    public String token() {
        JsonNode w = welcome;
        return w == null || !w.hasNonNull("token") ? null : w.path("token").asText();
    }

    /** The last few frames, shortened, for failure messages. */
    public String recent() {
        List<String> all = frames();
        List<String> tail = all.subList(Math.max(0, all.size() - 8), all.size());
        List<String> clipped = new ArrayList<>();
        tail.forEach(f -> clipped.add(clip(f)));
        return (all.size() > tail.size() ? "(" + (all.size() - tail.size()) + " earlier) " : "") + clipped;
    }

    // ---- closing ----

    /** The close code the server sent (or -1 when the connection broke without a close frame). */
    public int awaitClose() {
        try {
            return closed.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError(label + ": socket not closed in time; received: " + recent());
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError(e);
        }
    }

    /** Whether the socket closed (either way) within the time. */
    public boolean awaitClosed(Duration within) {
        try {
            closed.get(within.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * Once the server process is gone: waits until this socket reports its end, or has received nothing for
     * {@code quiet} (the JDK client does not always report a connection it dropped after a failed send; what the
     * server sent has then either arrived or never will). Quiet counts from the last frame or from
     * {@code sinceNanos}, whichever is later. Returns true if the end was reported.
     */
    public boolean awaitEnd(long sinceNanos, Duration max, Duration quiet) {
        long deadline = System.nanoTime() + max.toNanos();
        while (System.nanoTime() < deadline) {
            if (awaitClosed(Duration.ofMillis(50))) {
                return true;
            }
            if (System.nanoTime() - Math.max(lastFrameNanos, sinceNanos) >= quiet.toNanos()) {
                return false;
            }
        }
        return closed.isDone();
    }

    public boolean isClosed() {
        return closed.isDone();
    }

    /** A clean close from our side; waits for the server's answer. */
    public void closeNormally() {
        try {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError(label + ": close failed", e);
        }
        awaitClose();
    }

    /** Drops the connection at once, without a close frame: what a crashed or vanished client does. */
    @Override
    public void close() {
        WebSocket w = ws;
        if (w != null) {
            w.abort();
        }
    }

    @Override
    public String toString() {
        return label;
    }

    // ---- internals ----

    private static boolean isState(JsonNode m) {
        return "state".equals(m.path("type").asText());
    }

    private String closedNote() {
        if (!closed.isDone()) {
            return "";
        }
        return "; socket closed with " + closed.getNow(null) + (error.get() == null ? "" : " after " + error.get());
    }

    private static String clip(String s) {
        return s.length() <= 300 ? s : s.substring(0, 300) + "...(" + s.length() + " chars)";
    }

    private void deliver(JsonNode frame) {
        lastFrameNanos = System.nanoTime();
        // As the page does: a move is applied to the state held, and kept as the state it implies.
        JsonNode node = held.hear(frame);
        received.add(node);
        String type = node.path("type").asText();
        if (type.equals("state")) {
            lastState = node;
        } else if (type.equals("welcome")) {
            welcome = node;
        }
        inbox.add(node);
        if (listener != null) {
            try {
                listener.accept(node);
            } catch (RuntimeException | Error e) {
                System.err.println(label + ": listener failed: " + e);
                e.printStackTrace();
            }
        }
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public void onOpen(WebSocket webSocket) {
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                frames.add(text);
                JsonNode node;
                try {
                    node = JSON.readTree(text);
                } catch (JsonProcessingException e) {
                    ObjectNode bad = JSON.createObjectNode();
                    bad.put("type", "__not_json__");
                    bad.put("raw", text);
                    node = bad;
                }
                deliver(node);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            deliver(JSON.createObjectNode().put("type", "__binary__"));
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable e) {
            error.compareAndSet(null, e);
            closed.complete(-1);
        }
    }
}
