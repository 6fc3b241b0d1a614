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
 * Renju's tournament openings on a real server: which games may be created with one, and Soosorv-8 between two
 * people over sockets with the wire's {@code step} message, from the opener's three stones to black's five.
 */
@Timeout(60)
class TournamentOpeningApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"rules\":{\"preset\":\"gomoku\"},\"opening\":\"soosorv8\"}",
        "{\"rules\":{\"preset\":\"renju\"},\"opening\":\"soosorv7\"}",
    })
    void aTournamentOpeningIsForRenjuOnly(String body) {
        HttpResponse<String> r = server.post("/api/games", body);
        assertEquals(400, r.statusCode(), body + " -> " + r.body());
        assertEquals("bad_request", Http.json(r).path("error").path("code").asText());
    }

    private static String step(String text) {
        return "{\"type\":\"step\",\"step\":\"" + text + "\"}";
    }

    /** A stone in notation ("h8": column letter, row from the bottom of the 15x15 board). */
    private static String move(String at) {
        int x = at.charAt(0) - 'a';
        int y = 15 - Integer.parseInt(at.substring(1));
        return "{\"type\":\"move\",\"x\":" + x + ",\"y\":" + y + "}";
    }

    private static JsonNode awaitStep(WsClient c, String step) {
        return c.awaitGame("step " + step, g -> g.path("opening").path("step").asText().equals(step));
    }

    @Test
    void soosorvEightOverSocketsGoesFromTheThreeStonesToAFive() {
        JsonNode created = server.create(
            "{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},\"opening\":\"soosorv8\"}");
        String code = created.get("code").asText();
        try (WsClient ana = server.socket(code, "ana"); WsClient bo = server.socket(code, "bo")) {
            ana.join(created.get("token").asText(), null);
            bo.join(null, "Bo");
            JsonNode g = ana.awaitState(x -> x.path("status").asText().equals("playing")).path("game");
            assertEquals("soosorv8", g.path("opening").path("rule").asText(), g.toString());
            assertEquals("X", g.path("opening").path("actor").asText());
            ana.send(move("h8"));
            ana.awaitError("not_allowed"); // stones wait for the opening
            bo.send(step("place h8"));
            bo.awaitError("not_your_turn");
            ana.send(step("place h8"));
            ana.send(step("place h9"));
            ana.send(step("place i9"));
            g = awaitStep(bo, "swap");
            assertEquals(3, g.path("moves").size());
            assertEquals("O", g.path("opening").path("actor").asText());
            bo.send(step("swap"));
            bo.await("black", m -> m.path("type").asText().equals("welcome") && m.path("seat").asText().equals("X"));
            ana.await("white", m -> m.path("type").asText().equals("welcome") && m.path("seat").asText().equals("O"));
            awaitStep(ana, "declare");
            ana.send(step("declare a1 2"));
            awaitStep(bo, "swap");
            bo.send(step("stay"));
            awaitStep(bo, "offer");
            bo.send(step("offer g8"));
            bo.awaitError("bad_message");
            bo.send(step("offer g8 a15"));
            g = awaitStep(ana, "pick");
            assertEquals(2, g.path("opening").path("declared").asInt());
            assertEquals("[\"g8\",\"a15\"]", g.path("opening").path("offered").toString());
            ana.send(step("pick g8"));
            g = awaitStep(ana, "done");
            assertEquals("done", g.path("opening").path("phase").asText());
            assertEquals("O", g.path("turn").asText(), "white plays the 6th");
            assertEquals("Bo", g.path("players").path("X").path("name").asText());
            String[] rest = {"b2", "i8", "c5", "j8", "d1", "k8"}; // white (Ana), black (Bo), ...; g8 to k8
            JsonNode last = null;
            for (int i = 0; i < rest.length; i++) {
                (i % 2 == 0 ? ana : bo).send(move(rest[i]));
                last = ana.awaitMoves(6 + i);
            }
            assertEquals("over", last.path("game").path("status").asText(), last.toString());
            assertEquals("X", last.path("game").path("result").path("winner").asText(), last.toString());
            JsonNode stored = server.game(code);
            assertEquals("done", stored.path("opening").path("step").asText());
            assertEquals(11, stored.path("moves").size());
            assertEquals("Bo", stored.path("players").path("X").path("name").asText());

            // The record and the archive list the opening's stones with the rest, this round and after a rematch.
            String record = server.get("/api/games/" + code + "/record").body();
            assertTrue(record.contains("Moves:\n1. H8 H9\n2. I9 A1\n3. G8 B2\n"), record);
            JsonNode finished = Http.json(server.get("/api/games?status=finished&limit=100"));
            JsonNode listed = null;
            for (JsonNode game : finished.path("games")) {
                listed = code.equals(game.path("code").asText()) ? game : listed;
            }
            assertEquals(11, listed.path("moves").asInt(), finished.toString());
            ana.send("{\"type\":\"rematch\"}");
            ana.awaitState(x -> x.get("rematch").size() == 1);
            bo.send("{\"type\":\"rematch\"}");
            ana.awaitState(x -> x.get("round").asInt() == 2);
            JsonNode first = Http.json(server.get("/api/games/" + code + "/rounds")).path("rounds").get(0);
            assertEquals(11, first.path("moves").size(), first.toString());
            assertEquals("[7,7]", first.path("moves").get(0).toString(), "h8 first: " + first);
            assertEquals("[6,7]", first.path("moves").get(4).toString(), "the picked fifth, g8: " + first);
            assertEquals("[1,13]", first.path("moves").get(5).toString(), "then white's 6th, b2: " + first);
            assertTrue(server.get("/api/games/" + code + "/record").body()
                .contains("Moves:\n1. H8 H9\n2. I9 A1\n3. G8 B2\n"), "round 1 in the record after the rematch");
        }
        assertTrue(server.get("/g/" + code).body()
            .contains("id=\"terms\">Renju \u00b7 Untimed \u00b7 Soosorv-8 opening</p>"), "the page names the opening");
    }
}
