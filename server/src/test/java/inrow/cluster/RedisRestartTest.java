package inrow.cluster;

import inrow.testing.Locks;
import org.junit.jupiter.api.parallel.ResourceLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Redis dies in the middle of a game spread over two nodes: a move is refused with {@code unavailable} and nothing
 * of it is applied. Redis comes back empty (it keeps nothing on disk) on the same port: the nodes reconnect, the
 * move goes through when retried, the game is finished, and every node holds every confirmed move once.
 */
@Timeout(120)
@ResourceLock(Locks.SERVER_PROCESSES)
class RedisRestartTest extends ClusterTestBase {
    /** X takes the main diagonal: X wins with the fifth move. */
    private static final List<Cell> SCRIPT = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(1, 1), new Cell(0, 2),
        new Cell(2, 2));
    private static final Duration RETRY_FOR = Duration.ofSeconds(30);

    @Test
    void aMoveWaitsForRedisAndNoConfirmedMoveIsLost() throws Exception {
        cluster.startNodes(2);
        JsonNode created = create(1, "{\"name\":\"Ana\"}");
        String code = created.path("code").asText();
        Participant x = client("X@node1", code).connect(cluster, 1);
        assertEquals("X", x.takeSeat(created.path("token").asText(), null));
        Participant o = client("O@node2", code).connect(cluster, 2);
        assertEquals("O", o.takeSeat(null, "Bo"));
        Participant s = client("S@node2", code).connect(cluster, 2).watch();
        List<Participant> everyone = List.of(x, o, s);
        for (Participant c : everyone) {
            c.awaitGame("the game playing", ClusterTestBase::playing);
        }
        for (int ply = 0; ply < 2; ply++) {
            (ply % 2 == 0 ? x : o).play(SCRIPT.get(ply), ply);
            for (Participant c : everyone) {
                c.awaitMoves(SCRIPT.subList(0, ply + 1));
            }
        }

        cluster.redis().stop();
        JsonNode refused = x.move(SCRIPT.get(2), 2);
        assertEquals("error", refused.path("type").asText(), "a move with Redis down: " + refused);
        assertEquals("unavailable", refused.path("code").asText(), "a move with Redis down: " + refused);
        for (Participant c : everyone) {
            assertEquals(SCRIPT.subList(0, 2), Cell.moves(c.game()), c + ": the refused move shows");
        }

        cluster.redis().start();
        // Nothing of the refused move was kept anywhere: once the nodes answer again, the game has its two moves.
        for (int node = 1; node <= 2; node++) {
            JsonNode g = awaitHttpGame(node, code, "the game", game -> true);
            assertEquals(SCRIPT.subList(0, 2), Cell.moves(g), "node " + node + " after Redis came back");
        }
        for (int ply = 2; ply < SCRIPT.size(); ply++) {
            playRetrying(ply % 2 == 0 ? x : o, SCRIPT.subList(0, ply + 1), RETRY_FOR);
            for (Participant c : everyone) {
                c.awaitMoves(SCRIPT.subList(0, ply + 1));
            }
        }
        for (Participant c : everyone) {
            JsonNode g = c.awaitGame("X's win", ClusterTestBase::over);
            assertEquals("X", g.path("result").path("winner").asText(), c + ": " + g);
        }
        JsonNode held = assertEveryNodeHolds(code, SCRIPT, 3, 1, 2);
        assertEquals("X", held.path("result").path("winner").asText(), held.toString());
        assertSawOnlyPrefixesOf(SCRIPT, everyone);
    }
}
