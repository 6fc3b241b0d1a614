package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Swap openings over HTTP and real sockets: which games may be created with one, what GAME says of it, and a swap2
 * opening played through to the seat exchange with the wire's own {@code choose} message.
 */
@Timeout(60)
class OpeningApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"rules\":{\"preset\":\"gomoku\"},\"opening\":\"swap\"}",
        "{\"rules\":{\"preset\":\"standard\"},\"opening\":\"swap2\"}",
        "{\"rules\":{\"preset\":\"renju\"},\"opening\":\"swap2\"}",
        "{\"rules\":{\"width\":19,\"height\":19,\"win\":5},\"opening\":\"swap\"}",
    })
    void aFiveInARowGameOnABigBoardMayStartWithASwapOpening(String body) {
        JsonNode created = server.create(body);
        JsonNode g = server.game(created.get("code").asText());
        String rule = body.contains("swap2") ? "swap2" : "swap";
        assertEquals(rule, g.path("opening").path("rule").asText(), g.toString());
        assertEquals("place", g.path("opening").path("phase").asText());
        assertEquals(3, g.path("opening").path("stones").asInt());
    }

    @Test
    void withoutAnOpeningGameSaysNull() {
        JsonNode g = server.game(server.create("{\"rules\":{\"preset\":\"gomoku\"}}").get("code").asText());
        assertTrue(g.has("opening") && g.get("opening").isNull(), g.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"opening\":\"swap\"}",
        "{\"rules\":{\"preset\":\"connect4\"},\"opening\":\"swap2\"}",
        "{\"rules\":{\"width\":13,\"height\":13,\"win\":5},\"opening\":\"swap\"}",
        "{\"rules\":{\"width\":15,\"height\":15,\"win\":6},\"opening\":\"swap\"}",
        "{\"rules\":{\"width\":15,\"height\":14,\"win\":5},\"opening\":\"swap2\"}",
        "{\"rules\":{\"preset\":\"gomoku\"},\"opening\":\"swap3\"}",
        "{\"rules\":{\"preset\":\"gomoku\"},\"opening\":2}",
        "{\"rules\":{\"preset\":\"gomoku\"},\"opening\":{\"rule\":\"swap\"}}",
    })
    void otherGamesOrOtherOpeningsAreRefused(String body) {
        int before = Http.json(server.get("/api/games")).get("total").asInt();
        HttpResponse<String> r = server.post("/api/games", body);
        assertEquals(400, r.statusCode(), body + " -> " + r.body());
        assertEquals("bad_request", Http.json(r).path("error").path("code").asText());
        assertEquals(before, Http.json(server.get("/api/games")).get("total").asInt(), "nothing was created");
    }

    @Test
    void theGamePagesFirstPaintNamesWhoPlacesTheOpeningStones() {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"},"
            + "\"seats\":{\"X\":\"creator\",\"O\":\"bot:random\"},\"opening\":\"swap\"}");
        HttpResponse<String> page = server.get("/g/" + created.get("code").asText());
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("Ana is placing the opening stones"), "the headline before the script runs");
    }

    /** The page says what was agreed: the game, its clock (a 3+2 and a 3+0 game looked alike) and its opening. */
    @Test
    void theGamePageStatesTheGamesTerms() {
        String swap2 = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},"
            + "\"clock\":{\"initial_s\":180,\"increment_s\":2},\"opening\":\"swap2\"}").get("code").asText();
        assertTrue(server.get("/g/" + swap2).body().contains("<p class=\"terms\" id=\"terms\">Renju \u00b7 3 min + 2 s "
            + "\u00b7 Swap2 opening</p>"), "a Fischer clock and an opening");
        String perMove = server.create("{\"rules\":{\"preset\":\"connect4\"},\"clock\":{\"per_move_s\":30}}")
            .get("code").asText();
        assertTrue(server.get("/g/" + perMove, "Accept-Language", "fr-FR").body()
            .contains("id=\"terms\">Puissance 4 \u00b7 30 s par coup</p>"), "a time per move, in French");
        String untimed = server.create("{}").get("code").asText();
        assertTrue(server.get("/g/" + untimed).body().contains("id=\"terms\">Tic-tac-toe \u00b7 Untimed</p>"));
        String days = server.create("{\"rules\":{\"preset\":\"gomoku\"},\"clock\":{\"days_per_move\":2}}")
            .get("code").asText();
        assertTrue(server.get("/g/" + days).body().contains("id=\"terms\">Gomoku \u00b7 2 days per move</p>"));
    }

    private static String move(int x, int y) {
        return "{\"type\":\"move\",\"x\":" + x + ",\"y\":" + y + "}";
    }

    @Test
    void aSwap2OpeningOverSocketsEndsWithTheSeatsFollowingTheColours() {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},\"opening\":\"swap2\"}");
        String code = created.get("code").asText();
        try (WsClient ana = server.socket(code, "ana"); WsClient bo = server.socket(code, "bo")) {
            ana.join(created.get("token").asText(), null);
            String boToken = bo.join(null, "Bo").get("token").asText();
            ana.awaitState(g -> g.path("status").asText().equals("playing"));
            int[][] three = {{7, 7}, {8, 8}, {6, 8}};
            for (int i = 0; i < 3; i++) {
                ana.send(move(three[i][0], three[i][1]));
                bo.awaitMoves(i + 1);
            }
            bo.send(move(9, 9));
            bo.awaitError("not_allowed"); // a colour must be chosen first
            bo.send("{\"type\":\"choose\",\"take\":\"more\"}");
            JsonNode g = bo.awaitGame("more", x -> x.path("opening").path("phase").asText().equals("place")
                && x.path("moves").size() == 3);
            assertEquals("O", g.path("opening").path("actor").asText());
            assertEquals(5, g.path("opening").path("stones").asInt());
            bo.send(move(9, 9));
            bo.awaitMoves(4);
            bo.send(move(5, 5));
            bo.awaitMoves(5);
            ana.send("{\"type\":\"choose\",\"take\":\"more\"}");
            ana.awaitError("not_allowed");
            ana.send("{\"type\":\"choose\",\"take\":\"O\"}");
            JsonNode welcome = ana.await("a new welcome", m -> m.path("type").asText().equals("welcome")
                && m.path("seat").asText().equals("O"));
            assertEquals(created.get("token").asText(), welcome.path("token").asText(), "the token stays");
            JsonNode boWelcome = bo.await("a new welcome", m -> m.path("type").asText().equals("welcome")
                && m.path("seat").asText().equals("X"));
            assertEquals(boToken, boWelcome.path("token").asText());
            g = ana.awaitGame("done", x -> x.path("opening").path("phase").asText().equals("done"));
            assertEquals("Bo", g.path("players").path("X").path("name").asText());
            assertEquals("O", g.path("turn").asText());
            ana.send(move(10, 10));
            bo.awaitMoves(6);
        }
        JsonNode stored = server.game(code);
        assertEquals("done", stored.path("opening").path("phase").asText());
        assertEquals("Ana", stored.path("players").path("O").path("name").asText());
        String record = server.get("/api/games/" + code + "/record").body();
        assertTrue(record.contains("Opening: swap2 (the first 5 stones were placed as the opening"), record);
        assertTrue(record.contains("Black: Bo\nWhite: Ana\n"), record);
    }

    /**
     * After a swap opening the colours chosen in an earlier round are not kept, but a round won on the board tells
     * them: the winner placed the winning stone. Bo took black and won in round 1; after the rematch, round 1 still
     * says Bo was black, and that this is how they sit now too (colours do not simply alternate with a swap opening).
     */
    @Test
    void anEarlierRoundOfASwapOpeningWonOnTheBoardKnowsItsColours() {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"},\"opening\":\"swap\"}");
        String code = created.get("code").asText();
        try (WsClient ana = server.socket(code, "ana"); WsClient bo = server.socket(code, "bo")) {
            ana.join(created.get("token").asText(), null);
            bo.join(null, "Bo");
            ana.awaitState(g -> g.path("status").asText().equals("playing"));
            int[][] three = {{7, 7}, {0, 14}, {8, 7}};
            for (int i = 0; i < 3; i++) {
                ana.send(move(three[i][0], three[i][1]));
                bo.awaitMoves(i + 1);
            }
            bo.send("{\"type\":\"choose\",\"take\":\"X\"}");
            bo.await("black", m -> m.path("type").asText().equals("welcome") && m.path("seat").asText().equals("X"));
            int[][] rest = {{0, 0}, {9, 7}, {0, 1}, {10, 7}, {0, 2}, {11, 7}}; // white (Ana), then black (Bo), ...
            JsonNode last = null;
            for (int i = 0; i < rest.length; i++) {
                (i % 2 == 0 ? ana : bo).send(move(rest[i][0], rest[i][1]));
                last = ana.awaitMoves(4 + i);
            }
            assertEquals("over", last.path("game").path("status").asText(), last.toString());
            ana.send("{\"type\":\"rematch\"}");
            bo.send("{\"type\":\"rematch\"}");
            ana.awaitState(g -> g.path("round").asInt() == 2);

            // Round 2 opens with Bo at X (colours alternate before any choice): round 1 was the same way round.
            JsonNode rounds = Http.json(server.get("/api/games/" + code + "/rounds")).get("rounds");
            JsonNode first = rounds.get(0);
            assertEquals("Bo", first.path("seats").path("X").asText(), first.toString());
            assertEquals("Ana", first.path("seats").path("O").asText());
            assertEquals("X", first.path("winner").asText());
            assertEquals("Bo", first.path("winner_name").asText());
            assertEquals(5, first.path("line").size());
            assertEquals("Bo", server.game(code).path("players").path("X").path("name").asText());
            assertTrue(first.path("swapped").isBoolean() && !first.path("swapped").asBoolean(), first.toString());
            assertTrue(rounds.get(1).path("swapped").isBoolean() && !rounds.get(1).path("swapped").asBoolean());

            // Bo opens round 2 and Ana takes black: now round 1 was the other way round.
            for (int i = 0; i < 3; i++) {
                bo.send(move(three[i][0], three[i][1]));
                ana.awaitMoves(i + 1);
            }
            ana.send("{\"type\":\"choose\",\"take\":\"X\"}");
            ana.await("black", m -> m.path("type").asText().equals("welcome") && m.path("seat").asText().equals("X"));
            rounds = Http.json(server.get("/api/games/" + code + "/rounds")).get("rounds");
            assertTrue(rounds.get(0).path("swapped").asBoolean(), rounds.toString());
            assertEquals("Bo", rounds.get(0).path("seats").path("X").asText());
            assertTrue(rounds.get(1).path("swapped").isBoolean() && !rounds.get(1).path("swapped").asBoolean());
        }
        String record = server.get("/api/games/" + code + "/record").body();
        assertTrue(record.contains("Round 1\nBlack: Bo\nWhite: Ana\nResult: Black wins with 5 in a row (Bo)\n"),
            record);
    }
}
