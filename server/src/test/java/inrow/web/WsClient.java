package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

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
import java.util.function.Predicate;

/**
 * A small game-socket client for tests, on the JDK's own WebSocket. Every complete text message (partial frames
 * are put together until {@code last}) is parsed and queued; the {@code await*} helpers take from the queue,
 * skipping what does not match, with a timeout. Everything received is also kept, in order, for checks over the
 * whole conversation.
 */
final class WsClient implements AutoCloseable {
    static final Duration TIMEOUT = Duration.ofSeconds(5);
    static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    final String label;
    private volatile WebSocket ws;
    private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    private final List<JsonNode> received = new CopyOnWriteArrayList<>();
    private final List<String> frames = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final AtomicReference<Throwable> error = new AtomicReference<>();
    private final Object sendLock = new Object();
    private CompletableFuture<WebSocket> lastSend = CompletableFuture.completedFuture(null);

    private WsClient(String label) {
        this.label = label;
    }

    static URI uri(int port, String code) {
        return URI.create("ws://127.0.0.1:" + port + "/ws/" + code);
    }

    /** Opens a socket to a game room, or fails the test. */
    static WsClient open(int port, String code, String label) {
        return open(uri(port, code), Map.of(), label);
    }

    static WsClient open(URI uri, Map<String, String> headers, String label) {
        try {
            return openAsync(uri, headers, label).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new AssertionError(label + ": could not open " + uri, e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new AssertionError(label + ": could not open " + uri, e);
        }
    }

    /** The handshake itself, so tests can look at how it fails. */
    static CompletableFuture<WsClient> openAsync(URI uri, Map<String, String> headers, String label) {
        WsClient client = new WsClient(label);
        WebSocket.Builder builder = HTTP.newWebSocketBuilder().connectTimeout(TIMEOUT);
        headers.forEach(builder::header);
        return builder.buildAsync(uri, client.new Listener()).thenApply(ws -> {
            client.ws = ws;
            return client;
        });
    }

    // ---- sending ----

    /** Sends a Map/record as JSON, or a String as it is; waits until the frame is written. */
    void send(Object message) {
        String text = message instanceof String s ? s : toJson(message);
        try {
            sendAsync(text).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError(label + ": could not send " + clip(text), e);
        }
    }

    /**
     * Sends without waiting. The JDK allows one outstanding send per socket, so each send is chained after the
     * previous one (whatever its outcome): callers on any thread may send back-to-back without waiting.
     */
    CompletableFuture<WebSocket> sendAsync(String text) {
        synchronized (sendLock) {
            CompletableFuture<WebSocket> next = lastSend.handle((done, failed) -> null)
                .thenCompose(ignored -> ws.sendText(text, true));
            lastSend = next;
            return next;
        }
    }

    /** Sends and reports whether it went out (false once the socket is closed under us). */
    boolean trySend(String text) {
        try {
            sendAsync(text).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    static Map<String, Object> msg(String type, Object... keyValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", type);
        for (int i = 0; i < keyValues.length; i += 2) {
            if (keyValues[i + 1] != null) {
                m.put((String) keyValues[i], keyValues[i + 1]);
            }
        }
        return m;
    }

    static Map<String, Object> move(int x, int y, int ply, Object id) {
        return msg("move", "x", x, "y", y, "ply", ply, "id", id);
    }

    /** Sends a join and returns the welcome. */
    JsonNode join(String token, String name, String role) {
        send(msg("join", "token", token, "name", name, "role", role));
        return awaitType("welcome");
    }

    // ---- receiving ----

    /** The next message that matches, skipping others; fails after the timeout. */
    JsonNode await(String what, Predicate<JsonNode> matches, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            JsonNode m = null;
            try {
                m = left <= 0 ? null : inbox.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (m == null) {
                fail(label + ": timed out waiting for " + what + "; received: " + recent() + closedNote());
            }
            if (matches.test(m)) {
                return m;
            }
        }
    }

    JsonNode await(String what, Predicate<JsonNode> matches) {
        return await(what, matches, TIMEOUT);
    }

    JsonNode next() {
        return await("any message", m -> true);
    }

    JsonNode awaitType(String type) {
        return await("a " + type + " message", m -> type.equals(m.path("type").asText()));
    }

    /** The next state whose game matches; returns the whole state message. */
    JsonNode awaitState(Predicate<JsonNode> game) {
        return await("a matching state", m -> "state".equals(m.path("type").asText()) && game.test(m.get("game")));
    }

    /** The next state with exactly this many moves. */
    JsonNode awaitMoves(int count) {
        return await("a state with " + count + " moves",
            m -> "state".equals(m.path("type").asText()) && m.get("game").get("moves").size() == count);
    }

    /** The next error, which must have this code (an error with another code fails at once). */
    JsonNode awaitError(String code) {
        JsonNode e = await("error " + code, m -> "error".equals(m.path("type").asText()));
        assertEquals(code, e.path("code").asText(), label + ": wrong error: " + e);
        return e;
    }

    /** The next message echoing this id. */
    JsonNode awaitId(Object id) {
        JsonNode want = JSON.valueToTree(id);
        return await("a reply with id " + want, m -> want.equals(m.get("id")));
    }

    /** Fails if any message arrives within the given time. */
    void expectQuiet(Duration quiet) {
        try {
            JsonNode m = inbox.poll(quiet.toMillis(), TimeUnit.MILLISECONDS);
            if (m != null) {
                fail(label + ": expected no message, got " + m);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The close code the server sent (or -1 when the connection broke without a close frame). */
    int awaitClose() {
        try {
            return closed.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError(label + ": socket not closed in time; received: " + recent());
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError(e);
        }
    }

    boolean isClosed() {
        return closed.isDone();
    }

    /** Every message received so far, in order, whether or not an await took it. */
    List<JsonNode> received() {
        return List.copyOf(received);
    }

    /** Every state received so far, in order. */
    List<JsonNode> states() {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode m : received) {
            if ("state".equals(m.path("type").asText())) {
                out.add(m);
            }
        }
        return out;
    }

    /** The raw text of every message received so far. */
    List<String> frames() {
        return List.copyOf(frames);
    }

    // ---- closing ----

    /** A clean close from our side; waits for the server's answer. */
    void closeNormally() {
        try {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError(label + ": close failed", e);
        }
        awaitClose();
    }

    @Override
    public void close() {
        WebSocket w = ws;
        if (w != null) {
            w.abort();
        }
    }

    // ---- internals ----

    private String recent() {
        List<String> all = frames();
        List<String> tail = all.subList(Math.max(0, all.size() - 8), all.size());
        List<String> clipped = new ArrayList<>();
        tail.forEach(f -> clipped.add(clip(f)));
        return (all.size() > tail.size() ? "(" + (all.size() - tail.size()) + " earlier) " : "") + clipped;
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

    static String toJson(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private void deliver(String text) {
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
        received.add(node);
        inbox.add(node);
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
                deliver(text);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            ObjectNode bad = JSON.createObjectNode();
            bad.put("type", "__binary__");
            received.add(bad);
            inbox.add(bad);
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
