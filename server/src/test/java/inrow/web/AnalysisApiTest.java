package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.review.Reviews;
import inrow.testing.Await;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The analysis board's computer over HTTP on a real server: a position the rules refuse is a 400 with the engine's
 * code, nothing queued; a tic-tac-toe position's lines are the solved values; a flood from one address is a 429 that
 * states the share (last: its jobs keep the address's share busy).
 */
@Timeout(120)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AnalysisApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    private static HttpResponse<String> ask(String rules, String moves) {
        return server.post("/api/analysis", "{\"rules\":" + rules + ",\"moves\":" + moves + "}");
    }

    private static void refused(int status, String code, HttpResponse<String> r) {
        assertEquals(status, r.statusCode(), r.body());
        assertEquals(code, Http.json(r).path("error").path("code").asText(), r.body());
    }

    @Test
    void badPositionsAreRefusedWithTheRulesCode() {
        String ttt = "{\"preset\":\"tictactoe\"}";
        refused(400, "out_of_bounds", ask(ttt, "[[3,0]]"));
        refused(400, "occupied", ask(ttt, "[[1,1],[1,1]]"));
        refused(400, "game_over", ask(ttt, "[[0,0],[0,1],[1,0],[1,1],[2,0]]"));
        refused(400, "game_over", ask(ttt, "[[0,0],[0,1],[1,0],[1,1],[2,0],[2,2]]"));
        refused(400, "floating", ask("{\"preset\":\"connect4\"}", "[[3,0]]"));
        // Renju: black's H8 would make two open threes (H6 H7, F8 G8).
        refused(400, "forbidden", ask("{\"preset\":\"renju\"}",
            "[[7,5],[0,0],[7,6],[14,0],[5,7],[0,14],[6,7],[14,14],[7,7]]"));
        refused(400, "bad_request", ask("{\"preset\":\"chess\"}", "[]"));
        refused(400, "bad_request", ask(ttt, "[[1]]"));
        refused(400, "bad_request", ask("{\"width\":26,\"height\":26,\"win\":5}", "[]"));
        refused(400, "bad_request", server.post("/api/analysis", ""));
    }

    @Test
    void aTicTacToePositionHasItsSolvedLines() {
        HttpResponse<String> asked = ask("{\"preset\":\"tictactoe\"}", "[[1,1],[1,0]]");
        assertTrue(asked.statusCode() == 202 || asked.statusCode() == 200, asked.body());
        String id = Http.json(asked).path("id").asText();
        JsonNode done = Await.value("the analysis", Duration.ofSeconds(60), Duration.ofMillis(50), () -> {
            JsonNode r = Http.json(server.get("/api/analysis/" + id));
            return r.path("state").asText().equals("done") ? r : null;
        });
        assertTrue(done.path("exact").asBoolean() && done.path("finished").asBoolean(), done.toString());
        assertEquals(7, done.path("every").size());
        JsonNode best = done.path("lines").get(0);
        // After a centre opening and an edge reply, X wins.
        assertEquals(1, best.path("outcome").path("result").asInt(), done.toString());
        assertTrue(best.path("moves").size() >= 2, "a line, played out: " + done);
        HttpResponse<String> again = ask("{\"preset\":\"tictactoe\"}", "[[1,1],[1,0]]");
        assertEquals(200, again.statusCode(), "kept: " + again.body());
        assertEquals("done", Http.json(again).path("state").asText());
        assertEquals(404, server.get("/api/analysis/000000000000").statusCode());
    }

    /**
     * A person stepping through a game on the board asks about each position in turn: with the page's board id, each
     * newer position replaces the one before, so the fifth gomoku position (each takes the analysis's whole time) is
     * accepted where, without it, the third was over the share; the replaced one is gone (404: ask again).
     */
    @Test
    @Order(Integer.MAX_VALUE - 1)
    void steppingThroughPositionsOnOneBoardIsNeverOverTheShare() {
        String gomoku = "{\"preset\":\"gomoku\"}";
        String first = null;
        for (int i = 0; i < 5; i++) {
            HttpResponse<String> r = askFrom("walk", gomoku, "[[" + i + ",3],[" + i + ",9]]");
            assertEquals(202, r.statusCode(), "position " + i + ": " + r.body());
            first = first == null ? Http.json(r).path("id").asText() : first;
        }
        assertEquals(404, server.get("/api/analysis/" + first).statusCode(), "the first was replaced");
        refused(400, "bad_request", askFrom("not a board id!", gomoku, "[]"));
        // A solved tic-tac-toe position ends the walk at once, so the share is free for the next test.
        HttpResponse<String> last = askFrom("walk", "{\"preset\":\"tictactoe\"}", "[[1,1]]");
        String id = Http.json(last).path("id").asText();
        Await.value("the last position done", Duration.ofSeconds(60), Duration.ofMillis(50),
            () -> Http.json(server.get("/api/analysis/" + id)).path("state").asText().equals("done") ? true : null);
    }

    private static HttpResponse<String> askFrom(String board, String rules, String moves) {
        return server.post("/api/analysis", "{\"rules\":" + rules + ",\"moves\":" + moves + ",\"board\":\""
            + board + "\"}");
    }

    @Test
    @Order(Integer.MAX_VALUE)
    void aFloodIsRefusedWithTheShareStated() {
        // Gomoku openings take the analysis's whole time: the first runs, the next waits, the third is over the share.
        String gomoku = "{\"preset\":\"gomoku\"}";
        int accepted = 0;
        HttpResponse<String> last = null;
        for (int i = 0; i < Reviews.PER_ADDRESS + 1; i++) {
            last = ask(gomoku, "[[" + i + ",3],[" + i + ",9]]");
            if (last.statusCode() == 202) {
                accepted++;
            }
        }
        assertEquals(Reviews.PER_ADDRESS, accepted);
        refused(429, "rate_limited", last);
        JsonNode error = Http.json(last).path("error");
        assertEquals(Reviews.PER_ADDRESS, error.path("share").asInt(), last.body());
        assertTrue(last.headers().firstValue("Retry-After").isPresent());
    }
}
