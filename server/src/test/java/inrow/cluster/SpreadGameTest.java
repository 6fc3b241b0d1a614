package inrow.cluster;

import inrow.testing.Locks;
import org.junit.jupiter.api.parallel.ResourceLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One game played across three nodes (separate JVMs sharing PostgreSQL and Redis): X on node 1, O on node 2, a
 * spectator on node 1 and one on node 3. Every participant sees the same boards in the same order, the spectator
 * count and the connection marks are the cluster's, not the node's, and a node nobody of the game is connected to
 * lists it.
 */
@Timeout(120)
@ResourceLock(Locks.SERVER_PROCESSES)
class SpreadGameTest extends ClusterTestBase {
    /** X takes the main diagonal: X wins with the fifth move. */
    private static final List<Cell> SCRIPT = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(1, 1), new Cell(0, 2),
        new Cell(2, 2));

    @Test
    void aTicTacToeGameSpreadOverThreeNodes() throws Exception {
        cluster.startNodes(3);
        JsonNode created = create(1, "{\"name\":\"Ana\"}");
        String code = created.path("code").asText();

        Participant x = client("X@node1", code).connect(cluster, 1);
        assertEquals("X", x.takeSeat(created.path("token").asText(), null));
        Participant o = client("O@node2", code).connect(cluster, 2);
        assertEquals("O", o.takeSeat(null, "Bo"));
        for (Participant c : List.of(x, o)) {
            c.awaitGame("the game playing with Ana and Bo", g -> playing(g)
                && "Ana".equals(g.path("players").path("X").path("name").asText())
                && "Bo".equals(g.path("players").path("O").path("name").asText()));
        }

        // Node 3 has no connection to this game, and still lists it as the cluster sees it.
        JsonNode listed = awaitListed(3, code, "both players connected and playing", e -> playing(e)
            && e.path("players").path("X").path("connected").asBoolean()
            && e.path("players").path("O").path("connected").asBoolean());
        assertEquals("Bo", listed.path("players").path("O").path("name").asText(), listed.toString());

        Participant s1 = client("S@node1", code).connect(cluster, 1).watch();
        Participant s3 = client("S@node3", code).connect(cluster, 3).watch();
        List<Participant> everyone = List.of(x, o, s1, s3);
        for (Participant c : everyone) {
            c.awaitGame("2 spectators (one on node 1, one on node 3)", g -> g.path("spectators").asInt() == 2);
        }
        awaitListed(2, code, "2 spectators", e -> e.path("spectators").asInt() == 2);

        List<Cell> played = new ArrayList<>();
        for (int ply = 0; ply < SCRIPT.size(); ply++) {
            Participant mover = ply % 2 == 0 ? x : o;
            mover.play(SCRIPT.get(ply), ply);
            played.add(SCRIPT.get(ply));
            for (Participant c : everyone) {
                c.awaitMoves(played);
            }
        }
        for (Participant c : everyone) {
            JsonNode g = c.awaitGame("X's win", ClusterTestBase::over);
            assertEquals("X", g.path("result").path("winner").asText(), c + ": " + g);
            assertEquals("line", g.path("result").path("reason").asText(), c + ": " + g);
        }

        // The same boards, in the same order, for everyone (states that changed no cell aside).
        List<String> expected = new ArrayList<>();
        for (int i = 0; i <= SCRIPT.size(); i++) {
            expected.add(Cell.board(3, 3, SCRIPT.subList(0, i)));
        }
        Map<String, List<String>> seen = new LinkedHashMap<>();
        for (Participant c : everyone) {
            seen.put(c.label, c.boards());
        }
        for (Participant c : everyone) {
            assertEquals(expected, seen.get(c.label), () -> c + " saw other boards than " + expected + "; all: "
                + seen);
        }
        assertNoProblems();

        JsonNode finalGame = assertEveryNodeHolds(code, SCRIPT, 3, 1, 2, 3);
        assertEquals("X", finalGame.path("result").path("winner").asText(), finalGame.toString());

        // O leaves: the players and watchers on the other nodes see O marked away.
        o.close();
        for (Participant c : List.of(x, s1, s3)) {
            JsonNode g = c.awaitGame("O not connected", game -> !game.path("players").path("O").path("connected")
                .asBoolean(true));
            assertTrue(g.path("players").path("O").path("away_ms").isNumber(), () -> c + ": O is away without "
                + "away_ms: " + g.path("players"));
            assertTrue(g.path("players").path("X").path("connected").asBoolean(), () -> c + ": " + g.path("players"));
        }
        assertNoProblems();
    }
}
