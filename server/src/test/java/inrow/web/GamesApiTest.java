package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpRequest;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The HTTP side: creating, reading and listing games, the pages, and every refused request. */
@Timeout(60)
class GamesApiTest {
    private static final String CODE = "[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}";
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @Test
    void createWithDefaultsIsTicTacToeWithTheCreatorAsX() {
        JsonNode created = server.create("{}");
        String code = created.get("code").asText();
        assertTrue(code.matches(CODE), code);
        assertEquals("/g/" + code, created.get("url").asText());
        assertEquals("X", created.get("seat").asText());
        String token = created.get("token").asText();
        assertTrue(token.length() >= 16, "token: " + token);

        HttpResponse<String> raw = server.get("/api/games/" + code);
        assertEquals(200, raw.statusCode());
        assertFalse(raw.body().contains(token), "the public view leaks the token: " + raw.body());
        JsonNode g = Http.json(raw);
        assertEquals(code, g.get("code").asText());
        assertRules(g, 3, 3, 3, true);
        assertEquals("waiting", g.get("status").asText());
        assertEquals(List.of("...", "...", "..."), texts(g.get("board")));
        assertEquals(0, g.get("moves").size());
        assertTrue(g.get("turn").isNull());
        assertTrue(g.get("result").isNull());
        assertTrue(g.get("players").get("X").isObject());
        assertFalse(g.get("players").get("X").get("connected").asBoolean());
        assertTrue(g.get("players").get("O").isNull());
        assertEquals(0, g.get("spectators").asInt());
        assertEquals(1, g.get("round").asInt());
    }

    @Test
    void anEmptyBodyMeansDefaults() {
        JsonNode created = server.create("");
        assertEquals("X", created.get("seat").asText());
        assertRules(server.game(created.get("code").asText()), 3, 3, 3, true);
    }

    @Test
    void gomokuPreset() {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"gomoku\"}}");
        JsonNode g = server.game(created.get("code").asText());
        assertRules(g, 15, 15, 5, true);
        assertEquals(15, g.get("board").size());
        g.get("board").forEach(row -> assertEquals(".".repeat(15), row.asText()));
    }

    @Test
    void customRules() {
        JsonNode created = server.create("{\"rules\":{\"width\":7,\"height\":6,\"win\":4,\"overline\":false},"
            + "\"name\":\"Ada\"}");
        JsonNode g = server.game(created.get("code").asText());
        assertRules(g, 7, 6, 4, false);
        assertEquals(6, g.get("board").size());
        g.get("board").forEach(row -> assertEquals(".".repeat(7), row.asText()));
        assertEquals("Ada", g.get("players").get("X").get("name").asText());
        // A screen reader is told the rule the title shows: exactly four.
        String page = Http.get(server.port(), "/g/" + created.get("code").asText()).body();
        assertTrue(page.contains("aria-label=\"Board, 7 by 6, exactly 4 in a row to win\""), page);
    }

    @Test
    void customRulesWithoutOverlineAllowOverlines() {
        JsonNode created = server.create("{\"rules\":{\"width\":26,\"height\":3,\"win\":26}}");
        assertRules(server.game(created.get("code").asText()), 26, 3, 26, true);
    }

    @Test
    void theCreatorCanTakeO() {
        JsonNode created = server.create("{\"seats\":{\"X\":\"open\",\"O\":\"creator\"}}");
        assertEquals("O", created.get("seat").asText());
        assertFalse(created.get("token").asText().isEmpty());
        JsonNode g = server.game(created.get("code").asText());
        assertTrue(g.get("players").get("X").isNull());
        assertTrue(g.get("players").get("O").isObject());
    }

    @Test
    void bothSeatsOpenGivesNoSeatAndNoToken() {
        JsonNode created = server.create("{\"seats\":{\"X\":\"open\",\"O\":\"open\"}}");
        assertTrue(created.get("seat").isNull(), created.toString());
        assertTrue(created.get("token").isNull(), created.toString());
        JsonNode g = server.game(created.get("code").asText());
        assertTrue(g.get("players").get("X").isNull());
        assertTrue(g.get("players").get("O").isNull());
    }

    static Stream<Arguments> badRequests() {
        return Stream.of(
            Arguments.of("width too small", "{\"rules\":{\"width\":2,\"height\":3,\"win\":3}}"),
            Arguments.of("width too big", "{\"rules\":{\"width\":27,\"height\":3,\"win\":3}}"),
            Arguments.of("height zero", "{\"rules\":{\"width\":5,\"height\":0,\"win\":3}}"),
            Arguments.of("negative width", "{\"rules\":{\"width\":-5,\"height\":5,\"win\":3}}"),
            Arguments.of("k bigger than the board", "{\"rules\":{\"width\":5,\"height\":5,\"win\":6}}"),
            Arguments.of("k too small", "{\"rules\":{\"width\":5,\"height\":5,\"win\":2}}"),
            Arguments.of("missing win", "{\"rules\":{\"width\":5,\"height\":5}}"),
            Arguments.of("empty rules", "{\"rules\":{}}"),
            Arguments.of("preset plus width", "{\"rules\":{\"preset\":\"gomoku\",\"width\":15}}"),
            Arguments.of("preset plus overline", "{\"rules\":{\"preset\":\"tictactoe\",\"overline\":false}}"),
            Arguments.of("unknown preset", "{\"rules\":{\"preset\":\"chess\"}}"),
            Arguments.of("unknown field", "{\"colour\":\"red\"}"),
            Arguments.of("unknown rules field", "{\"rules\":{\"preset\":\"gomoku\",\"speed\":1}}"),
            Arguments.of("two creator seats", "{\"seats\":{\"X\":\"creator\",\"O\":\"creator\"}}"),
            Arguments.of("bad seat value", "{\"seats\":{\"X\":\"robot\"}}"),
            Arguments.of("bad seat name", "{\"seats\":{\"Z\":\"open\"}}"),
            Arguments.of("string for a number", "{\"rules\":{\"width\":\"5\",\"height\":5,\"win\":3}}"),
            Arguments.of("fraction for a number", "{\"rules\":{\"width\":5.5,\"height\":5,\"win\":3}}"),
            Arguments.of("number for a string", "{\"name\":42}"),
            Arguments.of("duplicate key", "{\"name\":\"a\",\"name\":\"b\"}"),
            Arguments.of("non-JSON body", "let me play"),
            Arguments.of("truncated JSON", "{\"rules\":"),
            Arguments.of("trailing data", "{} {}"),
            Arguments.of("JSON array", "[1,2]"),
            Arguments.of("JSON string", "\"tictactoe\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badRequests")
    void badRequestsAreRefusedAndCreateNothing(String what, String body) {
        int before = server.server().rooms().size();
        HttpResponse<String> r = server.post("/api/games", body);
        assertEquals(400, r.statusCode(), what + ": " + r.body());
        JsonNode error = Http.json(r).get("error");
        assertNotNull(error, r.body());
        assertEquals("bad_request", error.get("code").asText(), r.body());
        assertFalse(error.get("message").asText().isBlank(), r.body());
        assertEquals(before, server.server().rooms().size(), what + " created a room");
    }

    /** What a page of another site can send without asking first: a form, or text/plain. */
    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x", "application/jsonp", "(none)"})
    void aCreateThatIsNotJsonIsRefused(String type) {
        int before = server.server().rooms().size();
        for (String body : List.of("{}", "")) {
            HttpResponse<String> r = post(body, type.equals("(none)") ? null : type, null);
            assertEquals(415, r.statusCode(), type + ": " + r.body());
            assertEquals("unsupported_media_type", Http.json(r).get("error").get("code").asText(), r.body());
        }
        assertEquals(before, server.server().rooms().size(), type + " created a room");
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json", "application/json; charset=utf-8", "Application/JSON"})
    void jsonInAnySpellingIsTaken(String type) {
        assertEquals(201, post("{}", type, null).statusCode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://evil.example", "https://evil.example", "null", "http://127.0.0.1.evil.example"})
    void aCreateFromAnotherSiteIsRefused(String origin) {
        int before = server.server().rooms().size();
        HttpResponse<String> r = post("{}", "application/json", origin);
        assertEquals(403, r.statusCode(), origin + ": " + r.body());
        assertEquals("foreign_origin", Http.json(r).get("error").get("code").asText(), r.body());
        assertEquals(before, server.server().rooms().size(), origin + " created a room");
    }

    @Test
    void aCreateFromTheSiteItselfIsTaken() {
        HttpResponse<String> r = post("{\"name\":\"Ana\"}", "application/json", "http://127.0.0.1:" + server.port());
        assertEquals(201, r.statusCode(), r.body());
    }

    private static HttpResponse<String> post(String body, String type, String origin) {
        HttpRequest.Builder b = HttpRequest.newBuilder(java.net.URI.create(server.url("/api/games"))).timeout(Duration.ofSeconds(5))
            .POST(HttpRequest.BodyPublishers.ofString(body));
        if (type != null) {
            b.header("Content-Type", type);
        }
        if (origin != null) {
            b.header("Origin", origin);
        }
        try {
            return java.net.http.HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"seats\":{\"O\":\"bot:easy\"}}", "{\"seats\":{\"X\":\"bot:9\",\"O\":\"creator\"}}"})
    void unknownComputerLevelsAreBadRequests(String body) {
        int before = server.server().rooms().size();
        HttpResponse<String> r = server.post("/api/games", body);
        assertEquals(400, r.statusCode(), r.body());
        assertEquals("bad_request", Http.json(r).get("error").get("code").asText(), r.body());
        assertEquals(before, server.server().rooms().size());
    }

    @Test
    void unknownGameIs404InTheApi() {
        HttpResponse<String> r = server.get("/api/games/NOSUCHGAME");
        assertEquals(404, r.statusCode());
        assertEquals("unknown_game", Http.json(r).get("error").get("code").asText(), r.body());
    }

    @Test
    void thePsqDownloadIsNamedOnlyAfterARealRoom() {
        String code = server.create("{}").get("code").asText();
        HttpResponse<String> ok = server.get("/api/games/" + code + "/record.psq");
        assertEquals(200, ok.statusCode(), ok.body());
        assertEquals(List.of("attachment; filename=\"inrow-" + code + ".psq\""),
            ok.headers().allValues("Content-Disposition"));
        // A round that is not the game's is refused plainly, not guessed at.
        for (String round : List.of("0", "2", "x", "-1", "%22")) {
            HttpResponse<String> r = server.get("/api/games/" + code + "/record.psq?round=" + round);
            assertEquals(400, r.statusCode(), round + ": " + r.body());
            assertEquals(List.of(), r.headers().allValues("Content-Disposition"), round);
        }
        assertEquals(200, server.get("/api/games/" + code + "/record.psq?round=1").statusCode());

        // Text from the URL never reaches the header: an unknown code is a 404 before any header is set.
        for (String path : List.of("NOSUCHGAME", "x%22;%20filename=evil.exe", "%22%0D%0AX-Evil:%201",
            code.toLowerCase(), code + "%20")) {
            HttpResponse<String> r = server.get("/api/games/" + path + "/record.psq");
            assertEquals(404, r.statusCode(), path + ": " + r.body());
            assertEquals(List.of(), r.headers().allValues("Content-Disposition"), path);
            assertEquals(List.of(), r.headers().allValues("X-Evil"), path);
            assertEquals("unknown_game", Http.json(r).get("error").get("code").asText(), r.body());
        }
    }

    /**
     * Issue 38: Piskvork and the gomoku tools read no game with gravity, so a Connect Four game has no .psq: the API
     * says why instead of handing out a file nothing opens.
     */
    @Test
    void aGameWithGravityHasNoPsq() {
        String code = server.create("{\"rules\":{\"preset\":\"connect4\"}}").get("code").asText();
        HttpResponse<String> r = server.get("/api/games/" + code + "/record.psq");
        assertEquals(400, r.statusCode(), r.body());
        assertEquals("bad_request", Http.json(r).get("error").get("code").asText(), r.body());
        assertTrue(Http.json(r).get("error").get("message").asText().contains("gravity"), r.body());
        assertEquals(List.of(), r.headers().allValues("Content-Disposition"));
        assertEquals(200, server.get("/api/games/" + code + "/record").statusCode(), "the text record stays");
    }

    @Test
    void unknownEndpointIs404Json() {
        HttpResponse<String> r = server.get("/api/nothing-here", "Accept", "application/json");
        assertEquals(404, r.statusCode());
        assertEquals("not_found", Http.json(r).get("error").get("code").asText(), r.body());
    }

    @Test
    void unknownGameIs404Page() {
        HttpResponse<String> r = server.get("/g/NOSUCHGAME");
        assertEquals(404, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), r.headers().toString());
        assertTrue(r.body().contains("NOSUCHGAME"), r.body());
    }

    @Test
    void theNotFoundPageEscapesTheCode() {
        HttpResponse<String> r = server.get("/g/%3Cscript%3Ealert(1)%3C");
        assertEquals(404, r.statusCode(), r.body());
        assertFalse(r.body().contains("<script>alert(1)"), r.body());
        assertTrue(r.body().contains("&lt;script&gt;alert(1)"), r.body());
    }

    @Test
    void gamePageShowsTheGame() {
        JsonNode created = server.create("{\"name\":\"Grace\"}");
        String code = created.get("code").asText();
        HttpResponse<String> r = server.get("/g/" + code);
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
        assertTrue(r.body().contains(code));
        assertTrue(r.body().contains("Grace"));
        assertFalse(r.body().contains(created.get("token").asText()), "the page leaks the token");
    }

    @Test
    void pagesEscapeAPlayerName() {
        String evil = "<script>alert(1)</script>";
        JsonNode created = server.create("{\"name\":" + WsClient.toJson(evil) + "}");
        String code = created.get("code").asText();
        // The name is kept (clipped to the name limit, not stripped): escaping is the page's job.
        assertTrue(server.game(code).get("players").get("X").get("name").asText().startsWith("<script>alert(1)"));

        HttpResponse<String> page = server.get("/g/" + code);
        assertEquals(200, page.statusCode());
        assertFalse(page.body().contains("<script>alert(1)"), "raw tag on the game page");
        assertTrue(page.body().contains("&lt;script&gt;alert(1)"), "escaped name missing from the game page");

        HttpResponse<String> lobby = server.get("/");
        assertEquals(200, lobby.statusCode());
        assertFalse(lobby.body().contains("<script>alert(1)"), "raw tag on the lobby page");
    }

    @Test
    void lobbyListsLiveGames() {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Lobbyist\"}");
        String code = created.get("code").asText();
        HttpResponse<String> r = server.get("/api/games");
        assertEquals(200, r.statusCode());
        assertFalse(r.body().contains(created.get("token").asText()), "the lobby leaks a token");
        JsonNode games = Http.json(r).get("games");
        assertTrue(games.isArray());
        JsonNode entry = null;
        for (JsonNode g : games) {
            if (code.equals(g.get("code").asText())) {
                entry = g;
            }
        }
        assertNotNull(entry, "game " + code + " not listed: " + r.body());
        List<String> fields = new ArrayList<>();
        entry.fieldNames().forEachRemaining(fields::add);
        assertEquals(List.of("code", "rules", "label", "players", "moves", "status", "spectators", "board", "turn",
            "clock", "last"), fields);
        assertEquals(15, entry.get("board").size(), "the lobby draws the position from these rows");
        assertTrue(entry.get("last").isNull(), "no move yet");
        assertEquals(15, entry.get("rules").get("width").asInt());
        assertEquals("Gomoku", entry.get("label").asText());
        assertEquals("Lobbyist", entry.get("players").get("X").get("name").asText());
        assertEquals(0, entry.get("moves").asInt());
        assertEquals("waiting", entry.get("status").asText());
        assertEquals(0, entry.get("spectators").asInt());
    }

    /** A game between friends is theirs: the lobby leaves it out, its link still leads to it. */
    @Test
    void anUnlistedGameIsLeftOutOfTheLobbyButItsLinkWorks() {
        JsonNode mine = server.create("{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Ana\",\"unlisted\":true}");
        JsonNode open = server.create("{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Bo\",\"unlisted\":false}");
        String code = mine.get("code").asText();
        HttpResponse<String> list = server.get("/api/games?limit=100");
        assertFalse(list.body().contains(code), "an unlisted game is not offered to strangers: " + list.body());
        assertTrue(list.body().contains(open.get("code").asText()), "a listed one is: " + list.body());
        assertFalse(server.get("/").body().contains(code), "nor shown on the lobby page");
        JsonNode game = server.game(code);
        assertTrue(game.get("unlisted").asBoolean(), "its view says so: " + game);
        assertFalse(server.game(open.get("code").asText()).has("unlisted"), "a listed game's view leaves it out");
        assertEquals(200, server.get("/g/" + code).statusCode());
        HttpResponse<String> wrong = server.post("/api/games", "{\"unlisted\":\"yes\"}");
        assertEquals(400, wrong.statusCode(), wrong.body());
    }

    @Test
    void healthz() {
        HttpResponse<String> r = server.get("/healthz");
        assertEquals(200, r.statusCode());
        assertEquals("ok", r.body());
    }

    private static void assertRules(JsonNode game, int w, int h, int k, boolean overline) {
        JsonNode rules = game.get("rules");
        assertEquals(w, rules.get("width").asInt(), rules.toString());
        assertEquals(h, rules.get("height").asInt(), rules.toString());
        assertEquals(k, rules.get("win").asInt(), rules.toString());
        assertEquals(overline, rules.get("overline").asBoolean(), rules.toString());
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
