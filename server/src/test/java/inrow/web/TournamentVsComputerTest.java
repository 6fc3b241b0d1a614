package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
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
 * A person plays renju's tournament openings against the computer on a real server: whoever the opening waits for
 * acts (the person by a plain policy below, the computer on its own), through every swap, until the first ordinary
 * move, the 6th stone. The person keeps no rule of its own: it acts only when the state's {@code opening.actor} is
 * its seat, and does what {@code opening.step} says.
 */
@Timeout(180)
class TournamentVsComputerTest {
    private static final int SIZE = 15;
    private static final int CENTRE = SIZE / 2;

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @ParameterizedTest
    @CsvSource({
        "soosorv8, creator, bot:master",
        "soosorv8, bot:master, creator",
        "taraguchi10, bot:master, creator",
        "taraguchi10, creator, bot:2",
        "soosorv8, creator, bot:random",
    })
    void aPersonPlaysTheOpeningAgainstTheComputerToTheSixthStone(String opening, String x, String o) {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},\"opening\":\"" + opening
            + "\",\"seats\":{\"X\":\"" + x + "\",\"O\":\"" + o + "\"}}");
        try (WsClient ana = server.socket(created.get("code").asText(), "ana")) {
            ana.join(created.get("token").asText(), null);
            long acted = -1;
            List<String> steps = new ArrayList<>();
            while (true) {
                JsonNode state = ana.await("a state", m -> "state".equals(m.path("type").asText()),
                    Duration.ofSeconds(60));
                JsonNode g = state.path("game");
                long v = state.path("v").asLong();
                JsonNode op = g.path("opening");
                boolean inOpening = !"done".equals(op.path("phase").asText());
                if (!inOpening && g.path("moves").size() >= 6) {
                    assertEquals(opening, op.path("rule").asText());
                    assertEquals("playing", g.path("status").asText(), g.toString());
                    assertEquals(6, g.path("moves").size(), "the 6th stone is the first ordinary move: " + g);
                    assertEquals("X", g.path("turn").asText(), "black plays the 7th; Ana's steps: " + steps);
                    break;
                }
                String actor = inOpening ? op.path("actor").asText() : g.path("turn").asText();
                boolean mine = "human".equals(g.path("players").path(actor).path("kind").asText());
                if (!mine || v <= acted || !"playing".equals(g.path("status").asText())) {
                    continue;
                }
                acted = v;
                Set<Integer> taken = taken(g);
                if (!inOpening) {
                    int p = nearest(taken, SIZE);
                    ana.send("{\"type\":\"move\",\"x\":" + p % SIZE + ",\"y\":" + p / SIZE + "}");
                    continue;
                }
                String step = switch (op.path("step").asText()) {
                    case "place" -> "place " + name(nearest(taken, areaOf(taken.size())));
                    case "swap" -> "stay";
                    case "declare" -> "declare " + name(nearest(taken, SIZE)) + " 1";
                    case "fifth" -> "fifth " + name(nearest(taken, 9));
                    case "offer" -> "offer " + offers(taken, op.path("declared").asInt(10));
                    case "pick" -> "pick " + op.path("offered").get(0).asText();
                    default -> throw new AssertionError("no step to take: " + g);
                };
                steps.add(step);
                ana.send("{\"type\":\"step\",\"step\":\"" + step + "\"}");
            }
        }
    }

    /** The central square a stone must go in: Soosorv's three (1, 3, 5), Taraguchi's four (1, 3, 5, 7). */
    private static int areaOf(int stones) {
        return Math.min(SIZE, 2 * stones + 1);
    }

    private static Set<Integer> taken(JsonNode g) {
        Set<Integer> out = new HashSet<>();
        for (JsonNode m : g.path("moves")) {
            int x = m.isArray() ? m.get(0).asInt() : m.path("x").asInt();
            int y = m.isArray() ? m.get(1).asInt() : m.path("y").asInt();
            out.add(y * SIZE + x);
        }
        return out;
    }

    /** The free point nearest the centre within its central square of side {@code side}. */
    private static int nearest(Set<Integer> taken, int side) {
        for (int ring = 0; ring <= side / 2; ring++) {
            for (int y = CENTRE - ring; y <= CENTRE + ring; y++) {
                for (int x = CENTRE - ring; x <= CENTRE + ring; x++) {
                    if (Math.max(Math.abs(x - CENTRE), Math.abs(y - CENTRE)) == ring && !taken.contains(y * SIZE + x)) {
                        return y * SIZE + x;
                    }
                }
            }
        }
        throw new AssertionError("no free point");
    }

    /**
     * {@code count} free points at different distances from the centre: the board's symmetries keep distances, so
     * the positions after two of them can never be images of each other (the stones before them are the same).
     */
    private static String offers(Set<Integer> taken, int count) {
        List<String> out = new ArrayList<>();
        Set<Integer> distances = new HashSet<>();
        for (int ring = 1; out.size() < count; ring++) {
            for (int y = 0; y < SIZE && out.size() < count; y++) {
                for (int x = 0; x < SIZE && out.size() < count; x++) {
                    int dx = x - CENTRE;
                    int dy = y - CENTRE;
                    if (Math.max(Math.abs(dx), Math.abs(dy)) == ring && !taken.contains(y * SIZE + x)
                        && distances.add(dx * dx + dy * dy)) {
                        out.add(name(y * SIZE + x));
                    }
                }
            }
        }
        return String.join(" ", out);
    }

    /** Renju notation: column letter, row from the bottom. */
    private static String name(int p) {
        return (char) ('a' + p % SIZE) + Integer.toString(SIZE - p / SIZE);
    }
}
