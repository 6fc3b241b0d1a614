package inrow.durability;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A game-socket client on the JDK's WebSocket, trimmed from {@code inrow.web.WsClient} (package-private there):
 * every text message is parsed, kept, queued for the {@code await} helpers and, if a listener is set, handed to it
 * on the socket's own thread (so a player can answer a state at once). Sends are chained, never concurrent.
 */
public final class Sock implements AutoCloseable {
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    final String label;
    private volatile WebSocket ws;
    private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    private final List<String> frames = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private volatile long lastFrameNanos = System.nanoTime();
    private final Consumer<JsonNode> listener;
    private final Object sendLock = new Object();
    private CompletableFuture<?> lastSend = CompletableFuture.completedFuture(null);

    private Sock(String label, Consumer<JsonNode> listener) {
        this.label = label;
        this.listener = listener;
    }

    static Sock open(int port, String code, String label) {
        return open(port, code, label, null);
    }

    public static Sock open(int port, String code, String label, Consumer<JsonNode> listener) {
        Sock s = new Sock(label, listener);
        URI uri = URI.create("ws://127.0.0.1:" + port + "/ws/" + code);
        try {
            s.ws = HTTP.newWebSocketBuilder().connectTimeout(TIMEOUT).buildAsync(uri, s.new Listener())
                .get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError(label + ": could not open " + uri, e);
        }
        return s;
    }

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

    static String json(Object o) {
        try {
            return o instanceof String s ? s : JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** Sends without waiting, after every earlier send (whatever became of it). */
    public CompletableFuture<?> sendAsync(Object message) {
        String text = json(message);
        synchronized (sendLock) {
            CompletableFuture<?> next = lastSend.handle((done, failed) -> null)
                .thenCompose(ignored -> ws.sendText(text, true));
            lastSend = next;
            return next;
        }
    }

    void send(Object message) {
        try {
            sendAsync(message).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError(label + ": could not send " + json(message), e);
        }
    }

    /** Joins (by token, or taking an open seat) and returns the welcome. */
    JsonNode join(String token, String name) {
        send(msg("join", "token", token, "name", name));
        return awaitType("welcome");
    }

    JsonNode await(String what, Predicate<JsonNode> matches, Duration timeout) {
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
                throw new AssertionError(label + ": timed out waiting for " + what + "; last frames: " + recent()
                    + (closed.isDone() ? " (socket closed: " + closed.getNow(null) + ")" : ""));
            }
            if (matches.test(m)) {
                return m;
            }
        }
    }

    JsonNode await(String what, Predicate<JsonNode> matches) {
        return await(what, matches, TIMEOUT);
    }

    JsonNode awaitType(String type) {
        return await("a " + type, m -> type.equals(m.path("type").asText()));
    }

    /** The next state whose game matches; returns the game. */
    JsonNode awaitGame(String what, Predicate<JsonNode> game, Duration timeout) {
        return await(what, m -> "state".equals(m.path("type").asText()) && game.test(m.get("game")), timeout)
            .get("game");
    }

    JsonNode awaitGame(String what, Predicate<JsonNode> game) {
        return awaitGame(what, game, TIMEOUT);
    }

    /** The next reply (state or error) echoing this id. */
    JsonNode awaitId(int id) {
        return await("a reply with id " + id, m -> m.path("id").isInt() && m.path("id").asInt() == id);
    }

    boolean awaitClosed(Duration timeout) {
        try {
            closed.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
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

    public String recent() {
        List<String> all = List.copyOf(frames);
        List<String> out = new ArrayList<>();
        for (String f : all.subList(Math.max(0, all.size() - 6), all.size())) {
            out.add(f.length() <= 400 ? f : f.substring(0, 400) + "...");
        }
        return out.toString();
    }

    @Override
    public void close() {
        WebSocket w = ws;
        if (w != null) {
            w.abort();
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
                lastFrameNanos = System.nanoTime();
                frames.add(text);
                JsonNode node;
                try {
                    node = JSON.readTree(text);
                } catch (JsonProcessingException e) {
                    node = JSON.createObjectNode().put("type", "__not_json__").put("raw", text);
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
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.complete(-1);
        }
    }
}
