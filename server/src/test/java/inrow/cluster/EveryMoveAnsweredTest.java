package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.testing.Http;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 38, item 4: three nodes (in this JVM, over one PostgreSQL and one Redis), many games at once, each with X
 * on one node, O on the next and a spectator on the third; every move sent only once the mover's own socket shows
 * the one before. Nothing races these moves, so each must be answered with the state holding it, and every node
 * must end with every move. A move once got no answer at all and was never applied: the player was stuck.
 */
@Timeout(180)
class EveryMoveAnsweredTest {
    private static final int GAMES = Integer.getInteger("inrow.answered.games", 27);
    private static final int ROUNDS = Integer.getInteger("inrow.answered.rounds", 4);
    private static final int MOVES = 10;
    /** Far beyond any answer's time here; a move unanswered this long was dropped. */
    private static final Duration ANSWER = Duration.ofSeconds(15);

    private static SharedStores stores;
    private static final List<Server> nodes = new ArrayList<>();
    private final List<String> problems = new CopyOnWriteArrayList<>();
    private final List<Participant> sockets = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        stores = SharedStores.start();
        for (int i = 0; i < 3; i++) {
            nodes.add(stores.node()); // one after the other: the first creates the schema
        }
    }

    @AfterAll
    static void stop() throws Exception {
        List<AutoCloseable> all = new ArrayList<>(List.of(stores));
        nodes.forEach(n -> all.add(n::close));
        SharedStores.closeAll(all.toArray(AutoCloseable[]::new));
    }

    /** X on row 0, O on row 1, from the left, four stones then a gap: nobody makes five in a row. */
    private static List<Cell> script() {
        List<Cell> s = new ArrayList<>();
        for (int i = 0; i < MOVES; i++) {
            int j = i / 2;
            s.add(new Cell(j % 4 + 5 * (j / 4), i % 2));
        }
        return s;
    }

    private record Table(String code, Participant x, Participant o, Participant spectator) {
        List<Participant> all() {
            return List.of(x, o, spectator);
        }
    }

    @Test
    void everyMoveOfManyGamesOnThreeNodesIsAnswered() {
        long started = System.nanoTime();
        List<Cell> script = script();
        ExecutorService players = Executors.newFixedThreadPool(GAMES);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                int r = round;
                List<CompletableFuture<Table>> games = new ArrayList<>();
                for (int i = 0; i < GAMES; i++) {
                    int g = i;
                    games.add(CompletableFuture.supplyAsync(() -> play(r, g, script), players));
                }
                CompletableFuture.allOf(games.toArray(CompletableFuture[]::new)).exceptionally(f -> null).join();
                for (CompletableFuture<Table> g : games) {
                    Table t = g.join();
                    for (int node = 0; node < 3; node++) {
                        JsonNode game = Http.json(Http.get(nodes.get(node).port(), "/api/games/" + t.code()));
                        assertEquals(script, Cell.moves(game), "node " + (node + 1) + " holds " + t.code());
                    }
                }
                sockets.forEach(Participant::close);
                sockets.clear();
            }
        } finally {
            players.shutdownNow();
            sockets.forEach(Participant::close);
        }
        assertTrue(problems.isEmpty(), () -> String.join("\n", problems));
        System.out.println("EveryMoveAnsweredTest: " + ROUNDS * GAMES * MOVES + " moves in " + ROUNDS * GAMES
            + " games on 3 nodes, each answered, in " + (System.nanoTime() - started) / 1_000_000 + " ms");
    }

    private Participant socket(String label, String code, int node) {
        Participant p = new Participant(label, code, problems);
        sockets.add(p);
        return p.connect(nodes.get(node - 1).port(), node);
    }

    /**
     * Sets a game up (made on X's node, O's or the spectator's by turns; X on node 1 + g % 3, O on the next, the
     * spectator on the one after) and plays the script, each move once its mover's socket shows the previous one.
     */
    private Table play(int round, int g, List<Cell> script) {
        String name = "r" + round + "g" + g;
        int xNode = 1 + g % 3;
        int made = 1 + (g + round) % 3;
        JsonNode created = Http.create(nodes.get(made - 1).port(), "{\"rules\":{\"preset\":\"gomoku\"},\"name\":\""
            + name + "-X\"}");
        String code = created.path("code").asText();
        Participant x = socket(name + "-X", code, xNode);
        assertEquals("X", x.takeSeat(created.path("token").asText(), null));
        Participant o = socket(name + "-O", code, 1 + (g + 1) % 3);
        assertEquals("O", o.takeSeat(null, name + "-O"));
        Participant s = socket(name + "-S", code, 1 + (g + 2) % 3).watch();
        Table t = new Table(code, x, o, s);
        x.awaitGame("the game playing", game -> "playing".equals(game.path("status").asText()));
        for (int ply = 0; ply < script.size(); ply++) {
            Participant mover = ply % 2 == 0 ? t.x() : t.o();
            mover.awaitMoves(script.subList(0, ply));
            JsonNode reply = mover.move(script.get(ply), ply, ANSWER);
            assertEquals("state", reply.path("type").asText(), mover + ": move " + ply + " answered " + reply);
            assertEquals(script.subList(0, ply + 1), Cell.moves(reply.path("game")), mover + ": " + reply);
        }
        for (Participant c : t.all()) {
            c.awaitMoves(script);
        }
        return t;
    }
}
