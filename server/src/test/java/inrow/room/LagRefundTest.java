package inrow.room;

import inrow.game.Table;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Issue 38, item 12: the lag refund comes from the server's own pings on the connection, never from what the client
 * claims. Claiming {@code rtt_ms: 600} on loopback once bought 300 ms a move: a move at 5.28 s passed a 5 s clock.
 */
class LagRefundTest {
    private final RoomKit kit = new RoomKit();

    private RoomKit.Table begun() {
        RoomKit.Table t = RoomKit.startedGomoku(kit.rooms, TimeControl.perMove(5));
        t.play(t.x, 7, 7);
        t.play(t.o, 8, 8);
        return t;
    }

    @Test
    void aClaimedRoundTripThatTheServerDidNotMeasureBuysNothing() {
        RoomKit.Table t = begun();
        t.send(t.x, "{'type':'ping','rtt_ms':600}");
        kit.clock.addAndGet(5_280);
        t.send(t.x, "{'type':'move','x':7,'y':8,'ply':2}");
        JsonNode game = t.x.game();
        assertEquals("over", game.path("status").asText(), "5.28 s on a 5 s clock is out of time: " + game);
        assertEquals("time", game.path("result").path("reason").asText());
    }

    @Test
    void theClaimIsCappedByWhatTheServerMeasured() {
        RoomKit.Table t = begun();
        t.x.measuredRttMs = 100; // the server's own ping took 100 ms
        t.send(t.x, "{'type':'ping','rtt_ms':600}");
        kit.clock.addAndGet(5_040);
        t.send(t.x, "{'type':'move','x':7,'y':8,'ply':2}");
        assertEquals("playing", t.x.game().path("status").asText(), "50 ms of measured lag refunded");
        t.send(t.o, "{'type':'ping','rtt_ms':600}");
        t.o.measuredRttMs = 100;
        kit.clock.addAndGet(5_080);
        t.send(t.o, "{'type':'move','x':9,'y':9,'ply':3}");
        assertEquals("time", t.x.game().path("result").path("reason").asText(),
            "a measure that came after the claim still caps it: 80 ms over, 50 refunded");
    }
}
