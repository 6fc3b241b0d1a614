package inrow.arenas;

import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The site's own arena on a real server: listed as upcoming once (however often the server ticks), started on the
 * hour, and its games are rated rooms.
 */
@Timeout(120)
class ScheduledArenaServerTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withArenaSchedule(
        ScheduledArena.parse("tictactoe:1+1:30@60")));

    private static List<JsonNode> scheduled(String list) {
        List<JsonNode> out = new ArrayList<>();
        Http.json(server.get("/api/tournaments")).get(list).forEach(t -> {
            if (t.get("scheduled").asBoolean()) {
                out.add(t);
            }
        });
        return out;
    }

    @Test
    void theHourlyArenaIsListedOnceStartsOnTheHourAndIsRated() {
        server.clock().stop();
        server.server().arenas().tick();
        server.server().arenas().tick();
        List<JsonNode> upcoming = scheduled("upcoming");
        assertEquals(1, upcoming.size(), upcoming.toString());
        JsonNode t = upcoming.get(0);
        assertEquals("Hourly tictactoe 1+1", t.get("name").asText());
        assertEquals(0, t.get("startsAt").asLong() % 3_600_000, "on the hour");
        assertTrue(t.get("createdBy").isNull());
        String id = t.get("id").asText();
        AccountClient ana = ArenaPlayers.player(server.port(), SeatOwnersTest.fresh());
        AccountClient bo = ArenaPlayers.player(server.port(), SeatOwnersTest.fresh());
        join(ana, id);
        join(bo, id);
        server.clock().advance(t.get("startsAt").asLong() - server.clock().getAsLong());
        server.server().arenas().tick();
        assertEquals("started", show(ana, id).get("status").asText());
        String code = show(ana, id).at("/me/game/code").asText();
        assertEquals("1500?", server.game(code).at("/players/X/rating").asText(), "a rated room");
        assertEquals(1, scheduled("upcoming").size(), "the next hour's is listed now");
        assertTrue(!scheduled("upcoming").get(0).get("id").asText().equals(id));
    }
}
