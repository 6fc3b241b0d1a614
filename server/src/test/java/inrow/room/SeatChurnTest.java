package inrow.room;

import inrow.game.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Issue 38, item 10: renames and role flips each sent the whole game to everyone (and a rename wrote to the store):
 * 116 renames with 1,000 spectators sent 228 MB in 20 s. A seat may change a few times, then waits.
 */
class SeatChurnTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void renamesBeyondTheBudgetAreRefusedAsTooSoonAndChangeNothing() {
        RoomKit.Table t = kit.started();
        for (int i = 1; i <= SeatChurn.BURST; i++) {
            t.send(t.x, "{'type':'join','name':'Ann " + i + "'}");
            assertEquals("Ann " + i, t.view().path("players").path("X").path("name").asText());
        }
        t.assertRefused(t.x, "{'type':'join','name':'Ann again'}", "too_soon");
        kit.clock.addAndGet(SeatChurn.EVERY_MS);
        t.send(t.x, "{'type':'join','name':'Ann later'}");
        assertEquals("Ann later", t.view().path("players").path("X").path("name").asText());
        t.send(t.x, "{'type':'join','name':'Ann later'}"); // the same name again changes nothing, costs nothing
    }

    @Test
    void flippingBetweenWatchingAndPlayingIsSpacedPerSeatNotPerConnection() {
        RoomKit.Table t = kit.started();
        String token = t.created.token();
        int flips = 0;
        while (flips < SeatChurn.BURST) {
            t.send(t.x, "{'type':'join','role':'spectator'}");
            flips++;
            if (flips < SeatChurn.BURST) {
                t.send(t.x, "{'type':'join','token':'" + token + "'}");
                flips++;
            }
        }
        assertEquals(true, t.x.last("welcome").path("seat").isNull(), "watching after an odd number of flips");
        t.assertRefused(t.x, "{'type':'join','token':'" + token + "'}", "too_soon");
        FakeConnection again = t.joinWithToken("ann-new-socket", token); // a new socket is not churn
        assertEquals("X", again.last("welcome").path("seat").asText());
    }
}
