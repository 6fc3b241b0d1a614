package inrow.load;

import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The load tool itself: a short real run passes, and its verification catches a game someone tampered with. */
@Timeout(90)
class LoadToolTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    /** A server that takes six sockets in all, loopback exempt from the other limits, as for the load tool. */
    @RegisterExtension
    static final TestServerExtension full = TestServerExtension.with(o -> o.withClients(
        new inrow.web.ClientLimits(10, 10, 200, 6, 300, 20, true, 8)));
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void aShortRunPlaysRealGamesAndVerifiesThem(@TempDir Path dir) throws Exception {
        LoadTest tool = LoadTest.of(url(), 6, 4, 200, 3);
        tool.warmup = 1;
        tool.jsonOut = dir.resolve("result.json");
        tool.htmlOut = dir.resolve("report.html");
        LoadResult result = tool.run();
        assertTrue(result.passed(), result.table());
        assertEquals(16, result.connections());
        assertTrue(result.movesConfirmed() > 20, "6 games moving every 200 ms for 3 s: " + result.movesConfirmed());
        assertTrue(result.millis(0, 50) > 0 && result.millis(2, 50) > 0, result.table());
        // The warm-up's moves are not the measured seconds': one latency per move confirmed, none confirmed unsent.
        assertEquals(result.movesConfirmed(), result.count(0), result.table());
        assertTrue(result.movesConfirmed() <= result.movesSent(), result.table());

        result.writeJson(tool.jsonOut);
        result.writeHtml(tool.htmlOut);
        JsonNode written = json.readTree(tool.jsonOut.toFile());
        assertTrue(written.path("passed").asBoolean());
        assertEquals(result.movesConfirmed(), written.path("moves_confirmed").asLong());
        assertTrue(written.path("latency_ms").path("move round trip").path("p99").isNumber());
        assertTrue(written.path("tool_gc_pauses").isIntegralNumber() && written.path("tool_gc_ms").isIntegralNumber(),
            "the tool reports its own pauses in the measured seconds");
        assertTrue(result.table().contains("tool's own GC pauses"), result.table());
        // The server's own count of its commits in the measured seconds: the moves were committed, so some.
        assertTrue(written.path("store_commits").path("count").asLong() > 0, written.toString());
        assertTrue(written.path("store_commits").path("slow").isIntegralNumber(), written.toString());
        assertTrue(result.table().contains("server's store commits"), result.table());
        String html = Files.readString(tool.htmlOut);
        assertTrue(html.contains("<svg") && html.contains("<polyline") && html.contains("PASSED"), html);
    }

    @Test
    void aSocketTheServerRefusesIsCountedOnceAndNeverAsOneThatWasOpen() throws Exception {
        // Four games want eight sockets; the server takes six. Jetty fails the connect and then also reports an
        // error on the socket's listener: the refusal must count once, as a failed connect, not also as an open
        // socket lost (which lowered the count of sockets held).
        LoadResult result = LoadTest.of("http://127.0.0.1:" + full.port(), 4, 0, 200, 1).run();
        assertEquals(2L, result.errors().get("connect"), result.table());
        assertFalse(result.errors().containsKey("closed"), result.table());
        assertEquals(6, result.connections(), result.table());
        assertFalse(result.passed(), "a run that could not open its sockets does not pass");
    }

    @Test
    void aMoveTheToolDidNotMakeFailsTheRun() throws Exception {
        String[] tampered = new String[1];
        LoadTest tool = LoadTest.of(url(), 4, 0, 150, 2).beforeVerify(games -> {
            // Tamper with one game: play an extra move as whichever player is to move, behind the tool's back.
            String[] game = games.get(0);
            tampered[0] = game[0];
            JsonNode state = get("/api/games/" + game[0]);
            String turn = state.path("turn").asText();
            // The creator (game[1]) holds X in odd rounds; colours swap every round.
            boolean creatorMoves = turn.equals("X") == (state.path("round").asInt() % 2 == 1);
            String token = creatorMoves ? game[1] : game[2];
            intrude(game[0], token, state);
        });
        LoadResult result = tool.run();
        assertFalse(result.passed(), result.table());
        assertFalse(result.problems().isEmpty(), result.table());
        for (String problem : result.problems()) {
            assertTrue(problem.startsWith(tampered[0] + ": "), "only the tampered game is reported: " + problem);
        }
        assertTrue(result.problems().stream().anyMatch(p -> p.contains("moves nobody confirmed")), result.table());
    }

    private static String url() {
        return "http://127.0.0.1:" + server.port();
    }

    private static JsonNode get(String path) {
        return Http.json(server.get(path));
    }

    /** Joins with a player's token and plays the first empty cell, waiting until the server confirms it. */
    private static void intrude(String code, String token, JsonNode state) {
        try (WsClient ws = server.socketTo(code).label("intruder").timeout(Duration.ofSeconds(10)).open()) {
            ws.send(msg("join", "token", token));
            int ply = state.path("moves").size();
            int[] cell = null;
            for (int y = 0; y < state.path("board").size() && cell == null; y++) {
                int x = state.path("board").get(y).asText().indexOf('.');
                if (x >= 0) {
                    cell = new int[] {x, y};
                }
            }
            ws.send(msg("move", "x", cell[0], "y", cell[1], "ply", ply));
            JsonNode answer = ws.await("the intruding move confirmed", m -> "error".equals(m.path("type").asText())
                || "state".equals(m.path("type").asText()) && m.path("game").path("moves").size() == ply + 1);
            if ("error".equals(answer.path("type").asText())) {
                throw new AssertionError("the intruding move was refused: " + answer);
            }
            ws.closeNormally();
        }
    }
}
