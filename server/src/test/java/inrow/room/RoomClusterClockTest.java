package inrow.room;

import inrow.game.Change;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Clocks in cluster mode: both nodes holding a timed game ring when a clock runs out, and the step log lets exactly
 * one ending through; the other node finds the game over when it judges again, and both show the same result.
 */
@Timeout(10)
class RoomClusterClockTest {
    private final ClusterKit k = new ClusterKit();

    @Test
    void twoNodesRacingToFlagEndTheGameOnce() throws Exception {
        Rooms.Created created = k.a.rooms.create(new RoomSetup(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann",
            RoomSetup.DEFAULT_THINK_MILLIS, 0, TimeControl.fischer(10, 0), true));
        String code = created.code();
        ClusterKit.Client ann = k.a.withToken(code, "ann", created.token());
        ClusterKit.Client bob = k.b.player(code, "bob", "Bob");
        ann.play(7, 7);
        bob.play(8, 8);
        assertEquals("X", ann.game().path("clock").path("running").asText());
        assertEquals("X", bob.game().path("clock").path("running").asText());
        long before = k.ledger.steps(code).size();

        k.clock.addAndGet(10_000 + Member.MAX_LAG_REFUND_MS);
        // Both alarms ring before either node hears of the other's step: a real race for the step log.
        k.ledger.hold();
        k.a.timer.runDue();
        k.b.timer.runDue();
        assertEquals(1, k.ledger.sinceCalls().stream().filter(c -> c.code().equals(code) && c.node().equals("B"))
            .count(), "node B's ending was refused (A took the step) and B caught up before judging again");
        k.ledger.release();

        List<RoomEvent> endings = k.ledger.steps(code).subList((int) before, k.ledger.steps(code).size());
        assertEquals(1, endings.size(), "one ending step: " + endings);
        Change.Status flag = (Change.Status) endings.get(0).changes().get(0);
        assertEquals(GameStatus.OVER, flag.status());
        assertEquals(inrow.engine.Result.Reason.TIME, flag.reason());
        for (ClusterKit.Client c : List.of(ann, bob)) {
            JsonNode g = c.game();
            assertEquals("over", g.path("status").asText(), c.toString());
            assertEquals("time", g.path("result").path("reason").asText());
            assertEquals("O", g.path("result").path("winner").asText());
        }
        assertEquals(GameStatus.OVER, k.store.load(code).orElseThrow().status());
        assertEquals(1, k.store.load(code).orElseThrow().series().size());
    }
}
