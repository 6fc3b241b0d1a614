package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Await;
import inrow.testing.Http;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What every cluster test class shares: one PostgreSQL and one Redis for the class, fresh nodes for each test
 * (killed after it, with both stores emptied), the clients a test opened (closed after it), a list of problems the
 * clients noticed, and HTTP helpers that wait for the cluster to catch up. When a test fails, every node's output
 * goes to stderr.
 */
abstract class ClusterTestBase {
    static LocalCluster cluster;

    final List<String> problems = new CopyOnWriteArrayList<>();
    private final List<Participant> clients = new ArrayList<>();

    @RegisterExtension
    final AfterTestExecutionCallback dumpOnFailure = ctx -> ctx.getExecutionException().ifPresent(e -> {
        if (cluster != null) {
            System.err.println("---- " + ctx.getDisplayName() + " failed; the nodes said:" + cluster.outputs()
                + "\n---- redis log:\n" + cluster.redis().log());
        }
    });

    @BeforeAll
    static void startServices() throws Exception {
        cluster = LocalCluster.start();
    }

    @AfterEach
    void stopNodes() throws Exception {
        clients.forEach(Participant::close);
        clients.clear();
        if (cluster != null) {
            cluster.reset();
        }
    }

    @AfterAll
    static void stopServices() throws Exception {
        if (cluster != null) {
            cluster.close();
            cluster = null;
        }
    }

    /** A client of this game, not yet connected; closed after the test. */
    Participant client(String label, String code) {
        Participant c = new Participant(label, code, problems);
        clients.add(c);
        return c;
    }

    void assertNoProblems() {
        assertTrue(problems.isEmpty(), () -> problems.size() + " problem(s):\n  " + String.join("\n  ",
            problems.subList(0, Math.min(30, problems.size()))));
    }

    // ---- HTTP ----

    /** POST /api/games on a node; the 201 body. */
    static JsonNode create(int node, String body) {
        return Http.create(cluster.port(node), body);
    }

    /** GET /api/games/{code} on a node, polled until it answers 200 with a game that matches. */
    static JsonNode awaitHttpGame(int node, String code, String what, Predicate<JsonNode> matches) {
        return poll("node " + node + " to show " + code + " with " + what, () -> {
            HttpResponse<String> r = Http.get(cluster.port(node), "/api/games/" + code);
            return r.statusCode() == 200 ? Http.json(r) : null;
        }, matches);
    }

    /** GET /api/games on a node, polled until the game is listed and its entry matches; returns the entry. */
    static JsonNode awaitListed(int node, String code, String what, Predicate<JsonNode> entry) {
        return poll("node " + node + " to list " + code + " with " + what, () -> {
            HttpResponse<String> r = Http.get(cluster.port(node), "/api/games");
            if (r.statusCode() != 200) {
                return null;
            }
            for (JsonNode g : Http.json(r).path("games")) {
                if (code.equals(g.path("code").asText())) {
                    return g;
                }
            }
            return null;
        }, entry);
    }

    /**
     * Every live node ends up with exactly these moves for the game, in this order, and the game's record (from
     * every live node) lists them once each; returns the game as the first of those nodes shows it.
     */
    static JsonNode assertEveryNodeHolds(String code, List<Cell> moves, int height, int... nodes) {
        JsonNode first = null;
        for (int node : nodes) {
            JsonNode g = awaitHttpGame(node, code, moves.size() + " moves", x -> Cell.moves(x).size() >= moves.size());
            assertEquals(moves, Cell.moves(g), "node " + node + " holds other moves for " + code);
            HttpResponse<String> record = Http.get(cluster.port(node), "/api/games/" + code + "/record");
            assertEquals(200, record.statusCode(), record.body());
            assertTrue(record.body().contains(Cell.recordMoves(moves, height)), () -> "node " + node
                + ": the record of " + code + " does not list the moves " + moves + " once each in order:\n"
                + record.body());
            if (first == null) {
                first = g;
            } else {
                assertEquals(first.path("status"), g.path("status"), "status on node " + node);
                assertEquals(first.path("result"), g.path("result"), "result on node " + node);
            }
        }
        return first;
    }

    /** Polls (every 200 ms, up to {@link Participant#WAIT}) until the supplier gives a value that matches. */
    static JsonNode poll(String what, java.util.function.Supplier<JsonNode> get, Predicate<JsonNode> matches) {
        AtomicReference<JsonNode> last = new AtomicReference<>();
        AtomicReference<AssertionError> lastFailure = new AtomicReference<>();
        try {
            return Await.value(what, Participant.WAIT, Duration.ofMillis(200), () -> {
                try {
                    last.set(get.get());
                    return last.get() != null && matches.test(last.get()) ? last.get() : null;
                } catch (AssertionError e) {
                    lastFailure.set(e); // the node may not answer for a moment
                    return null;
                }
            });
        } catch (AssertionError timedOut) {
            throw new AssertionError(timedOut.getMessage() + "; last seen: " + last.get(), lastFailure.get());
        }
    }

    static void sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    // ---- games ----

    static boolean playing(JsonNode g) {
        return "playing".equals(g.path("status").asText());
    }

    static boolean over(JsonNode g) {
        return "over".equals(g.path("status").asText());
    }

    static int ply(JsonNode g) {
        return g.path("moves").size();
    }

    /**
     * Plays the last of {@code moves} (at ply {@code moves.size() - 1}) until it is confirmed: again every 500 ms
     * while the answer is {@code unavailable} ("the change could not be stored, so it was not made; try again"),
     * reconnecting and rejoining on the same node if the socket was dropped meanwhile. Any other refusal fails, and
     * so does a confirmation holding other moves. Returns how many times the move was refused as unavailable.
     */
    static int playRetrying(Participant mover, List<Cell> moves, Duration max) {
        int ply = moves.size() - 1;
        Cell cell = moves.get(ply);
        long deadline = System.nanoTime() + max.toNanos();
        int refused = 0;
        JsonNode last = null;
        while (System.nanoTime() < deadline) {
            if (mover.isClosed()) {
                try {
                    mover.moveTo(cluster, mover.node());
                } catch (AssertionError e) {
                    last = null;
                    sleep(Duration.ofMillis(500));
                    continue;
                }
            }
            last = mover.move(cell, ply);
            if ("state".equals(last.path("type").asText())) {
                assertEquals(moves, Cell.moves(last.path("game")), mover + ": move " + ply + " " + cell
                    + " confirmed (after " + refused + " refusals) by a state with other moves: " + last);
                return refused;
            }
            assertEquals("unavailable", last.path("code").asText(), mover + ": move " + ply + " " + cell + " refused: "
                + last);
            refused++;
            sleep(Duration.ofMillis(500));
        }
        throw new AssertionError(mover + ": move " + ply + " " + cell + " not confirmed in " + max.toSeconds()
            + " s (" + refused + " refusals as unavailable; last answer " + last + ")");
    }

    /** Every state each client saw holds a prefix of these moves: nothing but them, in this order, once each. */
    void assertSawOnlyPrefixesOf(List<Cell> moves, List<Participant> who) {
        for (Participant c : who) {
            for (JsonNode g : c.games()) {
                List<Cell> seen = Cell.moves(g);
                if (seen.size() > moves.size() || !moves.subList(0, seen.size()).equals(seen)) {
                    problems.add(c.label + " saw moves " + seen + ", which are not how " + moves + " begin");
                    break;
                }
            }
        }
        assertNoProblems();
    }
}
