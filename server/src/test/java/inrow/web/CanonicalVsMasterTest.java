package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.CanonicalOpening;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A person plays a named canonical opening against the master on a real server, to the end of the game. The person
 * is a plain script: the free point nearest the centre that the state does not list as forbidden. The master sits
 * at either colour; the engine replays the finished game (it refuses a forbidden point), so a forbidden stone of the
 * master's would fail the test.
 */
@Timeout(240)
class CanonicalVsMasterTest {
    private static final int SIZE = 15;
    private static final int CENTRE = SIZE / 2;

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @ParameterizedTest
    @CsvSource({"kagetsu, bot:master, creator", "2I, creator, bot:master"})
    void aPersonPlaysTheOpeningAgainstTheMasterToTheEnd(String opening, String x, String o) {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},\"opening\":\"" + opening
            + "\",\"think_ms\":300,\"seats\":{\"X\":\"" + x + "\",\"O\":\"" + o + "\"}}");
        CanonicalOpening named = CanonicalOpening.named(opening);
        try (WsClient ana = server.socket(created.get("code").asText(), "ana")) {
            String seat = ana.join(created.get("token").asText(), null).path("seat").asText();
            long acted = -1;
            JsonNode g;
            while (true) {
                JsonNode state = ana.await("a state", m -> "state".equals(m.path("type").asText()),
                    Duration.ofSeconds(60));
                g = state.path("game");
                if ("over".equals(g.path("status").asText())) {
                    break;
                }
                long v = state.path("v").asLong();
                boolean playing = "playing".equals(g.path("status").asText());
                if (!seat.equals(g.path("turn").asText()) || v <= acted || !playing) {
                    continue;
                }
                acted = v;
                int p = nearestAllowed(points(g.path("moves")), points(g.path("forbidden")));
                ana.send("{\"type\":\"move\",\"x\":" + p % SIZE + ",\"y\":" + p / SIZE + "}");
            }
            assertNotNull(g.path("result").path("winner").textValue(), "a result: " + g);
            List<Point> moves = new ArrayList<>();
            for (JsonNode m : g.path("moves")) {
                moves.add(Point.of(m.get(0).asInt(), m.get(1).asInt()));
            }
            assertEquals(named.stones(Rules.RENJU), moves.subList(0, 3), "the opening's stones come first");
            Game replayed = Game.replay(Rules.RENJU, moves); // throws on a forbidden black stone
            assertTrue(replayed.result() != null, "the game ended on the board: " + g);
            assertEquals("line", g.path("result").path("reason").asText(), g.toString());
        }
    }

    private static Set<Integer> points(JsonNode list) {
        Set<Integer> out = new HashSet<>();
        for (JsonNode m : list) {
            int px = m.isArray() ? m.get(0).asInt() : m.path("x").asInt();
            int py = m.isArray() ? m.get(1).asInt() : m.path("y").asInt();
            out.add(py * SIZE + px);
        }
        return out;
    }

    /** The free point nearest the centre that black may play (white may play any). */
    private static int nearestAllowed(Set<Integer> taken, Set<Integer> forbidden) {
        for (int ring = 0; ring <= CENTRE; ring++) {
            for (int y = CENTRE - ring; y <= CENTRE + ring; y++) {
                for (int x = CENTRE - ring; x <= CENTRE + ring; x++) {
                    int p = y * SIZE + x;
                    if (Math.max(Math.abs(x - CENTRE), Math.abs(y - CENTRE)) == ring && !taken.contains(p)
                        && !forbidden.contains(p)) {
                        return p;
                    }
                }
            }
        }
        throw new AssertionError("no free point");
    }
}
