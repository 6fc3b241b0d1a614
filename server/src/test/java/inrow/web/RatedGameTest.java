package inrow.web;

import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.rating.Glicko2;
import inrow.rating.RatedGame;
import inrow.rating.Rating;
import inrow.rating.Score;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.URI;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rated games on a real server (issue 41): two accounts meet in a rated pool, play to the end, and both ratings
 * move by what {@link Glicko2} computes, once; an aborted rated game changes nothing; a guest may not enter a rated
 * pool; a restart rates nothing again and the restored game still shows the change. The store's own contract
 * covers the same end applied twice on both databases.
 */
@Timeout(120)
class RatedGameTest {
    private static final String POOL = "tictactoe/1+1/rated";

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    private static WsClient lobby(String label, String cookie) {
        return lobby(server.port(), label, cookie);
    }

    private static WsClient lobby(int port, String label, String cookie) {
        WsClient.Builder b = WsClient.to(URI.create("ws://127.0.0.1:" + port + "/pairing?me="
            + UUID.randomUUID().toString().replace("-", ""))).label(label);
        WsClient c = (cookie == null ? b : b.header("Cookie", cookie)).open();
        c.awaitType("pools");
        return c;
    }

    /** Both enter the rated pool; returns [code, X's token, O's token, X's lobby label]. */
    private static String[] paired(AccountClient ana, AccountClient bo) {
        return paired(server.port(), ana, bo);
    }

    private static String[] paired(int port, AccountClient ana, AccountClient bo) {
        try (WsClient a = lobby(port, "ana", SeatOwnersTest.cookie(ana));
             WsClient b = lobby(port, "bo", SeatOwnersTest.cookie(bo))) {
            a.send(msg("seek", "pool", POOL, "name", "Ana", "id", 1));
            assertEquals("seeking", a.awaitId(1).get("type").asText());
            b.send(msg("seek", "pool", POOL, "name", "Bo", "id", 2));
            JsonNode pa = a.awaitType("paired");
            JsonNode pb = b.awaitType("paired");
            assertEquals(pa.get("code"), pb.get("code"));
            boolean anaX = pa.get("seat").asText().equals("X");
            return new String[] {pa.get("code").asText(), (anaX ? pa : pb).get("token").asText(),
                (anaX ? pb : pa).get("token").asText(), anaX ? "ana" : "bo"};
        }
    }

    private static JsonNode profile(String name) {
        return Http.json(server.get("/api/user/" + name));
    }

    private static JsonNode rating(String name) {
        return rating(profile(name));
    }

    private static JsonNode rating(JsonNode profile) {
        JsonNode ratings = profile.get("ratings");
        for (JsonNode r : ratings) {
            if (r.get("kind").asText().equals("tictactoe") && r.get("speed").asText().equals("bullet")) {
                return r;
            }
        }
        return null;
    }

    @Test
    void twoAccountsPlayARatedGameAndBothRatingsMoveByGlicko2Once() {
        String anaName = SeatOwnersTest.fresh();
        String boName = SeatOwnersTest.fresh();
        AccountClient ana = SeatOwnersTest.signedUp(server.port(), anaName);
        AccountClient bo = SeatOwnersTest.signedUp(server.port(), boName);
        String[] game = paired(ana, bo);
        String code = game[0];
        String xName = game[3].equals("ana") ? anaName : boName;
        String oName = game[3].equals("ana") ? boName : anaName;
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(game[1], null);
            o.join(game[2], null);
            JsonNode before = o.awaitGame("both seated", g -> g.at("/players/X/connected").asBoolean()).at("/players");
            assertEquals("1500?", before.at("/X/rating").asText(), "newcomers, shown provisional: " + before);
            assertEquals("1500?", before.at("/O/rating").asText());
            assertTrue(before.at("/X/rating_change").isMissingNode(), "no change before the end");
            // X takes the left column.
            int[][] moves = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}};
            for (int ply = 0; ply < moves.length; ply++) {
                (ply % 2 == 0 ? x : o).send(WsClient.move(moves[ply][0], moves[ply][1], ply, "m" + ply));
                int n = ply + 1;
                x.awaitGame("move " + n, g -> g.path("moves").size() == n);
            }
            assertEquals("over", x.lastState().path("game").path("status").asText());
            // The server tells the change with the end (the page never computes Glicko).
            JsonNode players = x.lastState().at("/game/players");
            RatedGame r = new Glicko2().rate(Rating.fresh(), Rating.fresh(), Score.WIN, Instant.now());
            assertEquals(Math.round(r.first().rating()) - 1500, players.at("/X/rating_change").asLong(),
                players.toString());
            assertEquals(Math.round(r.second().rating()) - 1500, players.at("/O/rating_change").asLong());
            assertEquals("1500?", players.at("/X/rating").asText(), "the rating the round began with");
        }
        // The end is shown only once durable, and the ratings commit with it: no waiting.
        JsonNode xRating = rating(xName);
        JsonNode oRating = rating(oName);
        // Two newcomers; the deviation does not grow within one game (both have no last game).
        RatedGame expected = new Glicko2().rate(Rating.fresh(), Rating.fresh(), Score.WIN, Instant.now());
        assertEquals(Math.round(expected.first().rating()), xRating.get("rating").asLong(), xRating.toString());
        assertEquals(Math.round(expected.second().rating()), oRating.get("rating").asLong(), oRating.toString());
        assertEquals(Math.round(expected.first().deviation()), xRating.get("deviation").asLong());
        assertEquals(1, xRating.get("games").asInt());
        assertTrue(xRating.get("provisional").asBoolean());
        assertEquals(Math.round(expected.first().rating()) + "?", xRating.get("label").asText());
        assertEquals(1, xRating.get("history").size());
        assertEquals(1, oRating.get("games").asInt(), "rated once, not once per player or per view");
    }

    @Test
    void anAbortedRatedGameChangesNothing() {
        String anaName = SeatOwnersTest.fresh();
        String boName = SeatOwnersTest.fresh();
        AccountClient ana = SeatOwnersTest.signedUp(server.port(), anaName);
        AccountClient bo = SeatOwnersTest.signedUp(server.port(), boName);
        String[] game = paired(ana, bo);
        try (WsClient x = server.socket(game[0], "X")) {
            x.join(game[1], null);
            x.send(WsClient.move(1, 1, 0, "m0"));
            x.awaitMoves(1);
            x.send(msg("abort", "id", "a"));
            x.awaitGame("aborted", g -> g.path("status").asText().equals("over"));
        }
        assertEquals("over", server.game(game[0]).get("status").asText());
        assertEquals(0, profile(anaName).get("ratings").size());
        assertEquals(0, profile(boName).get("ratings").size());
    }

    @Test
    void aGuestMayNotEnterARatedPool() {
        try (WsClient guest = lobby("guest", null)) {
            guest.send(msg("seek", "pool", POOL, "name", "Guest", "id", 1));
            assertEquals("needs_account", guest.awaitError("needs_account").get("code").asText());
        }
    }

    @Test
    void theLeaderboardStatesItsRuleAndRefusesAnUnknownKindOrSpeed() {
        JsonNode board = Http.json(server.get("/api/leaderboard?kind=tictactoe&speed=bullet"));
        assertEquals(10, board.at("/rule/min_games").asInt(), board.toString());
        assertEquals(110, board.at("/rule/max_deviation").asInt());
        assertEquals(28, board.at("/rule/window_days").asInt());
        assertEquals(100, board.at("/rule/size").asInt());
        assertTrue(board.get("players").isArray());
        assertEquals(0, board.get("players").size(), "one rated game each is not enough to be listed");
        for (String bad : new String[] {"kind=chess&speed=bullet", "kind=tictactoe&speed=slow", "kind=tictactoe",
            ""}) {
            var r = server.get("/api/leaderboard?" + bad);
            assertEquals(400, r.statusCode(), bad);
            assertEquals("bad_request", Http.json(r).at("/error/code").asText(), bad);
        }
        var page = server.get("/leaderboard?kind=connect4&speed=blitz");
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("value=\"connect4\" selected"), "the board asked for is picked");
        assertTrue(page.body().contains("at least 10 rated games"), "the rule in words");
    }

    @Test
    void aRestartChangesNoRatingAndTheRestoredGameStillShowsTheChange(@TempDir java.nio.file.Path data) {
        String anaName = SeatOwnersTest.fresh();
        String boName = SeatOwnersTest.fresh();
        String code;
        JsonNode anaBefore;
        try (inrow.Server first = inrow.Server.start(inrow.Server.Options.forTest().withDataDir(data))) {
            AccountClient ana = SeatOwnersTest.signedUp(first.port(), anaName);
            AccountClient bo = SeatOwnersTest.signedUp(first.port(), boName);
            String[] game = paired(first.port(), ana, bo);
            code = game[0];
            try (WsClient x = WsClient.open(first.port(), code, "x");
                 WsClient o = WsClient.open(first.port(), code, "o")) {
                x.join(game[1], null);
                o.join(game[2], null);
                x.send(WsClient.move(1, 1, 0, "m0"));
                o.awaitMoves(1);
                o.send(WsClient.move(0, 0, 1, "m1"));
                x.awaitMoves(2);
                o.send(msg("resign", "id", "r"));
                x.awaitGame("resigned", g -> g.path("status").asText().equals("over"));
            }
            anaBefore = rating(Http.json(ana.get("/api/user/" + anaName)));
        }
        try (inrow.Server second = inrow.Server.start(inrow.Server.Options.forTest().withDataDir(data))) {
            AccountClient reader = new AccountClient(second.port());
            JsonNode anaAfter = rating(Http.json(reader.get("/api/user/" + anaName)));
            assertEquals(anaBefore, anaAfter, "the restart rated nothing again");
            assertEquals(1, anaAfter.get("games").asInt());
            try (WsClient watcher = WsClient.open(second.port(), code, "watcher")) {
                watcher.join(null, null);
                JsonNode players = watcher.awaitGame("over", g -> g.path("status").asText().equals("over"))
                    .get("players");
                assertEquals("1500?", players.at("/X/rating").asText(), players.toString());
                assertTrue(players.at("/X/rating_change").asLong() > 0, "O resigned: " + players);
                assertEquals(-players.at("/X/rating_change").asLong(), players.at("/O/rating_change").asLong());
            }
        }
    }
}
