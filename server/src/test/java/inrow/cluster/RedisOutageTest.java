package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.metrics.Scrape;
import inrow.game.Change;
import inrow.room.RoomEvent;
import inrow.testing.Await;
import inrow.testing.Http;
import io.lettuce.core.Range;
import io.lettuce.core.RedisClient;
import io.lettuce.core.StreamMessage;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Redis goes away and comes back empty under two nodes running in this JVM, over one PostgreSQL (the record) and one
 * Redis: what the review of the cluster's fixes said must hold then. Players sit on node 1; a spectator watches on
 * node 2, so everything node 2 shows came through Redis (or from the record). Fresh nodes for each test, both stores
 * emptied after it. Skipped where PostgreSQL or redis-server is not installed.
 */
@Timeout(120)
class RedisOutageTest {
    /** How long the cluster may take to settle after Redis is back; only a bound, never a measure. */
    private static final Duration SETTLE = Duration.ofSeconds(15);
    private static final Duration RETRY_FOR = Duration.ofSeconds(30);
    private static final Cell X1 = new Cell(0, 0);
    private static final Cell O1 = new Cell(0, 1);

    private static SharedStores stores;
    private static LocalRedis redis;
    private static RedisClient inspector;

    private final List<Server> nodes = new ArrayList<>();
    private final List<Participant> sockets = new ArrayList<>();
    /** What the clients saw that breaks the protocol (a version going back, moves rewritten). */
    private final List<String> problems = new java.util.concurrent.CopyOnWriteArrayList<>();
    private Server node1;
    private Server node2;

    @BeforeAll
    static void startServices() throws Exception {
        stores = SharedStores.start();
        redis = stores.redis;
        inspector = RedisClient.create(redis.url());
    }

    @AfterAll
    static void stopServices() throws Exception {
        SharedStores.closeAll(stores, inspector == null ? null : inspector::shutdown);
    }

    @BeforeEach
    void startNodes() {
        // One after the other: the first node creates the schema in the shared database.
        node1 = node();
        node2 = node();
    }

    @AfterEach
    void stopNodes() throws Exception {
        sockets.forEach(Participant::close);
        sockets.clear();
        for (Server n : nodes) {
            try {
                n.close();
            } catch (RuntimeException e) {
                System.err.println("closing a node: " + e);
            }
        }
        nodes.clear();
        if (!redis.isRunning()) {
            redis.start();
        }
        redis.flushAll();
        try (Connection db = db(); Statement st = db.createStatement()) {
            st.execute("DROP SCHEMA public CASCADE");
            st.execute("CREATE SCHEMA public");
        }
        assertEquals(List.of(), problems, "what the clients saw");
    }

    private Server node() {
        Server s = stores.node();
        nodes.add(s);
        return s;
    }

    private static Connection db() throws SQLException {
        return DriverManager.getConnection("jdbc:" + stores.pg.url().replace("inrow@", ""), "inrow", "");
    }

    /** A short-lived connection of the test's own to Redis, so it works across restarts. */
    private static <T> T inRedis(Function<RedisCommands<String, String>, T> query) {
        try (StatefulRedisConnection<String, String> c = inspector.connect()) {
            return query.apply(c.sync());
        }
    }

    private static String key(String code, String what) {
        return "inrow:{" + code + "}:" + what;
    }

    /** A game on node 1 with X and O both seated there and playing; returns [code, X, O]. */
    private Object[] gameOnNode1() {
        JsonNode created = Http.create(node1.port(), "{\"name\":\"Ana\"}");
        String code = created.path("code").asText();
        Participant x = open(node1, 1, code, "X");
        JsonNode welcome = x.join(created.path("token").asText(), null);
        assertEquals("X", welcome.path("seat").asText(), welcome.toString());
        Participant o = open(node1, 1, code, "O");
        welcome = o.join(null, "Bo");
        assertEquals("O", welcome.path("seat").asText(), welcome.toString());
        x.awaitGame("the game playing", RedisOutageTest::playing, SETTLE);
        o.awaitGame("the game playing", RedisOutageTest::playing, SETTLE);
        return new Object[] {code, x, o};
    }

    private Participant open(Server node, int number, String code, String label) {
        Participant p = new Participant(label, code, problems).connect(node.port(), number);
        sockets.add(p);
        return p;
    }

    // ---- review finding 1 ----

    /**
     * Node 2 opens the room (for a spectator) while Redis is down, so its request to subscribe to the room's channel
     * fails. Once Redis is back, the room on node 2 must still hear node 1's steps: the reconnection subscribes
     * every held room again.
     */
    @Test
    void aRoomOpenedWhileRedisIsDownHearsStepsOnceItIsBack() throws Exception {
        Object[] g = gameOnNode1();
        String code = (String) g[0];
        Participant x = (Participant) g[1];
        Participant o = (Participant) g[2];

        redis.stop();
        // Node 1 knows Redis is gone (this also gives node 2's client the same moment to notice).
        JsonNode refused = x.move(X1, 0);
        assertEquals("unavailable", refused.path("code").asText(), "a move with Redis down: " + refused);
        assertTrue(clusterErrors(node1, "append") >= 1, "the refused append is counted");

        Participant s = open(node2, 2, code, "S").watch();
        JsonNode seen = s.awaitGame("the game as node 2 loaded it from the record", RedisOutageTest::playing, SETTLE);
        assertEquals(List.of(), Cell.moves(seen));

        redis.start();
        playRetrying(x, List.of(X1));
        s.awaitGame("X's move heard on node 2", game -> Cell.moves(game).equals(List.of(X1)), SETTLE);

        // The first move may have reached node 2 by catching up from the record on reconnection; the next one
        // comes only through the room's channel.
        playRetrying(o, List.of(X1, O1));
        s.awaitGame("O's move heard on node 2", game -> Cell.moves(game).equals(List.of(X1, O1)), SETTLE);

        // And the spectator who came while Redis was down is counted on node 1 once it is back.
        x.awaitGame("node 2's spectator counted on node 1", game -> game.path("spectators").asInt() == 1, SETTLE);
    }

    // ---- review finding 2 ----

    /**
     * A step saved in PostgreSQL while Redis is away is published once Redis is back. Made deterministic by holding
     * a lock on the game's row: node 1 reserves the step in Redis, its write waits for the lock, Redis is killed, the
     * lock is released, the write succeeds and publishing fails. Redis then comes back empty: the room's stream must
     * get the step (only the node that wrote a step ever publishes it, so nothing else can put it there).
     */
    @Test
    void aStepSavedWhilePublishingFailsIsPublishedLater() throws Exception {
        Object[] g = gameOnNode1();
        String code = (String) g[0];
        Participant x = (Participant) g[1];
        Participant o = (Participant) g[2];
        Participant s = open(node2, 2, code, "S").watch();
        s.awaitGame("the game playing on node 2", RedisOutageTest::playing, SETTLE);

        long before = Long.parseLong(inRedis(r -> r.get(key(code, "seq"))));
        long step = before + 1;
        int id;
        try (Connection db = db()) {
            db.setAutoCommit(false);
            try (PreparedStatement lock = db.prepareStatement("SELECT seq FROM games WHERE code = ? FOR UPDATE")) {
                lock.setString(1, code);
                try (ResultSet rs = lock.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals(before, rs.getLong(1), "the record's count and Redis's");
                }
            }
            id = x.sendMove(X1, 0);
            // The step is reserved in Redis; its write waits for the row.
            String pending = poll("step " + step + " reserved", () -> inRedis(r -> r.get(key(code, "pending"))));
            assertTrue(pending.contains("\"seq\":" + step), pending);
            poll("node 1's write waiting for the lock", () -> waitingForALock(db) ? Boolean.TRUE : null);
            redis.stop();
            db.commit(); // the write goes through now, with Redis away
        }
        JsonNode confirmed = x.reply(0, id, SETTLE);
        assertEquals("state", confirmed.path("type").asText(), "a move saved while Redis died: " + confirmed);
        assertEquals(List.of(X1), Cell.moves(confirmed.path("game")));
        assertEquals(step, recordedSeq(code), "the record's count");
        poll("the failed publish counted", () -> clusterErrors(node1, "publish") >= 1 ? Boolean.TRUE : null);

        redis.start();
        StreamMessage<String, String> published = poll("step " + step + " in the room's stream", () -> inRedis(r -> {
            List<StreamMessage<String, String>> log = r.xrange(key(code, "log"), Range.create(step + "-0",
                step + "-0"));
            return log.isEmpty() ? null : log.get(0);
        }));
        String text = published.getBody().get("e");
        assertTrue(text.contains("\"seq\":" + step) && text.contains("\"t\":\"moved\""), text);

        s.awaitGame("X's move on node 2", game -> Cell.moves(game).equals(List.of(X1)), SETTLE);
        playRetrying(o, List.of(X1, O1));
        s.awaitGame("O's move on node 2", game -> Cell.moves(game).equals(List.of(X1, O1)), SETTLE);
        assertEquals(step + 1, recordedSeq(code));
    }

    /** inrow_cluster_errors_total for this operation, from the node's GET /metrics. */
    private static double clusterErrors(Server node, String op) {
        return Scrape.value(Http.get(node.port(), "/metrics").body(), "inrow_cluster_errors_total{op=\"" + op + "\"}");
    }

    private static boolean waitingForALock(Connection db) throws SQLException {
        try (Statement st = db.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM "
            + "pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()")) {
            rs.next();
            return rs.getInt(1) > 0;
        }
    }

    private static long recordedSeq(String code) throws SQLException {
        try (Connection db = db(); PreparedStatement q = db.prepareStatement("SELECT seq FROM games WHERE code = ?")) {
            q.setString(1, code);
            try (ResultSet rs = q.executeQuery()) {
                assertTrue(rs.next(), "no record of " + code);
                return rs.getLong(1);
            }
        }
    }

    // ---- presence ----

    /**
     * Redis restarts empty: the presence every node had written is gone. Once the nodes are back, they say again who
     * they have (node 2's spectator is counted on node 1 again), and a move still works.
     */
    @Test
    void spectatorCountsComeBackAfterRedisRestartsEmpty() throws Exception {
        Object[] g = gameOnNode1();
        String code = (String) g[0];
        Participant x = (Participant) g[1];
        Participant o = (Participant) g[2];
        Participant s = open(node2, 2, code, "S").watch();
        x.awaitGame("node 2's spectator counted on node 1", game -> game.path("spectators").asInt() == 1, SETTLE);

        redis.stop();
        redis.start();
        long kept = inRedis(r -> r.exists(key(code, "presence")));
        assertEquals(0L, kept, "Redis came back with data");

        playRetrying(x, List.of(X1));
        // Each node wrote its presence again.
        poll("node 2's presence written again", () -> inRedis(r -> r.hget(key(code, "presence"), node2.node())));
        poll("node 1's presence written again", () -> inRedis(r -> r.hget(key(code, "presence"), node1.node())));
        x.awaitGame("node 2's spectator counted again", game -> game.path("spectators").asInt() == 1, SETTLE);
        o.awaitGame("node 2's spectator counted again", game -> game.path("spectators").asInt() == 1, SETTLE);
        s.awaitGame("X's move on node 2", game -> Cell.moves(game).equals(List.of(X1)), SETTLE);
        JsonNode after = playRetrying(o, List.of(X1, O1));
        assertEquals(1, after.path("spectators").asInt(), "O's confirmation: " + after);
        s.awaitGame("O's move on node 2", game -> Cell.moves(game).equals(List.of(X1, O1)), SETTLE);
    }

    /**
     * The spectator on node 2 leaves while Redis is down, so node 2 cannot tell node 1. Once Redis is back, node 1
     * must stop counting it: node 2's presence, sent again on reconnection, now says it has nobody.
     */
    @Test
    void aSpectatorWhoLeftWhileRedisWasDownIsNoLongerCounted() throws Exception {
        Object[] g = gameOnNode1();
        String code = (String) g[0];
        Participant x = (Participant) g[1];
        Participant s = open(node2, 2, code, "S").watch();
        x.awaitGame("node 2's spectator counted on node 1", game -> game.path("spectators").asInt() == 1, SETTLE);

        redis.stop();
        s.close();
        poll("node 2 to see its spectator leave", () -> node2.rooms().find(code).view().spectators() == 0
            ? Boolean.TRUE : null);
        assertEquals(1, x.game().path("spectators").asInt(), "node 1 heard of the leave with Redis down");

        redis.start();
        playRetrying(x, List.of(X1));
        x.awaitGame("node 2's spectator no longer counted", game -> game.path("spectators").asInt() == 0, SETTLE);
    }

    /**
     * A node that drops out of the live set (its beats not seen for the window) and comes back has its presence read
     * again: node 1 stops counting node 2's spectator while node 2 looks gone, and counts it again after. Node 2's
     * beats are hidden by removing it from the set of beating nodes again and again until node 1 has dropped it.
     */
    @Test
    void aNodeThatComesBackIntoTheLiveSetIsCountedAgain() throws Exception {
        Object[] g = gameOnNode1();
        String code = (String) g[0];
        Participant x = (Participant) g[1];
        Participant s = open(node2, 2, code, "S").watch();
        x.awaitGame("node 2's spectator counted on node 1", game -> game.path("spectators").asInt() == 1, SETTLE);

        // Node 1 has seen node 2 alive: it beat after node 2 did (nobody hides node 2 yet).
        poll("node 1 to beat after node 2", () -> inRedis(r -> {
            Double one = r.zscore("inrow:nodes", node1.node());
            Double two = r.zscore("inrow:nodes", node2.node());
            return one != null && two != null && one > two ? Boolean.TRUE : null;
        }));
        Await.value(() -> "node 1 to stop counting node 2's spectator while node 2's beats are hidden: " + x.game(),
            SETTLE, Duration.ofMillis(10), () -> {
                if (x.game().path("spectators").asInt() == 0) {
                    return Boolean.TRUE;
                }
                inRedis(r -> r.zrem("inrow:nodes", node2.node()));
                return null;
            });
        x.awaitGame("node 2's spectator counted again", game -> game.path("spectators").asInt() == 1, SETTLE);
        playRetrying(x, List.of(X1));
        s.awaitGame("X's move on node 2", game -> Cell.moves(game).equals(List.of(X1)), SETTLE);
    }

    // ---- helpers ----


    static boolean playing(JsonNode g) {
        return "playing".equals(g.path("status").asText());
    }

    // ---- a node dies between its database write and its publish ----

    /**
     * The state a node leaves when it dies right after writing a step to the record and before publishing it: the
     * record has the step, Redis has it only as the pending reservation, nobody has heard it. Forged here, since an
     * in-process node cannot be killed at that instant. A node that finds the orphan rebuilds its room from the
     * record; the other nodes must hear of the step too, not only at the next one.
     */
    @Test
    void aStepRecordedByANodeThatDiedBeforePublishingReachesEveryNode() throws Exception {
        Object[] g = gameOnNode1();
        String code = (String) g[0];
        Participant x = (Participant) g[1];
        Participant s = open(node2, 2, code, "S").watch();
        s.awaitGame("the game playing on node 2", RedisOutageTest::playing, SETTLE);
        long seq = Long.parseLong(inRedis(r -> r.get(key(code, "seq"))));

        long now = System.currentTimeMillis();
        RoomEvent orphan = new RoomEvent(seq + 1, "dead-node", List.of(new Change.Moved(code, 1, 0, X1.x(), X1.y(),
            now, null, null)));
        try (Connection db = db()) {
            db.setAutoCommit(false);
            try (PreparedStatement move = db.prepareStatement(
                     "INSERT INTO moves (code, round, ply, x, y, at) VALUES (?, 1, 0, ?, ?, ?)");
                 PreparedStatement step = db.prepareStatement(
                     "UPDATE games SET seq = ?, updated_at = ? WHERE code = ? AND seq = ?")) {
                move.setString(1, code);
                move.setInt(2, X1.x());
                move.setInt(3, X1.y());
                move.setLong(4, now);
                move.executeUpdate();
                step.setLong(1, seq + 1);
                step.setLong(2, now);
                step.setString(3, code);
                step.setLong(4, seq);
                assertEquals(1, step.executeUpdate(), "the record was at step " + seq);
            }
            db.commit();
        }
        inRedis(r -> {
            r.set(key(code, "seq"), Long.toString(seq + 1));
            return r.set(key(code, "pending"), new Messages().step(orphan));
        });

        // X plays that very move on node 1: node 1 finds the orphan, sees the record has it, and confirms the resend.
        JsonNode confirmed = x.move(X1, 0);
        assertEquals("state", confirmed.path("type").asText(), confirmed.toString());
        assertEquals(List.of(X1), Cell.moves(confirmed.path("game")));
        // Node 2 holds the room for its spectator and must show the move now, not when the next one comes.
        s.awaitGame("the recorded move on node 2", game -> Cell.moves(game).equals(List.of(X1)), SETTLE);
        String pending = inRedis(r -> r.get(key(code, "pending")));
        assertEquals(null, pending, "the orphan is settled");
    }

    /**
     * Plays the last of {@code moves} until it is confirmed, again every 500 ms while it is refused as unavailable;
     * returns the confirming state's game, which must hold exactly these moves.
     */
    private static JsonNode playRetrying(Participant mover, List<Cell> moves) {
        int ply = moves.size() - 1;
        long deadline = System.nanoTime() + RETRY_FOR.toNanos();
        JsonNode last = null;
        int refused = 0;
        while (System.nanoTime() < deadline) {
            last = mover.move(moves.get(ply), ply);
            if ("state".equals(last.path("type").asText())) {
                assertEquals(moves, Cell.moves(last.path("game")), mover + ": move " + ply + " confirmed after "
                    + refused + " refusals by a state with other moves: " + last);
                return last.path("game");
            }
            assertEquals("unavailable", last.path("code").asText(), mover + ": move " + ply + " refused: " + last);
            refused++;
            sleep(500);
        }
        throw new AssertionError(mover + ": move " + ply + " not confirmed in " + RETRY_FOR.toSeconds() + " s ("
            + refused + " refusals; last answer " + last + ")");
    }

    /** Polls every 100 ms, up to {@link #SETTLE}, until the probe gives something other than null. */
    private static <T> T poll(String what, Await.Probe<T> get) {
        return Await.value(what, SETTLE, Duration.ofMillis(100), get);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
