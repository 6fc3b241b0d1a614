package inrow.web;

import static inrow.testing.WsClient.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Await;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Races: moves fired at the same ply, and many visitors grabbing one open seat at once. */
@Timeout(60)
class ConcurrencyTest {
    private static final int ROUNDS = 20;
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    /**
     * Each round, the player to move sends two different moves for the same ply back-to-back, while the other
     * player fires a move for that ply at the same moment from another socket. Exactly one move may land per ply.
     */
    @Test
    void exactlyOneMoveLandsPerPly() throws Exception {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"gomoku\"}}");
        String code = created.get("code").asText();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O");
             WsClient spec = server.socket(code, "spectator")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, null, null);
            spec.join(null, null, "spectator");
            for (WsClient c : List.of(x, o, spec)) {
                c.awaitState(g -> g.get("spectators").asInt() == 1);
            }

            List<List<Integer>> expected = new ArrayList<>();
            for (int ply = 0; ply < ROUNDS; ply++) {
                WsClient mover = ply % 2 == 0 ? x : o;
                WsClient other = mover == x ? o : x;
                // Rows 0 and 2 alternate X and O, so nobody ever gets five in a row.
                int[] first = {ply % 15, ply < 15 ? 0 : 2};
                int[] second = {ply % 15, 10};
                int[] rival = {ply % 15, 12};
                String a = "a" + ply;
                String b = "b" + ply;
                String r = "r" + ply;
                CountDownLatch go = new CountDownLatch(1);
                int p = ply;
                Future<?> moverSends = pool.submit(() -> {
                    go.await();
                    CompletableFuture<?> one = mover.sendAsync(WsClient.toJson(move(first[0], first[1], p, a)));
                    CompletableFuture<?> two = mover.sendAsync(WsClient.toJson(move(second[0], second[1], p, b)));
                    one.join();
                    two.join();
                    return null;
                });
                Future<?> otherSends = pool.submit(() -> {
                    go.await();
                    other.sendAsync(WsClient.toJson(move(rival[0], rival[1], p, r))).join();
                    return null;
                });
                go.countDown();
                moverSends.get(5, TimeUnit.SECONDS);
                otherSends.get(5, TimeUnit.SECONDS);

                JsonNode landed = mover.awaitId(a);
                assertEquals("state", landed.get("type").asText(), "first move refused: " + landed);
                assertEquals(ply + 1, landed.get("game").get("moves").size());
                JsonNode refused = mover.awaitId(b);
                assertEquals("error", refused.get("type").asText(), "second move at ply " + ply + ": " + refused);
                assertTrue(Set.of("not_your_turn", "stale").contains(refused.get("code").asText()), refused.toString());
                JsonNode rivalReply = other.awaitId(r);
                assertEquals("error", rivalReply.get("type").asText(), "rival move at ply " + ply + ": " + rivalReply);
                assertTrue(Set.of("not_your_turn", "stale").contains(rivalReply.get("code").asText()),
                    rivalReply.toString());
                expected.add(List.of(first[0], first[1]));
                spec.awaitMoves(ply + 1);
            }

            JsonNode finalGame = server.game(code);
            List<List<Integer>> moves = new ArrayList<>();
            finalGame.get("moves").forEach(m -> moves.add(List.of(m.get(0).asInt(), m.get(1).asInt())));
            assertEquals(expected, moves);
            assertEquals(moves.size(), new HashSet<>(moves).size(), "a cell was played twice: " + moves);
            assertEquals("playing", finalGame.get("status").asText());

            // Every observer saw one state per landed move, in order, with no gap in v.
            for (WsClient c : List.of(x, o, spec)) {
                GamePlayTest.assertConsecutive(c);
                List<JsonNode> states = c.states();
                int seenMoves = -1;
                for (JsonNode s : states) {
                    int n = s.get("game").get("moves").size();
                    assertTrue(n == seenMoves || n == seenMoves + 1 || seenMoves < 0,
                        c.label + ": moves went from " + seenMoves + " to " + n);
                    seenMoves = n;
                }
                assertEquals(ROUNDS, seenMoves, c.label);
                JsonNode last = states.get(states.size() - 1).get("game");
                assertEquals(finalGame.get("moves"), last.get("moves"), c.label);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Many visitors join a fresh room at once without a token: one gets O, the rest watch. */
    @Test
    void exactlyOneOfManyGetsTheOpenSeat() throws Exception {
        int visitors = 16;
        JsonNode created = server.create("{}");
        String code = created.get("code").asText();
        ExecutorService pool = Executors.newFixedThreadPool(visitors);
        List<WsClient> clients = new ArrayList<>();
        try {
            List<CompletableFuture<WsClient>> opening = new ArrayList<>();
            for (int i = 0; i < visitors; i++) {
                opening.add(server.socketTo(code).label("visitor" + i).openAsync());
            }
            for (CompletableFuture<WsClient> f : opening) {
                clients.add(f.get(5, TimeUnit.SECONDS));
            }
            CountDownLatch go = new CountDownLatch(1);
            List<Future<JsonNode>> welcomes = new ArrayList<>();
            for (WsClient c : clients) {
                welcomes.add(pool.submit(() -> {
                    go.await();
                    return c.join(null, c.label, "player");
                }));
            }
            go.countDown();
            List<String> seats = new ArrayList<>();
            Set<String> tokens = new HashSet<>();
            for (Future<JsonNode> f : welcomes) {
                JsonNode w = f.get(10, TimeUnit.SECONDS);
                seats.add(w.get("seat").isNull() ? null : w.get("seat").asText());
                if (!w.get("token").isNull()) {
                    tokens.add(w.get("token").asText());
                }
            }
            assertEquals(1, seats.stream().filter("O"::equals).count(), "seats handed out: " + seats);
            assertEquals(visitors - 1, seats.stream().filter(s -> s == null).count(), "seats handed out: " + seats);
            assertEquals(1, tokens.size(), "tokens handed out: " + tokens);
            assertNotEquals(created.get("token").asText(), tokens.iterator().next());

            // Spectators arriving together are counted on show within a second (Crowd), not one state each.
            Await.condition("all " + (visitors - 1) + " spectators counted", java.time.Duration.ofSeconds(5),
                () -> server.game(code).get("spectators").asInt() == visitors - 1);
            JsonNode g = server.game(code);
            assertEquals("playing", g.get("status").asText());
            assertEquals(visitors - 1, g.get("spectators").asInt());
            assertTrue(g.get("players").get("O").get("connected").asBoolean());
            assertTrue(!g.get("players").get("X").get("connected").asBoolean());
            for (WsClient c : clients) {
                c.awaitState(s -> s.get("spectators").asInt() == visitors - 1);
                GamePlayTest.assertConsecutive(c);
            }
        } finally {
            clients.forEach(WsClient::close);
            pool.shutdownNow();
        }
    }
}
