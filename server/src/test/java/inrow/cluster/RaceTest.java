package inrow.cluster;

import inrow.testing.Locks;
import org.junit.jupiter.api.parallel.ResourceLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The same player, joined with its token on node 1 and on node 2, sends a move for the same ply to both nodes at
 * once, round after round: the same cell in even rounds, two different cells in odd ones. Exactly one move may land
 * per ply: the record has it once, the turn passes to the other player, every socket converges on the same moves,
 * and the move that did not land is answered with an error (or, for the very same cell, with the state that
 * confirms it), never applied as a second move.
 *
 * <p>Whether a seat's older connection on another node keeps speaking for the seat is the cluster's choice (on one
 * node it does not: a second join takes the seat over). So that both connections really race whichever way that
 * goes, one of them sends a join with the token just before its move, in turns, and a refusal {@code not_a_player}
 * is accepted for the other one. How often each outcome came up is printed.
 */
@Timeout(120)
@ResourceLock(Locks.SERVER_PROCESSES)
class RaceTest extends ClusterTestBase {
    private static final int ROUNDS = 20;
    /** Refusals the losing move may get. */
    private static final Set<String> LOSING = Set.of("stale", "not_your_turn", "occupied", "not_a_player");

    @Test
    void oneSeatOnTwoNodesNeverPlaysTwiceAtOnePly() throws Exception {
        cluster.startNodes(2);
        JsonNode created = create(1, "{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Ana\"}");
        String code = created.path("code").asText();
        String token = created.path("token").asText();

        Participant xa = client("X@node1", code).connect(cluster, 1);
        assertEquals("X", xa.takeSeat(token, null));
        Participant o = client("O@node2", code).connect(cluster, 2);
        assertEquals("O", o.takeSeat(null, "Bo"));
        Participant xb = client("X@node2", code).connect(cluster, 2);
        assertEquals("X", xb.takeSeat(token, null));
        List<Participant> everyone = List.of(xa, xb, o);
        for (Participant c : everyone) {
            c.awaitGame("the game playing", ClusterTestBase::playing);
        }

        // X only ever plays cells with (x + 2y) mod 4 < 2 and O the others: no five in a row can appear.
        List<Cell> xCells = new ArrayList<>();
        List<Cell> oCells = new ArrayList<>();
        for (int y = 0; y < 15; y++) {
            for (int x = 0; x < 15; x++) {
                (((x + 2 * y) & 3) < 2 ? xCells : oCells).add(new Cell(x, y));
            }
        }

        List<Cell> landed = new ArrayList<>();
        Map<String, Integer> outcomes = new TreeMap<>();
        for (int round = 0; round < ROUNDS; round++) {
            boolean same = round % 2 == 0;
            int ply = landed.size();
            List<Cell> free = xCells.stream().filter(c -> !landed.contains(c)).limit(2).toList();
            Participant joiner = (round / 2) % 2 == 0 ? xa : xb;
            Participant other = joiner == xa ? xb : xa;
            Cell joinerCell = free.get(0);
            Cell otherCell = same ? free.get(0) : free.get(1);
            String where = "round " + round + " (ply " + ply + ", " + (same ? "same cell " + joinerCell
                : joiner + " " + joinerCell + " vs " + other + " " + otherCell) + ")";

            int joinerMark = joiner.mark();
            int otherMark = other.mark();
            joiner.sendRejoin();
            int joinerId = joiner.sendMove(joinerCell, ply);
            int otherId = other.sendMove(otherCell, ply);
            JsonNode joinerReply = joiner.reply(joinerMark, joinerId);
            JsonNode otherReply = other.reply(otherMark, otherId);

            // Both answered, so both attempts are over: the game holds exactly one more move, and O is to move.
            JsonNode truth = awaitHttpGame(1, code, ply + 1 + " moves", g -> ply(g) > ply);
            List<Cell> moves = Cell.moves(truth);
            assertEquals(ply + 1, moves.size(), where + ": not exactly one move landed: " + moves);
            assertEquals(landed, moves.subList(0, ply), where + ": earlier moves changed");
            assertEquals("O", truth.path("turn").asText(), where + ": the next ply is not O's: " + truth);
            Cell won = moves.get(ply);
            assertTrue(won.equals(joinerCell) || won.equals(otherCell), where + ": landed " + won);
            landed.add(won);

            if (same) {
                int confirmations = 0;
                for (JsonNode reply : List.of(joinerReply, otherReply)) {
                    if ("state".equals(reply.path("type").asText())) {
                        assertEquals(landed, Cell.moves(reply.path("game")), where + ": a confirmation with other "
                            + "moves: " + reply);
                        confirmations++;
                    } else {
                        assertLosing(where, reply);
                    }
                }
                assertTrue(confirmations >= 1, where + ": the move landed and nobody got its confirmation: "
                    + joinerReply + " / " + otherReply);
                outcomes.merge("same cell: " + (confirmations == 2 ? "both confirmed"
                    : "one refused with " + (joinerReply.has("code") ? joinerReply : otherReply).path("code")
                    .asText()), 1, Integer::sum);
            } else {
                Participant winner = won.equals(joinerCell) ? joiner : other;
                JsonNode winnerReply = winner == joiner ? joinerReply : otherReply;
                JsonNode loserReply = winner == joiner ? otherReply : joinerReply;
                assertEquals("state", winnerReply.path("type").asText(), where + ": " + winner + " made the move "
                    + "that landed and got " + winnerReply);
                assertEquals(landed, Cell.moves(winnerReply.path("game")), where + ": " + winnerReply);
                assertLosing(where, loserReply);
                outcomes.merge("different cells: " + (winner == joiner ? "rejoined" : "other") + " socket won, "
                    + "loser got " + loserReply.path("code").asText(), 1, Integer::sum);
            }

            for (Participant c : everyone) {
                c.awaitMoves(landed);
            }
            assertNoProblems();

            Cell oCell = oCells.stream().filter(c -> !landed.contains(c)).findFirst().orElseThrow();
            o.play(oCell, ply + 1);
            landed.add(oCell);
            for (Participant c : everyone) {
                c.awaitMoves(landed);
            }
        }

        assertEquals(landed.size(), new HashSet<>(landed).size(), "a cell twice: " + landed);
        assertEveryNodeHolds(code, landed, 15, 1, 2);
        assertSawOnlyPrefixesOf(landed, everyone);
        System.out.println("RaceTest: " + ROUNDS + " rounds, outcomes " + outcomes);
    }

    private static void assertLosing(String where, JsonNode reply) {
        assertEquals("error", reply.path("type").asText(), where + ": the losing move was not refused: " + reply);
        assertTrue(LOSING.contains(reply.path("code").asText()), where + ": refused with an unexpected code: "
            + reply);
    }
}
