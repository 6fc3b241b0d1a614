package inrow.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.Server;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The load tool itself: a short real run passes, and its verification catches a game someone tampered with. */
@Timeout(90)
class LoadToolTest {
    private static Server server;
    private static String url;
    private final ObjectMapper json = new ObjectMapper();

    @BeforeAll
    static void start() {
        server = Server.start(Server.Options.forTest());
        url = "http://127.0.0.1:" + server.port();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aShortRunPlaysRealGamesAndVerifiesThem(@TempDir Path dir) throws Exception {
        LoadTest tool = LoadTest.of(url, 6, 4, 200, 3);
        tool.jsonOut = dir.resolve("result.json");
        tool.htmlOut = dir.resolve("report.html");
        LoadResult result = tool.run();
        assertTrue(result.passed(), result.table());
        assertEquals(16, result.connections());
        assertTrue(result.movesConfirmed() > 20, "6 games moving every 200 ms for 3 s: " + result.movesConfirmed());
        assertTrue(result.millis(0, 50) > 0 && result.millis(2, 50) > 0, result.table());

        result.writeJson(tool.jsonOut);
        result.writeHtml(tool.htmlOut);
        JsonNode written = json.readTree(tool.jsonOut.toFile());
        assertTrue(written.path("passed").asBoolean());
        assertEquals(result.movesConfirmed(), written.path("moves_confirmed").asLong());
        assertTrue(written.path("latency_ms").path("move round trip").path("p99").isNumber());
        String html = Files.readString(tool.htmlOut);
        assertTrue(html.contains("<svg") && html.contains("<polyline") && html.contains("PASSED"), html);
    }

    @Test
    void aMoveTheToolDidNotMakeFailsTheRun() throws Exception {
        String[] tampered = new String[1];
        LoadTest tool = LoadTest.of(url, 4, 0, 150, 2).beforeVerify(games -> {
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

    private JsonNode get(String path) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url + path))
            .build(), HttpResponse.BodyHandlers.ofString());
        return json.readTree(r.body());
    }

    /** Joins with a player's token and plays the first empty cell, waiting until the server confirms it. */
    private void intrude(String code, String token, JsonNode state) throws Exception {
        LinkedBlockingQueue<String> frames = new LinkedBlockingQueue<>();
        WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(
            URI.create(url.replace("http", "ws") + "/ws/" + code), new WebSocket.Listener() {
                final StringBuilder partial = new StringBuilder();

                @Override
                public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                    partial.append(data);
                    if (last) {
                        frames.add(partial.toString());
                        partial.setLength(0);
                    }
                    w.request(1);
                    return CompletableFuture.completedFuture(null);
                }
            }).get(10, TimeUnit.SECONDS);
        ws.sendText("{\"type\":\"join\",\"token\":\"" + token + "\"}", true).get();
        int ply = state.path("moves").size();
        String cell = null;
        for (int y = 0; y < state.path("board").size() && cell == null; y++) {
            int x = state.path("board").get(y).asText().indexOf('.');
            if (x >= 0) {
                cell = "\"x\":" + x + ",\"y\":" + y;
            }
        }
        ws.sendText("{\"type\":\"move\"," + cell + ",\"ply\":" + ply + "}", true).get();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            String f = frames.poll(1, TimeUnit.SECONDS);
            if (f != null && f.contains("\"type\":\"state\"") && json.readTree(f).path("game").path("moves").size()
                == ply + 1) {
                break;
            }
            if (f != null && f.contains("\"type\":\"error\"")) {
                throw new AssertionError("the intruding move was refused: " + f);
            }
        }
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get();
    }
}
