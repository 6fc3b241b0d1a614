package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Renju's 26 canonical openings on a real server: a game named with one starts every round from its three stones
 * (black h8, white, black) with white to play the 4th; bad names and other boards are refused and create nothing.
 */
@Timeout(60)
class CanonicalOpeningApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"rules\":{\"preset\":\"renju\"},\"opening\":\"14D\"}",
        "{\"rules\":{\"preset\":\"renju\"},\"opening\":\"Kansai\"}",
        "{\"rules\":{\"preset\":\"gomoku\"},\"opening\":\"2I\"}",
        "{\"rules\":{\"preset\":\"standard\"},\"opening\":\"kansei\"}",
        "{\"rules\":{\"width\":17,\"height\":17,\"win\":5,\"renju\":true},\"opening\":\"1D\"}",
    })
    void aBadNameOrAnotherBoardIsRefusedAndCreatesNothing(String body) {
        int before = Http.json(server.get("/api/games?limit=100")).path("games").size();
        HttpResponse<String> r = server.post("/api/games", body);
        assertEquals(400, r.statusCode(), body + " -> " + r.body());
        assertEquals("bad_request", Http.json(r).path("error").path("code").asText());
        assertTrue(Http.json(r).path("error").path("message").asText().contains("canonical"), r.body());
        assertEquals(before, Http.json(server.get("/api/games?limit=100")).path("games").size());
    }

    /** The lobby's list: all 26, in the published order, by the code and name a game is created with. */
    @Test
    void theOpeningsAreListedForTheLobbyInThePublishedOrder() {
        HttpResponse<String> r = server.get("/api/openings");
        assertEquals(200, r.statusCode(), r.body());
        JsonNode openings = Http.json(r).path("openings");
        assertEquals(26, openings.size(), r.body());
        assertEquals("1D", openings.get(0).path("code").asText());
        assertEquals("Kansei", openings.get(0).path("name").asText());
        assertEquals("2I", openings.get(14).path("code").asText());
        assertEquals("Kyogetsu", openings.get(14).path("name").asText());
        assertEquals("13I", openings.get(25).path("code").asText());
        assertEquals("Suisei", openings.get(25).path("name").asText());
        // Every listed name creates the opening it names.
        JsonNode created = server.create("{\"rules\":{\"preset\":\"renju\"},\"opening\":\""
            + openings.get(14).path("name").asText() + "\"}");
        assertEquals("2I Kyogetsu", server.game(created.get("code").asText()).path("opening").path("name").asText());
    }

    /** Each opening by code or name, in any case: its three stones as docs/renju-openings.md's table gives them. */
    @ParameterizedTest
    @CsvSource({
        "1D, 1D Kansei, h10", "kansei, 1D Kansei, h10", "13d, 13D Yusei, j6", "2I, 2I Kyogetsu, j9",
        "KYOGETSU, 2I Kyogetsu, j9", "Suisei, 13I Suisei, f6", "6i, 6I Ungetsu, i8",
    })
    void anOpeningNamedByCodeOrNameStartsFromItsThreeStones(String named, String title, String third) {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},\"opening\":\"" + named
            + "\"}");
        JsonNode g = server.game(created.get("code").asText());
        assertEquals("canonical", g.path("opening").path("rule").asText(), g.toString());
        assertEquals(title, g.path("opening").path("name").asText());
        assertEquals("done", g.path("opening").path("phase").asText());
        assertEquals(3, g.path("moves").size(), g.toString());
        assertEquals("[7,7]", g.path("moves").get(0).toString(), "black's first on h8");
        boolean direct = title.contains("D ");
        assertEquals(direct ? "[7,6]" : "[8,6]", g.path("moves").get(1).toString(), "white's on h9 or i9");
        assertEquals(point(third), g.path("moves").get(2).toString());
        assertEquals("waiting", g.path("status").asText(), "white's 4th waits for an opponent: " + g);
    }

    @Test
    void twoPeoplePlayFromKyogetsuToAFiveAndTheRematchKeepsTheOpening() {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},\"opening\":\"2I\"}");
        String code = created.get("code").asText();
        try (WsClient ana = server.socket(code, "ana"); WsClient bo = server.socket(code, "bo")) {
            ana.join(created.get("token").asText(), null);
            bo.join(null, "Bo");
            JsonNode g = ana.awaitState(x -> x.path("status").asText().equals("playing")).path("game");
            assertEquals("O", g.path("turn").asText(), g.toString());
            // Bo (white) plays the 4th; black (Ana) makes five on row 5 while white wanders on row 1.
            String[] rest = {"a1", "d5", "b1", "e5", "c1", "f5", "d1", "g5", "f1", "h5"};
            JsonNode last = null;
            for (int i = 0; i < rest.length; i++) {
                (i % 2 == 0 ? bo : ana).send(move(rest[i]));
                last = ana.awaitMoves(4 + i);
            }
            assertEquals("over", last.path("game").path("status").asText(), last.toString());
            assertEquals("X", last.path("game").path("result").path("winner").asText(), last.toString());
            String record = server.get("/api/games/" + code + "/record").body();
            assertTrue(record.contains("Moves:\n1. H8 I9\n2. J9 A1\n3. D5 B1\n"), record);
            JsonNode finished = Http.json(server.get("/api/games?status=finished&limit=100"));
            JsonNode listed = null;
            for (JsonNode game : finished.path("games")) {
                listed = code.equals(game.path("code").asText()) ? game : listed;
            }
            assertEquals(13, listed.path("moves").asInt(), finished.toString());

            ana.send("{\"type\":\"rematch\"}");
            ana.awaitState(x -> x.get("rematch").size() == 1);
            bo.send("{\"type\":\"rematch\"}");
            g = ana.awaitState(x -> x.get("round").asInt() == 2).path("game");
            assertEquals("2I Kyogetsu", g.path("opening").path("name").asText(), "the rematch keeps the opening");
            assertEquals("[[7,7],[8,6],[9,6]]", g.path("moves").toString());
            assertEquals("Bo", g.path("players").path("X").path("name").asText(), "colours alternate: Bo is black");
            assertEquals("O", g.path("turn").asText());
            JsonNode first = Http.json(server.get("/api/games/" + code + "/rounds")).path("rounds").get(0);
            assertEquals(13, first.path("moves").size(), first.toString());
            assertEquals("[9,6]", first.path("moves").get(2).toString(), "round 1 lists the opening's stones first");
            assertTrue(server.get("/api/games/" + code + "/record").body().contains("Moves:\n1. H8 I9\n2. J9 A1\n"),
                "round 1 in the record after the rematch");
            // The opening's stones are never taken back: white (Ana now) has no move of its own yet.
            ana.send("{\"type\":\"takeback\"}");
            ana.awaitError("not_allowed");
        }
        assertTrue(server.get("/g/" + code).body()
            .contains("id=\"terms\">Renju \u00b7 Untimed \u00b7 Opening: 2I Kyogetsu</p>"),
            "the page names the opening");
        // The label is translated; the opening's code and name are proper nouns, the same in every language.
        assertTrue(server.get("/g/" + code + "?lang=fr").body().contains("Ouverture : 2I Kyogetsu</p>"));
        assertTrue(server.get("/g/" + code + "?lang=es").body().contains("Apertura: 2I Kyogetsu</p>"));
        assertTrue(server.get("/g/" + code + "?lang=zh-Hans").body().contains("开局：2I Kyogetsu</p>"));
    }

    @Test
    void theOpeningSurvivesARestart(@TempDir Path data) throws Exception {
        Files.createDirectories(data);
        String code;
        String token;
        try (Server first = Server.start(Server.Options.forTest().withDataDir(data))) {
            JsonNode created = Http.create(first.port(),
                "{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"},\"opening\":\"Sosei\",\"seats\":{\"X\":\"open\","
                    + "\"O\":\"creator\"}}");
            code = created.get("code").asText();
            token = created.get("token").asText();
            try (WsClient ana = WsClient.open(first.port(), code, "ana");
                 WsClient bo = WsClient.open(first.port(), code, "bo")) {
                ana.join(token, null);
                bo.join(null, "Bo");
                ana.awaitState(x -> x.path("status").asText().equals("playing"));
                ana.send(move("g9"));
                ana.awaitMoves(4);
            }
        }
        try (Server second = Server.start(Server.Options.forTest().withDataDir(data))) {
            JsonNode g = Http.game(second.port(), code);
            assertEquals("3D Sosei", g.path("opening").path("name").asText(), g.toString());
            assertEquals("[[7,7],[7,6],[9,5],[6,6]]", g.path("moves").toString(), "h8 h9 j10, then g9");
            assertEquals("X", g.path("turn").asText());
            String record = Http.get(second.port(), "/api/games/" + code + "/record").body();
            assertTrue(record.contains("1. H8 H9\n2. J10 G9\n"), record);
        }
    }

    /** A stone in notation ("h8": column letter, row from the bottom of the 15x15 board). */
    private static String move(String at) {
        int x = at.charAt(0) - 'a';
        int y = 15 - Integer.parseInt(at.substring(1));
        return "{\"type\":\"move\",\"x\":" + x + ",\"y\":" + y + "}";
    }

    private static String point(String at) {
        return "[" + (at.charAt(0) - 'a') + "," + (15 - Integer.parseInt(at.substring(1))) + "]";
    }
}
