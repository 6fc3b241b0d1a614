package inrow.arenas;

import static inrow.arenas.ArenaPlayers.body;
import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.ok;
import static inrow.arenas.ArenaPlayers.refused;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The arena API on a real server (docs/tournaments.md): every refusal gets its code and changes nothing (a guest
 * creating, a bad field, joining twice, a wrong password, an entry condition not met, berserk after the first move),
 * and what a player may do is the server's answer. The server's clock is stopped; the test moves it and ticks.
 */
@Timeout(120)
class TournamentApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @BeforeEach
    void stopTheClock() {
        server.clock().stop();
    }

    private static AccountClient player() {
        return ArenaPlayers.player(server.port(), SeatOwnersTest.fresh());
    }

    private static String arena(AccountClient c, String more) {
        return create(c, body("Friday blitz", "tictactoe", 60_000, 1_000, 10, more));
    }

    @Test
    void aGuestMayNeitherCreateNorJoin() {
        AccountClient guest = new AccountClient(server.port());
        assertEquals("needs_account", refused(guest.post("/api/tournaments", body("x", "gomoku", 60_000, 0, 10, null)),
            401));
        String id = arena(player(), null);
        assertEquals("needs_account", refused(guest.post("/api/tournaments/" + id + "/join", "{}"), 401));
        JsonNode seen = show(guest, id);
        assertTrue(seen.get("me").isNull(), "a guest is nobody here");
        assertEquals(0, seen.get("players").asInt());
    }

    @Test
    void aBadFieldIsNamed() {
        AccountClient ana = player();
        String[][] cases = {
            {body("x", "chess", 60_000, 0, 10, null), "game"},
            {body("x", "gomoku", 60_000, 0, 9, null), "minutes"},
            {body("x", "gomoku", 60_000, 0, 181, null), "minutes"},
            {body("x", "gomoku", 0, 0, 10, null), "clock"},
            {body("x", "gomoku", 60_500, 0, 10, null), "clock"},
            {body("", "gomoku", 60_000, 0, 10, null), "name"},
            {body("x", "tictactoe", 60_000, 0, 10, null).replace("\"opening\":null", "\"opening\":\"swap2\""),
                "opening"},
            {body("x", "gomoku", 60_000, 0, 10, null).replace(",\"startsAt\":null", ",\"startsAt\":1"), "startsAt"},
            {body("x", "gomoku", 60_000, 0, 10, "\"minRating\":1800,\"maxRating\":1500"), "maxRating"},
            {"{\"kind\":\"arena\",\"name\":\"x\",\"game\":\"gomoku\",\"minutes\":10}", "clock"},
        };
        for (String[] c : cases) {
            HttpResponse<String> r = ana.post("/api/tournaments", c[0]);
            assertEquals("bad_request", refused(r, 400), c[0]);
            assertTrue(Http.json(r).at("/error/message").asText().contains(c[1]), c[1] + ": " + r.body());
        }
    }

    @Test
    void anUnknownIdIsNotFound() {
        AccountClient ana = player();
        assertEquals("not_found", refused(ana.get("/api/tournaments/nosuch12"), 404));
        assertEquals("not_found", refused(ana.post("/api/tournaments/nosuch12/join", "{}"), 404));
        assertEquals("not_found", refused(ana.post("/api/tournaments/nosuch12/berserk", "{}"), 404));
    }

    @Test
    void aLockedArenaWantsItsPasswordAndNobodyJoinsTwice() {
        AccountClient ana = player();
        String id = arena(ana, "\"password\":\"sesame\"");
        AccountClient bo = player();
        assertEquals("wrong_password", refused(bo.post("/api/tournaments/" + id + "/join", "{}"), 403));
        assertEquals("wrong_password", refused(bo.post("/api/tournaments/" + id + "/join",
            "{\"password\":\"open sesame\"}"), 403));
        assertEquals(0, show(bo, id).get("players").asInt(), "refused: nothing changed");
        JsonNode joined = ok(bo.post("/api/tournaments/" + id + "/join", "{\"password\":\"sesame\"}"));
        assertTrue(joined.get("joined").asBoolean(), "the answer is the joiner's own entry: " + joined);
        assertEquals("created", joined.get("status").asText());
        assertTrue(joined.get("game").isNull());
        assertTrue(joined.get("standings") == null, "not the whole arena");
        assertEquals(ok(bo.get("/api/tournaments/" + id + "/me")), joined, "as GET .../me answers it");
        assertFalse(show(bo, id).at("/me/can/join").asBoolean());
        assertTrue(show(bo, id).at("/me/can/withdraw").asBoolean());
        assertEquals("already_joined", refused(bo.post("/api/tournaments/" + id + "/join",
            "{\"password\":\"sesame\"}"), 409));
        assertEquals(1, show(bo, id).get("players").asInt());
        JsonNode listed = null;
        for (JsonNode t : Http.json(bo.get("/api/tournaments")).get("upcoming")) {
            if (t.get("id").asText().equals(id)) {
                listed = t;
            }
        }
        assertTrue(listed != null && listed.get("locked").asBoolean() && listed.get("players").asInt() == 1,
            String.valueOf(listed));
        assertFalse(listed.toString().contains("sesame"), "the password is never shown");
    }

    @Test
    void entryConditionsReadTheRatings() {
        AccountClient ana = player();
        AccountClient newcomer = player();
        String games = arena(ana, "\"minRatedGames\":1");
        HttpResponse<String> r = newcomer.post("/api/tournaments/" + games + "/join", "{}");
        assertEquals("entry_condition", refused(r, 403));
        assertTrue(Http.json(r).at("/error/message").asText().contains("rated games"), r.body());
        String strong = arena(ana, "\"minRating\":1600");
        r = newcomer.post("/api/tournaments/" + strong + "/join", "{}");
        assertEquals("entry_condition", refused(r, 403));
        assertTrue(Http.json(r).at("/error/message").asText().contains("rating range"), r.body());
        assertEquals(0, show(newcomer, strong).get("players").asInt());
        join(newcomer, arena(ana, "\"minRating\":1400,\"maxRating\":1600"));
    }

    @Test
    void withdrawingBeforeTheStartLeavesAfterItPausesWithTheScoreKept() {
        AccountClient ana = player();
        String id = arena(ana, null);
        join(ana, id);
        ok(ana.post("/api/tournaments/" + id + "/withdraw", null));
        assertEquals(0, show(ana, id).get("players").asInt(), "before the start: out");
        assertEquals("not_joined", refused(ana.post("/api/tournaments/" + id + "/pause", null), 409));
        join(ana, id);
        server.clock().advance(5 * 60_000 + 1);
        server.server().arenas().tick();
        assertEquals("started", show(ana, id).get("status").asText());
        JsonNode paused = ok(ana.post("/api/tournaments/" + id + "/pause", null));
        assertTrue(paused.at("/me/paused").asBoolean());
        assertTrue(paused.at("/me/can/resume").asBoolean());
        assertNull(paused.get("standings"), "the caller's own part, not the whole arena");
        JsonNode out = ok(ana.post("/api/tournaments/" + id + "/withdraw", null));
        assertTrue(out.at("/me/withdrawn").asBoolean());
        assertEquals(1, show(ana, id).get("players").asInt(), "after the start: still listed");
        assertTrue(out.at("/me/can/join").asBoolean());
        JsonNode back = join(ana, id);
        assertFalse(back.get("withdrawn").asBoolean());
        assertFalse(back.get("paused").asBoolean());
    }

    @Test
    void berserkHalvesTheClockOnlyBeforeTheFirstMoveAndOnce() {
        AccountClient ana = player();
        AccountClient bo = player();
        String id = create(ana, body("Berserk", "gomoku", 180_000, 2_000, 10, null));
        join(ana, id);
        join(bo, id);
        assertEquals("cannot_berserk", refused(ana.post("/api/tournaments/" + id + "/berserk", null), 409),
            "no game yet");
        server.clock().advance(5 * 60_000 + 1);
        server.server().arenas().tick();
        JsonNode a = show(ana, id).at("/me");
        JsonNode b = show(bo, id).at("/me");
        String code = a.at("/game/code").asText();
        assertEquals(code, b.at("/game/code").asText(), "paired together");
        assertNotEquals(a.at("/game/seat").asText(), b.at("/game/seat").asText());
        assertTrue(a.at("/can/berserk").asBoolean());
        AccountClient x = a.at("/game/seat").asText().equals("X") ? ana : bo;
        AccountClient o = x == ana ? bo : ana;
        JsonNode xMe = x == ana ? a : b;
        JsonNode oMe = x == ana ? b : a;
        try (WsClient xs = WsClient.open(server.port(), code, "x"); WsClient os = WsClient.open(server.port(), code,
            "o")) {
            xs.join(xMe.at("/game/token").asText(), null);
            os.join(oMe.at("/game/token").asText(), null);
            JsonNode after = ok(x.post("/api/tournaments/" + id + "/berserk", null));
            assertFalse(after.at("/me/can/berserk").asBoolean(), "once");
            // The room shows the halved clock at once, to both players.
            os.awaitGame("X's clock halved", g -> g.at("/clock/X").asLong() == 90_000);
            assertEquals(180_000, server.game(code).at("/clock/O").asLong());
            assertEquals("cannot_berserk", refused(x.post("/api/tournaments/" + id + "/berserk", null), 409),
                "already berserk");
            xs.send(WsClient.move(7, 7, 0, "m0"));
            os.awaitMoves(1);
            assertEquals(90_000, server.game(code).at("/clock/X").asLong(), "the first move keeps the halved clock");
            ok(o.post("/api/tournaments/" + id + "/berserk", null));
            os.awaitGame("O's clock halved", g -> g.at("/clock/O").asLong() == 90_000);
            os.send(WsClient.move(8, 8, 1, "m1"));
            xs.awaitMoves(2);
        }
        assertEquals("cannot_berserk", refused(o.post("/api/tournaments/" + id + "/berserk", null), 409),
            "after the first move");
        JsonNode games = ok(ana.get("/api/tournaments/" + id + "/games"));
        assertTrue(games.at("/games/0/berserk/x").asBoolean());
        assertTrue(games.at("/games/0/berserk/o").asBoolean());
    }
    @Test
    void aBerserkWinWithSevenMovesScoresThree() {
        AccountClient ana = player();
        AccountClient bo = player();
        String id = create(ana, body("Berserk points", "gomoku", 180_000, 0, 10, null));
        join(ana, id);
        join(bo, id);
        server.clock().advance(5 * 60_000 + 1);
        server.server().arenas().tick();
        JsonNode a = show(ana, id).at("/me");
        AccountClient x = a.at("/game/seat").asText().equals("X") ? ana : bo;
        AccountClient o = x == ana ? bo : ana;
        ok(x.post("/api/tournaments/" + id + "/berserk", null));
        // X makes four in a row, two moves elsewhere, then the fifth: a win on X's seventh move.
        int[][] moves = {{0, 0}, {0, 14}, {1, 0}, {2, 14}, {2, 0}, {4, 14}, {3, 0}, {6, 14}, {10, 10}, {8, 14},
            {12, 12}, {10, 14}, {4, 0}};
        JsonNode xMe = show(x, id).at("/me/game");
        JsonNode oMe = show(o, id).at("/me/game");
        JsonNode end = ArenaPlayers.play(server.port(), xMe.get("code").asText(), xMe.get("token").asText(),
            oMe.get("token").asText(), moves);
        assertEquals("X", end.at("/game/result/winner").asText(), end.toString());
        server.clock().advance(1_000);
        server.server().arenas().tick();
        JsonNode standings = show(x, id).at("/standings/players");
        assertEquals(3, standings.get(0).get("score").asInt(), "2 for the win, 1 for the berserk: " + standings);
        assertTrue(standings.get(0).at("/sheet/0/berserk").asBoolean());
        assertEquals(0, standings.get(1).get("score").asInt());
    }
}
