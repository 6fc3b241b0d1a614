package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Profiles from the games accounts play (issue 40), against a real server: counts per game kind and by result, the
 * paged and filtered list with what a small board needs, the players' names linked in the game's view, and a
 * deleted account: gone from profiles, shown as a deleted player to its opponents.
 */
@Timeout(120)
class ProfilesTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    /** Ana (X, an account) beats Bo (O, an account) at tic-tac-toe along the top row; returns the game's code. */
    private static String anaBeatsBo(AccountClient ana, AccountClient bo) {
        JsonNode game = SeatOwnersTest.created(ana, "{\"rules\":{\"preset\":\"tictactoe\"},\"name\":\"Ana\"}");
        String code = game.get("code").asText();
        try (WsClient a = SeatOwnersTest.socket(server.port(), code, SeatOwnersTest.cookie(ana), "ana");
             WsClient b = SeatOwnersTest.socket(server.port(), code, SeatOwnersTest.cookie(bo), "bo")) {
            a.join(null, null);
            b.join(null, "Bo");
            int[][] moves = {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}};
            for (int ply = 0; ply < moves.length; ply++) {
                (ply % 2 == 0 ? a : b).send(WsClient.move(moves[ply][0], moves[ply][1], ply, "m" + ply));
                int n = ply + 1;
                a.awaitGame("move " + n, g -> g.path("moves").size() == n);
            }
            assertEquals("over", a.lastState().path("game").path("status").asText());
        }
        return code;
    }

    @Test
    void aProfileCountsGamesPerKindAndPagesThemWithTheirBoards() {
        String anaName = SeatOwnersTest.fresh();
        String boName = SeatOwnersTest.fresh();
        AccountClient ana = SeatOwnersTest.signedUp(server.port(), anaName);
        AccountClient bo = SeatOwnersTest.signedUp(server.port(), boName);
        String won = anaBeatsBo(ana, bo);
        String going = SeatOwnersTest.created(ana, "{\"rules\":{\"preset\":\"gomoku\"}}").get("code").asText();

        JsonNode profile = Http.json(server.get("/api/user/" + anaName));
        assertEquals(1, profile.get("games").asInt(), profile.toString());
        assertEquals(1, profile.get("record").get("wins").asInt());
        assertEquals(0, profile.get("record").get("losses").asInt());
        assertEquals(1, profile.get("kinds").get("tictactoe").get("played").asInt());
        assertEquals(1, Http.json(server.get("/api/user/" + boName)).get("record").get("losses").asInt());

        JsonNode all = Http.json(server.get("/api/user/" + anaName + "/games"));
        assertEquals(2, all.get("total").asInt());
        assertEquals(going, all.get("games").get(0).get("code").asText(), "newest first");
        JsonNode first = all.get("games").get(1);
        assertEquals(won, first.get("code").asText());
        assertEquals("win", first.get("result").asText());
        assertEquals("X", first.get("seat").asText());
        assertEquals(5, first.get("moves").size(), "enough to draw the board");
        assertEquals(3, first.get("rules").get("width").asInt());
        assertEquals("/g/" + won, first.get("url").asText(), "the replay");
        assertEquals(boName, first.get("opponent").get("account").asText());
        assertEquals("live", all.get("games").get(0).get("result").asText());

        JsonNode losses = Http.json(server.get("/api/user/" + boName + "/games?result=loss&kind=tictactoe"));
        assertEquals(1, losses.get("total").asInt());
        assertEquals(0, Http.json(server.get("/api/user/" + anaName + "/games?result=loss")).get("total").asInt());
        assertEquals(1, Http.json(server.get("/api/user/" + anaName + "/games?kind=gomoku")).get("total").asInt());
        assertTrue(Http.json(server.get("/api/user/" + anaName + "/games?page=2")).get("games").isEmpty());
        for (String bad : new String[] {"page=0", "page=x", "kind=chess", "result=maybe"}) {
            HttpResponse<String> r = server.get("/api/user/" + anaName + "/games?" + bad);
            assertEquals(400, r.statusCode(), bad);
            assertEquals("bad_request", AccountClient.code(r), bad);
        }
        assertEquals(404, server.get("/api/user/nobody-here/games").statusCode());

        // The profile page says the same, and lists the games from the API.
        HttpResponse<String> page = server.get("/@/" + anaName);
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("profile-games"), "the recent games' list");
        assertTrue(page.body().contains("<option value=\"connect4\">"), "the kind filter");
    }

    @Test
    void aDeletedAccountIsGoneFromProfilesAndShownAsADeletedPlayerToItsOpponents() {
        String anaName = SeatOwnersTest.fresh();
        String boName = SeatOwnersTest.fresh();
        AccountClient ana = SeatOwnersTest.signedUp(server.port(), anaName);
        AccountClient bo = SeatOwnersTest.signedUp(server.port(), boName);
        String code = anaBeatsBo(ana, bo);
        JsonNode before = Http.json(server.get("/api/games/" + code)).get("players");
        assertEquals(boName, before.get("O").get("account").asText());

        HttpResponse<String> wrong = bo.send("DELETE", "/api/account", "{\"confirm\":\"not-me\"}");
        assertEquals(400, wrong.statusCode(), wrong.body());
        assertEquals(200, server.get("/api/user/" + boName + "/games").statusCode(), "a refused delete changes nothing");
        assertEquals(204, bo.send("DELETE", "/api/account", "{\"confirm\":\"" + boName + "\"}").statusCode());

        assertEquals(404, server.get("/api/user/" + boName + "/games").statusCode());
        assertEquals(404, server.get("/api/user/" + boName).statusCode());
        JsonNode after;
        try (WsClient opponent = SeatOwnersTest.socket(server.port(), code, SeatOwnersTest.cookie(ana), "ana")) {
            opponent.join(null, null);
            after = opponent.awaitState(g -> true).get("game");
        }
        assertEquals(5, after.get("moves").size(), "the game remains");
        JsonNode o = after.get("players").get("O");
        assertTrue(o.get("deleted").asBoolean(), o.toString());
        assertFalse(o.has("account"), "no link to a profile that is gone");
        JsonNode mine = Http.json(server.get("/api/user/" + anaName + "/games")).get("games").get(0);
        assertTrue(mine.get("opponent").get("deleted").asBoolean(), mine.toString());
        assertEquals(1, Http.json(server.get("/api/user/" + anaName)).get("record").get("wins").asInt(),
            "her win stays hers");
    }

    /**
     * Someone already watching a game sees its player deleted at once, not with the next move: the deletion is news
     * every room where the account sits shows (one node here; AccountsAcrossNodesTest has two).
     */
    @Test
    void aDeletionIsShownAtOnceToThoseAlreadyInTheGame() {
        AccountClient ana = SeatOwnersTest.signedUp(server.port(), SeatOwnersTest.fresh());
        String boName = SeatOwnersTest.fresh();
        AccountClient bo = SeatOwnersTest.signedUp(server.port(), boName);
        String code = SeatOwnersTest.created(ana, "{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Ana\"}")
            .get("code").asText();
        try (WsClient a = SeatOwnersTest.socket(server.port(), code, SeatOwnersTest.cookie(ana), "ana");
             WsClient b = SeatOwnersTest.socket(server.port(), code, SeatOwnersTest.cookie(bo), "bo")) {
            a.join(null, null);
            b.join(null, "Bo");
            a.awaitGame("Bo seated as his account", g -> boName.equals(g.path("players").path("O").path("account")
                .asText()));
            assertEquals(204, bo.send("DELETE", "/api/account", "{\"confirm\":\"" + boName + "\"}").statusCode());
            JsonNode o = a.awaitGame("Bo shown deleted", g -> g.path("players").path("O").path("deleted")
                .asBoolean()).path("players").path("O");
            assertFalse(o.has("account"), o.toString());
            assertEquals(0, a.lastState().path("game").path("moves").size(), "no move was needed to show it");
        }
    }
}
