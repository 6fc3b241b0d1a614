package inrow.room;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.testing.HeldGame;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A connection without a socket: records every frame the room sends, in order, and every close. Thread-safe, so a
 * room running on a real pool can send to it while a test thread reads or waits. It holds the game as a client
 * does ({@link HeldGame}): a {@code moved} frame is recorded as the state it implies ({@link #wire()} has the frames
 * as sent).
 */
final class FakeConnection implements Connection {
    private static final ObjectMapper JSON = new ObjectMapper();

    final String label;
    private final List<String> sent = new ArrayList<>();
    private final List<String> wire = new ArrayList<>();
    private final HeldGame held = new HeldGame();
    private final List<String> closes = new ArrayList<>();

    /** The round trip the server measured with its own pings, as a socket would report it (-1: none yet). */
    volatile long measuredRttMs = -1;

    @Override
    public long measuredRttMs() {
        return measuredRttMs;
    }

    /** Whether it takes moves as a current page does; false: an old page, sent whole states only. */
    private final boolean moves;

    FakeConnection(String label) {
        this(label, true);
    }

    FakeConnection(String label, boolean moves) {
        this(label, moves, EVENTS);
    }

    FakeConnection(String label, boolean moves, boolean events) {
        this.label = label;
        this.moves = moves;
        this.events = events;
    }

    /**
     * Whether connections take events unless a test says otherwise: {@code -Dinrow.test.events=true} runs every room
     * test through the events frames (their HeldGame turns them back into the states the tests read).
     */
    static final boolean EVENTS = Boolean.getBoolean("inrow.test.events");

    private final boolean events;

    @Override
    public boolean takesEvents() {
        return events;
    }

    /** The client address it comes from, for the per-address limits; null: unknown. */
    volatile String address;

    public String address() {
        return address;
    }

    @Override
    public boolean takesMoves() {
        return moves;
    }

    @Override
    public synchronized void send(String frame) {
        wire.add(frame);
        JsonNode parsed = parse(frame);
        JsonNode heard = held.hear(parsed);
        sent.add(heard == parsed ? frame : heard.toString());
        notifyAll();
    }

    /** The frames exactly as the room sent them. */
    synchronized List<String> wire() {
        return new ArrayList<>(wire);
    }

    @Override
    public synchronized void close(int code, String reason) {
        closes.add(code + " " + reason);
        notifyAll();
    }

    /** The frames as the client holds them (moves as the states they imply), in the order they were sent. */
    synchronized List<String> raw() {
        return new ArrayList<>(sent);
    }

    synchronized int size() {
        return sent.size();
    }

    synchronized List<String> closes() {
        return new ArrayList<>(closes);
    }

    List<JsonNode> frames() {
        return parse(raw());
    }

    /** Frames sent after {@code mark} (a value of {@link #size()} taken earlier). */
    List<JsonNode> since(int mark) {
        List<String> all = raw();
        return parse(all.subList(mark, all.size()));
    }

    List<JsonNode> ofType(String type) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode f : frames()) {
            if (type.equals(f.path("type").asText())) {
                out.add(f);
            }
        }
        return out;
    }

    /** The last frame of that type; fails the test when there is none. */
    JsonNode last(String type) {
        List<JsonNode> of = ofType(type);
        if (of.isEmpty()) {
            fail(label + " received no " + type + " frame; it received " + raw());
        }
        return of.get(of.size() - 1);
    }

    JsonNode lastFrame() {
        List<JsonNode> all = frames();
        assertNotNull(all.isEmpty() ? null : all, label + " received nothing");
        return all.get(all.size() - 1);
    }

    /** The game of the last state this connection saw. */
    JsonNode game() {
        return last("state").get("game");
    }

    /** The {@code v} of every state frame, in arrival order. */
    List<Long> versions() {
        List<Long> out = new ArrayList<>();
        for (JsonNode s : ofType("state")) {
            out.add(s.get("v").asLong());
        }
        return out;
    }

    long lastVersion() {
        List<Long> v = versions();
        return v.isEmpty() ? 0 : v.get(v.size() - 1);
    }

    /** Waits until some frame matches; false when the time runs out first. */
    synchronized boolean await(Predicate<JsonNode> wanted, long timeoutMillis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        int checked = 0;
        while (true) {
            for (; checked < sent.size(); checked++) {
                if (wanted.test(parse(sent.get(checked)))) {
                    return true;
                }
            }
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
    }

    @Override
    public String toString() {
        return label;
    }

    private static List<JsonNode> parse(List<String> frames) {
        List<JsonNode> out = new ArrayList<>(frames.size());
        for (String f : frames) {
            out.add(parse(f));
        }
        return out;
    }

    static JsonNode parse(String frame) {
        try {
            return JSON.readTree(frame);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + frame, e);
        }
    }
}
