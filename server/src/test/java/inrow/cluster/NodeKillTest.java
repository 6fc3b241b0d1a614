package inrow.cluster;

import inrow.testing.Locks;
import org.junit.jupiter.api.parallel.ResourceLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A node is killed (SIGKILL) in the middle of play. Its players and spectators reconnect to a surviving node with
 * their tokens, resend the move they had not seen confirmed, and the games finish there, with every confirmed move
 * in the record, in order, exactly once. And a computer-vs-computer game keeps going when the node thinking for
 * its bots dies. Set {@code -Dinrow.cluster.seed} to move the kill to other moments.
 */
@Timeout(120)
@ResourceLock(Locks.SERVER_PROCESSES)
class NodeKillTest extends ClusterTestBase {
    private static final int GAMES = 6;
    /** 8x8 where only 8 in a row wins: X fills row 0, O row 1, and X completes its row with the 15th move. */
    private static final int SIZE = 8;
    private static final String RULES = "{\"width\":8,\"height\":8,\"win\":8}";
    /** Moves confirmed everywhere before the kill; the next one (X's) is in flight when it comes. */
    private static final int BEFORE_KILL = 6;
    private static final Duration RETRY_FOR = Duration.ofSeconds(30);

    private static final List<Cell> SCRIPT = script();

    private static List<Cell> script() {
        List<Cell> s = new ArrayList<>();
        for (int i = 0; i < SIZE; i++) {
            s.add(new Cell(i, 0));
            if (i < SIZE - 1) {
                s.add(new Cell(i, 1));
            }
        }
        return List.copyOf(s);
    }

    /** One game: its players and its spectator, each on its own node. */
    private record Table(String code, Participant x, Participant o, Participant spectator) {
        List<Participant> all() {
            return List.of(x, o, spectator);
        }

        Participant mover(int ply) {
            return ply % 2 == 0 ? x : o;
        }
    }

    @Test
    void theClientsOfAKilledNodeFinishTheirGamesOnAnother() throws Exception {
        long seed = Long.getLong("inrow.cluster.seed", 20_250_101L);
        Random random = new Random(seed);
        cluster.startNodes(3);

        // Game i: created on node 1 + i % 3, X there, O on the next node, the spectator on the one after.
        List<Table> tables = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            int xNode = 1 + i % 3;
            int oNode = 1 + (i + 1) % 3;
            int sNode = 1 + (i + 2) % 3;
            JsonNode created = create(xNode, "{\"rules\":" + RULES + ",\"name\":\"g" + i + "-X\"}");
            String code = created.path("code").asText();
            Participant x = client("g" + i + "-X", code).connect(cluster, xNode);
            assertEquals("X", x.takeSeat(created.path("token").asText(), null));
            Participant o = client("g" + i + "-O", code).connect(cluster, oNode);
            assertEquals("O", o.takeSeat(null, "g" + i + "-O"));
            Participant s = client("g" + i + "-S", code).connect(cluster, sNode).watch();
            tables.add(new Table(code, x, o, s));
        }
        for (Table t : tables) {
            for (Participant c : t.all()) {
                c.awaitGame("the game playing, watched", g -> playing(g) && g.path("spectators").asInt() == 1);
            }
        }

        for (int ply = 0; ply < BEFORE_KILL; ply++) {
            playEverywhere(tables, ply);
        }

        // X's next move goes out in every game at once, and node 1 dies while they are in flight. The first X on
        // node 1 sends just before the kill (it may or may not land); the other Xs there send just after it, so at
        // least one move is certainly never confirmed.
        int[] ids = new int[GAMES];
        int[] marks = new int[GAMES];
        List<Integer> late = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            Participant x = tables.get(i).x();
            if (x.node() == 1 && tables.subList(0, i).stream().anyMatch(t -> t.x().node() == 1)) {
                late.add(i);
                continue;
            }
            marks[i] = x.mark();
            ids[i] = x.sendMove(SCRIPT.get(BEFORE_KILL), BEFORE_KILL);
        }
        ClusterTestBase.sleep(Duration.ofMillis(random.nextInt(25)));
        cluster.kill(1);
        long killedAt = System.nanoTime();
        for (int i : late) {
            Participant x = tables.get(i).x();
            marks[i] = x.mark();
            ids[i] = x.sendMove(SCRIPT.get(BEFORE_KILL), BEFORE_KILL);
        }

        // Every client of node 1 waits until it has everything node 1 sent, then moves to node 2 or node 3.
        int moved = 0;
        int unsure = 0;
        int unsureLanded = 0;
        int quiet = 0;
        int refusals = 0;
        for (Table t : tables) {
            for (Participant c : t.all()) {
                if (c.node() == 1) {
                    if (!c.awaitEnd(killedAt)) {
                        quiet++;
                    }
                }
            }
        }
        for (int i = 0; i < GAMES; i++) {
            Table t = tables.get(i);
            boolean xOnKilledNode = t.x().node() == 1;
            // Decided before moving: did X see its move confirmed before its node died?
            boolean xUnsure = xOnKilledNode && (t.x().game() == null || ply(t.x().game()) <= BEFORE_KILL);
            for (Participant c : t.all()) {
                if (c.node() == 1) {
                    c.moveTo(cluster, 2 + moved++ % 2);
                }
            }
            if (xOnKilledNode) {
                if (xUnsure) {
                    unsure++;
                    JsonNode before = awaitHttpGame(t.x().node(), t.code(), "the game", g -> true);
                    if (ply(before) > BEFORE_KILL) {
                        unsureLanded++;
                    }
                }
                // X resends (even a move it saw confirmed: the server cannot tell), now to another node. Confirmed
                // either way, as a resend of a move that landed or played now, and never twice.
                refusals += playRetrying(t.x(), SCRIPT.subList(0, BEFORE_KILL + 1), RETRY_FOR);
            } else {
                JsonNode reply = t.x().reply(marks[i], ids[i]);
                if ("unavailable".equals(reply.path("code").asText())) {
                    refusals += 1 + playRetrying(t.x(), SCRIPT.subList(0, BEFORE_KILL + 1), RETRY_FOR);
                } else {
                    assertEquals("state", reply.path("type").asText(), t.code() + ": X's move " + BEFORE_KILL
                        + " from a node that lives: " + reply);
                    assertEquals(SCRIPT.subList(0, BEFORE_KILL + 1), Cell.moves(reply.path("game")), t.code());
                }
            }
            for (Participant c : t.all()) {
                c.awaitMoves(SCRIPT.subList(0, BEFORE_KILL + 1));
            }
        }
        assertNoProblems();
        assertTrue(unsure > 0, "no move was in flight when node 1 died");

        for (int ply = BEFORE_KILL + 1; ply < SCRIPT.size(); ply++) {
            refusals += playEverywhere(tables, ply);
        }
        List<Participant> everyone = new ArrayList<>();
        for (Table t : tables) {
            for (Participant c : t.all()) {
                JsonNode g = c.awaitGame("X's win", ClusterTestBase::over);
                assertEquals("X", g.path("result").path("winner").asText(), c + ": " + g);
                everyone.add(c);
            }
            assertEveryNodeHolds(t.code(), SCRIPT, SIZE, 2, 3);
        }
        assertSawOnlyPrefixesOf(SCRIPT, everyone);
        System.out.printf("NodeKillTest (seed %d): %d clients moved from the killed node, %d resent a move they had "
            + "not seen confirmed (%d of those had landed), %d sockets never told of their end, %d moves refused as "
            + "unavailable and tried again%n", seed, moved, unsure, unsureLanded, quiet, refusals);
    }

    /**
     * Every game plays its move for this ply (from wherever its mover is), then every client sees it. Returns how
     * many times a move was refused as unavailable (and tried again).
     */
    private static int playEverywhere(List<Table> tables, int ply) {
        int refusals = 0;
        for (Table t : tables) {
            refusals += playRetrying(t.mover(ply), SCRIPT.subList(0, ply + 1), RETRY_FOR);
        }
        for (Table t : tables) {
            for (Participant c : t.all()) {
                c.awaitMoves(SCRIPT.subList(0, ply + 1));
            }
        }
        return refusals;
    }

    @Test
    void aComputerGameOutlivesTheNodeThatThinksForItsBots() throws Exception {
        cluster.startNodes(2);
        JsonNode created = create(1, "{\"rules\":{\"preset\":\"gomoku\"},\"seats\":{\"X\":\"bot:random\","
            + "\"O\":\"bot:random\"},\"think_ms\":50,\"pace_ms\":250}");
        String code = created.path("code").asText();
        Participant w2 = client("watcher@node2", code).connect(cluster, 2).watch();
        List<Participant> watchers = new ArrayList<>(List.of(w2));
        int seen = ply(w2.awaitGame("3 moves", g -> ply(g) >= 3));

        // The bots' lease is on node 1 or node 2: kill node 1 now, and node 2 later (with node 3 up), so the node
        // thinking for the bots dies at least once.
        cluster.kill(1);
        JsonNode g = w2.awaitGame("5 more moves or the end after node 1 died", x -> ply(x) >= seen + 5 || over(x),
            Duration.ofSeconds(40));
        int survivor = 2;
        if (!over(g)) {
            cluster.startNode();
            Participant w3 = client("watcher@node3", code).connect(cluster, 3).watch();
            watchers.add(w3);
            int atKill = ply(w3.awaitGame("a state", x -> true));
            cluster.kill(2);
            g = w3.awaitGame("5 more moves or the end after node 2 died", x -> ply(x) >= atKill + 5 || over(x),
                Duration.ofSeconds(40));
            survivor = 3;
        }

        // Nothing seen is missing, moved or doubled: every state anyone saw is a prefix of what the survivor holds.
        int most = watchers.stream().mapToInt(w -> ply(w.game())).max().orElseThrow();
        JsonNode held = awaitHttpGame(survivor, code, most + " moves", x -> ply(x) >= most);
        List<Cell> moves = Cell.moves(held);
        assertEquals(moves.size(), new HashSet<>(moves).size(), "a cell played twice: " + moves);
        String board = Cell.board(held);
        long xs = board.chars().filter(ch -> ch == 'X').count();
        long os = board.chars().filter(ch -> ch == 'O').count();
        assertEquals(moves.size(), xs + os, "the board and the moves disagree: " + held);
        assertTrue(xs == os || xs == os + 1, "turns out of order: " + xs + " X and " + os + " O");
        assertSawOnlyPrefixesOf(moves, watchers);
        System.out.printf("NodeKillTest: the computer game went on to %d moves (%s) after %d node(s) were killed%n",
            ply(g), g.path("status").asText(), survivor - 1);
    }
}
