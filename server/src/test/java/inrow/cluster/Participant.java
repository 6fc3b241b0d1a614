package inrow.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.WsClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * One participant of one game (a player or a spectator), connected to one node at a time and able to move to
 * another: a person, where {@link WsClient} is one connection. Everything received is kept in order, across
 * connections, so a test can wait for a reply or a state without consuming anything, and compare what each
 * participant saw.
 *
 * <p>On every connection it checks what it receives: {@code v} never goes back, and a state's moves always extend
 * the moves of the previous state of the same round (nothing taken back, nothing reordered). Anything wrong goes
 * to the shared {@code problems} list, which a test asserts empty.
 */
final class Participant implements AutoCloseable {
    /** How long to wait for anything the cluster should do; only a bound, never a measure. */
    static final Duration WAIT = Duration.ofSeconds(20);
    /** How long opening a socket or one send may take. */
    private static final Duration SOCKET_TIMEOUT = Duration.ofSeconds(10);

    final String label;
    final String code;
    private final List<String> problems;

    /** A frame and the connection (1, 2, ...) it came in on. */
    record Frame(int connection, JsonNode message) {
    }

    // Guarded by this.
    private final List<Frame> frames = new ArrayList<>();
    private WsClient sock;
    private int connection;
    private int node;
    private long lastV;
    private JsonNode lastGame;
    private int ids;
    private String token;
    private boolean spectator;

    Participant(String label, String code, List<String> problems) {
        this.label = label;
        this.code = code;
        this.problems = problems;
    }

    // ---- connecting ----

    /** Opens a connection to the node (closing any earlier one); nothing is sent yet. */
    Participant connect(LocalCluster cluster, int nodeNumber) {
        return connect(cluster.port(nodeNumber), nodeNumber);
    }

    /** Opens a connection to the node listening on this port, known as node {@code nodeNumber} in labels. */
    Participant connect(int port, int nodeNumber) {
        WsClient old;
        int gen;
        synchronized (this) {
            old = sock;
            sock = null;
            gen = ++connection;
            node = nodeNumber;
            lastV = -1;
            lastGame = null;
        }
        if (old != null) {
            old.close();
        }
        WsClient s = WsClient.to(port, code).label(label + "#" + gen + "@node" + nodeNumber).timeout(SOCKET_TIMEOUT)
            .onMessage(m -> onFrame(gen, m)).open();
        synchronized (this) {
            sock = s;
        }
        return this;
    }

    /** Joins, by token or (without one) taking an open seat; returns the reply (a welcome, or an error). */
    JsonNode join(String token, String name) {
        int since = mark();
        int id = send(WsClient.msg("join", "token", token, "name", name));
        JsonNode reply = reply(since, id);
        if ("welcome".equals(reply.path("type").asText()) && !reply.path("seat").isNull()) {
            synchronized (this) {
                this.token = reply.path("token").asText();
                this.spectator = false;
            }
        }
        return reply;
    }

    /** Joins and insists on a welcome to a seat; returns the seat. */
    String takeSeat(String token, String name) {
        JsonNode welcome = join(token, name);
        if (!"welcome".equals(welcome.path("type").asText()) || welcome.path("seat").isNull()) {
            throw new AssertionError(label + ": expected a seat, got " + welcome);
        }
        if (token != null && !token.equals(welcome.path("token").asText())) {
            throw new AssertionError(label + ": joined with a token and got another one back: " + welcome);
        }
        return welcome.path("seat").asText();
    }

    /** Joins as a spectator and insists on a welcome. */
    Participant watch() {
        int since = mark();
        int id = send(WsClient.msg("join", "role", "spectator"));
        JsonNode reply = reply(since, id);
        if (!"welcome".equals(reply.path("type").asText()) || !reply.path("seat").isNull()) {
            throw new AssertionError(label + ": expected a welcome as a spectator, got " + reply);
        }
        synchronized (this) {
            spectator = true;
        }
        return this;
    }

    /** Connects to another node and joins there as what it was: with its seat's token, or as a spectator. */
    Participant moveTo(LocalCluster cluster, int nodeNumber) {
        connect(cluster, nodeNumber);
        if (isSpectator()) {
            watch();
        } else {
            takeSeat(token(), null);
        }
        return this;
    }

    // ---- sending ----

    /** Sends a message with a fresh id, without waiting; returns the id. */
    int send(java.util.Map<String, Object> message) {
        WsClient s;
        int id;
        synchronized (this) {
            s = sock;
            id = ++ids;
        }
        message.put("id", id);
        s.sendAsync(message);
        return id;
    }

    /** Sends a move without waiting; returns its id (its reply echoes it). */
    int sendMove(Cell cell, int ply) {
        return send(WsClient.msg("move", "x", cell.x(), "y", cell.y(), "ply", ply));
    }

    /** Sends a join with the seat's token without waiting; returns its id. */
    int sendRejoin() {
        return send(WsClient.msg("join", "token", token()));
    }

    /** Sends a move and returns its reply: a state (the confirmation) or an error. */
    JsonNode move(Cell cell, int ply) {
        return move(cell, ply, WAIT);
    }

    JsonNode move(Cell cell, int ply, Duration timeout) {
        int since = mark();
        int id = sendMove(cell, ply);
        return reply(since, id, timeout);
    }

    /** Sends a move and insists that it is confirmed: returns the game of the state that answers it. */
    JsonNode play(Cell cell, int ply) {
        JsonNode reply = move(cell, ply);
        if (!"state".equals(reply.path("type").asText())) {
            throw new AssertionError(label + ": move " + ply + " " + cell + " was refused: " + reply);
        }
        JsonNode game = reply.get("game");
        List<Cell> moves = Cell.moves(game);
        if (moves.size() <= ply || !moves.get(ply).equals(cell)) {
            throw new AssertionError(label + ": move " + ply + " " + cell + " confirmed by a state without it: "
                + moves);
        }
        return game;
    }

    // ---- waiting ----

    /** How many frames have arrived so far, over every connection: pass it to the awaits to look only later. */
    synchronized int mark() {
        return frames.size();
    }

    /** The first frame since {@code since} (a {@link #mark()}) that matches, waiting for it if need be. */
    JsonNode await(String what, int since, Predicate<JsonNode> matches, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (this) {
            int next = since;
            while (true) {
                for (; next < frames.size(); next++) {
                    JsonNode m = frames.get(next).message();
                    if (matches.test(m)) {
                        return m;
                    }
                }
                waitOrFail(what, deadline);
            }
        }
    }

    /** The reply to the message with this id: the first frame since {@code since} echoing it. */
    JsonNode reply(int since, int id) {
        return reply(since, id, WAIT);
    }

    JsonNode reply(int since, int id, Duration timeout) {
        return await("the reply to message " + id, since, m -> m.path("id").isInt() && m.path("id").asInt() == id,
            timeout);
    }

    /** Waits until the latest state on the current connection satisfies the condition; returns its game. */
    JsonNode awaitGame(String what, Predicate<JsonNode> game) {
        return awaitGame(what, game, WAIT);
    }

    JsonNode awaitGame(String what, Predicate<JsonNode> game, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (this) {
            while (lastGame == null || !game.test(lastGame)) {
                waitOrFail(what, deadline);
            }
            return lastGame;
        }
    }

    /** Waits until the latest state holds exactly these moves. */
    JsonNode awaitMoves(List<Cell> moves) {
        return awaitGame(moves.size() + " moves " + moves, g -> Cell.moves(g).equals(moves));
    }

    private void waitOrFail(String what, long deadline) {
        long left = deadline - System.nanoTime();
        if (left <= 0 || sock != null && sock.isClosed()) {
            throw new AssertionError(label + ": " + (left <= 0 ? "timed out waiting for " : "socket closed waiting "
                + "for ") + what + "; last frames: " + recent());
        }
        try {
            wait(Math.max(1, Math.min(left / 1_000_000, 100)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(label + ": interrupted waiting for " + what);
        }
    }

    /**
     * After its node was killed: waits until this connection reports its end, or has been quiet for a second, so
     * that every frame the node managed to send has arrived. True if the end was reported.
     */
    boolean awaitEnd(long sinceNanos) {
        WsClient s;
        synchronized (this) {
            s = sock;
        }
        return s.awaitEnd(sinceNanos, WAIT, Duration.ofSeconds(1));
    }

    // ---- what it saw ----

    /** The latest state's game on the current connection, or null. */
    synchronized JsonNode game() {
        return lastGame;
    }

    /** Every state's game received, over every connection, in order. */
    synchronized List<JsonNode> games() {
        List<JsonNode> out = new ArrayList<>();
        for (Frame f : frames) {
            if ("gap".equals(f.message().path("type").asText())) {
                throw new AssertionError(label + ": " + f.message());
            }
            if ("state".equals(f.message().path("type").asText())) {
                out.add(f.message().get("game"));
            }
        }
        return out;
    }

    /** The boards of every state received, with repeats in a row (states that changed no cell) left out. */
    List<String> boards() {
        List<String> out = new ArrayList<>();
        for (JsonNode g : games()) {
            String b = Cell.board(g);
            if (out.isEmpty() || !out.get(out.size() - 1).equals(b)) {
                out.add(b);
            }
        }
        return out;
    }

    synchronized String token() {
        return token;
    }

    synchronized boolean isSpectator() {
        return spectator;
    }

    /** The node this client is (or was last) connected to. */
    synchronized int node() {
        return node;
    }

    synchronized boolean isClosed() {
        return sock == null || sock.isClosed();
    }

    synchronized String recent() {
        List<String> out = new ArrayList<>();
        for (Frame f : frames.subList(Math.max(0, frames.size() - 6), frames.size())) {
            String t = f.message().toString();
            out.add("#" + f.connection() + " " + (t.length() <= 400 ? t : t.substring(0, 400) + "..."));
        }
        return out.toString();
    }

    @Override
    public void close() {
        WsClient s;
        synchronized (this) {
            s = sock;
        }
        if (s != null) {
            s.close();
        }
    }

    // ---- receiving ----

    private synchronized void onFrame(int gen, JsonNode m) {
        if (gen != connection) {
            return; // a connection this client has left
        }
        frames.add(new Frame(gen, m));
        String type = m.path("type").asText();
        if (type.equals("__not_json__")) {
            problems.add(label + ": a frame that is not JSON: " + m);
        } else if (type.equals("state")) {
            long v = m.path("v").asLong(-1);
            JsonNode game = m.get("game");
            if (v < lastV) {
                problems.add(label + " (connection " + gen + ", node " + node + "): state v " + v + " after v "
                    + lastV);
            }
            if (lastGame != null && lastGame.path("round").asInt() == game.path("round").asInt()) {
                List<Cell> before = Cell.moves(lastGame);
                List<Cell> now = Cell.moves(game);
                if (now.size() < before.size() || !now.subList(0, before.size()).equals(before)) {
                    problems.add(label + " (connection " + gen + ", node " + node + "): moves " + before
                        + " followed by " + now);
                }
            }
            lastV = Math.max(lastV, v);
            lastGame = game;
        }
        notifyAll();
    }

    @Override
    public String toString() {
        return label;
    }
}
