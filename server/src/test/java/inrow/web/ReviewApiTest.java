package inrow.web;

import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Await;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The computer's review over HTTP on a real server: asked for once a round is over, read as it fills in, the same
 * for anyone with the link; tic-tac-toe's values are the solved ones (after a centre opening an edge reply throws the
 * draw away). A round still going, an unknown game, a bad round and an address over its share are refused with a
 * clear error and nothing queued.
 */
@Timeout(120)
class ReviewApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    /** Plays {@code moves} (x, y pairs; X first) in a new game of {@code preset}; returns its code. */
    private String played(String preset, int... moves) {
        return play(preset, 2, moves);
    }

    /** Drops stones in {@code columns} (X first) in a new Connect Four game; returns its code. */
    private String dropped(int... columns) {
        return play("connect4", 1, columns);
    }

    private String play(String preset, int per, int... moves) {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"" + preset + "\"}}");
        String code = created.get("code").asText();
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bo", null);
            x.awaitState(g -> g.get("status").asText().equals("playing"));
            for (int i = 0; i < moves.length / per; i++) {
                WsClient mover = i % 2 == 0 ? x : o;
                mover.send(per == 2 ? msg("move", "x", moves[2 * i], "y", moves[2 * i + 1], "ply", i)
                    : msg("move", "x", moves[i], "ply", i));
                x.awaitMoves(i + 1);
            }
        }
        return code;
    }

    private JsonNode reviewed(String code) {
        return Await.value("the review of " + code, Duration.ofSeconds(90), Duration.ofMillis(100), () -> {
            JsonNode r = Http.json(server.get("/api/games/" + code + "/review"));
            return r.path("state").asText().equals("done") ? r : null;
        });
    }

    @Test
    void aFinishedTicTacToeGameIsReviewedWithItsSolvedValues() {
        // X centre, O edge (a loss for O with best play), X wins on the diagonal.
        String code = played("tictactoe", 1, 1, 1, 0, 0, 0, 2, 0, 2, 2);
        assertEquals("none", Http.json(server.get("/api/games/" + code + "/review")).path("state").asText());
        HttpResponse<String> asked = server.post("/api/games/" + code + "/review", "");
        assertEquals(202, asked.statusCode(), asked.body());
        JsonNode review = reviewed(code);
        assertTrue(review.path("exact").asBoolean());
        assertEquals(5, review.path("total").asInt());
        JsonNode moves = review.path("moves");
        assertEquals(5, moves.size());
        assertEquals("best", moves.get(0).path("grade").asText(), "the centre holds the draw");
        assertEquals(9, moves.get(0).path("every").size());
        JsonNode edge = moves.get(1);
        assertEquals("O", edge.path("by").asText());
        assertEquals("mistake", edge.path("grade").asText(), "a draw thrown away: " + edge);
        assertEquals(-1, edge.path("outcome").path("result").asInt());
        assertEquals(0, edge.path("best_outcome").path("result").asInt());
        assertEquals(100.0, review.path("accuracy").path("X").asDouble(), 0.01);
        // Asked again, by anyone: the kept review, not a second computation.
        HttpResponse<String> again = server.post("/api/games/" + code + "/review", "");
        assertEquals(202, again.statusCode());
        assertEquals("done", Http.json(again).path("state").asText());
        assertEquals(moves, Http.json(again).path("moves"));
    }

    @Test
    void badRequestsAreRefusedAndQueueNothing() {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"gomoku\"}}");
        String going = created.get("code").asText();
        HttpResponse<String> early = server.post("/api/games/" + going + "/review", "");
        assertEquals(409, early.statusCode(), early.body());
        assertEquals("not_over", Http.json(early).path("error").path("code").asText());
        assertEquals(409, server.get("/api/games/" + going + "/review").statusCode(), "nothing to read either");
        HttpResponse<String> unknown = server.post("/api/games/ZZZZZZZZ/review", "");
        assertEquals(404, unknown.statusCode());
        HttpResponse<String> round = server.get("/api/games/" + going + "/review?round=7");
        assertEquals(400, round.statusCode(), round.body());
        assertTrue(Http.json(round).path("error").path("message").asText().contains("round"), round.body());
    }

    @Test
    void anAddressHasTwoReviewsUnderWayAtOnce() {
        // Connect Four's early positions take the solver past a position's budget: each review lasts seconds.
        List<String> games = List.of(
            dropped(3, 3, 2, 2, 1, 1, 0),
            dropped(3, 3, 4, 4, 5, 5, 6),
            dropped(2, 2, 3, 3, 4, 4, 5));
        assertEquals(202, server.post("/api/games/" + games.get(0) + "/review", "").statusCode());
        HttpResponse<String> second = server.post("/api/games/" + games.get(1) + "/review", "");
        assertEquals(202, second.statusCode());
        HttpResponse<String> third = server.post("/api/games/" + games.get(2) + "/review", "");
        assertEquals(429, third.statusCode(), third.body());
        assertEquals("rate_limited", Http.json(third).path("error").path("code").asText());
        assertTrue(third.headers().firstValue("Retry-After").isPresent());
        assertEquals("none", Http.json(server.get("/api/games/" + games.get(2) + "/review")).path("state").asText());
        JsonNode done = reviewed(games.get(0));
        assertEquals(7, done.path("moves").get(0).path("every").size(), "every column valued: " + done);
        assertEquals(7, done.path("moves").size());
    }
}
