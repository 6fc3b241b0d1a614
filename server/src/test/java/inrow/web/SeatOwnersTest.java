package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.account.Accounts;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Accounts in the rooms (issue 40) against a real server: the account owns the seat it takes, on every device and
 * after a restart; "my games" lists the account's games; a guest's games join the account by their tokens; and every
 * bad input (someone else's token, a forged cookie, an expired session, another site's page) is refused clearly and
 * changes nothing.
 */
@Timeout(120)
public class SeatOwnersTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    private static final AtomicInteger NAMES = new AtomicInteger();
    private static final String TICTACTOE = "{\"rules\":{\"preset\":\"tictactoe\"},\"name\":\"Ana\"}";

    public static String fresh() {
        return "o" + System.nanoTime() % 100000 + "x" + NAMES.incrementAndGet();
    }

    public static AccountClient signedUp(int port, String name) {
        AccountClient p = new AccountClient(port);
        HttpResponse<String> r = p.post("/api/account/signup",
            "{\"name\":\"" + name + "\",\"password\":\"correct horse\"}");
        assertEquals(201, r.statusCode(), r.body());
        return p;
    }

    static AccountClient signedIn(int port, String name) {
        AccountClient p = new AccountClient(port);
        HttpResponse<String> r = p.post("/api/account/signin",
            "{\"name\":\"" + name + "\",\"password\":\"correct horse\"}");
        assertEquals(200, r.statusCode(), r.body());
        return p;
    }

    public static String cookie(AccountClient p) {
        return "inrow_session=" + p.cookies.get("inrow_session");
    }

    public static JsonNode created(AccountClient p, String body) {
        HttpResponse<String> r = p.post("/api/games", body);
        assertEquals(201, r.statusCode(), r.body());
        return Http.json(r);
    }

    public static WsClient socket(int port, String code, String cookie, String label) {
        WsClient.Builder b = WsClient.to(port, code).label(label);
        return (cookie == null ? b : b.header("Cookie", cookie)).open();
    }

    @Test
    void theCreatorsAccountOwnsTheSeatAndTakesItOnAnotherDeviceWithoutItsToken() {
        String name = fresh();
        AccountClient laptop = signedUp(server.port(), name);
        JsonNode game = created(laptop, TICTACTOE);
        String code = game.get("code").asText();
        AccountClient phone = signedIn(server.port(), name);
        try (WsClient onPhone = socket(server.port(), code, cookie(phone), "phone");
             WsClient guest = server.socket(code, "guest")) {
            JsonNode welcome = onPhone.join(null, null);
            assertEquals("X", welcome.get("seat").asText(), "the account's seat, proved by the session alone");
            assertEquals(game.get("token").asText(), welcome.get("token").asText(), "the seat's own token comes along");
            assertEquals("O", guest.join(null, "Bo").get("seat").asText(), "a guest takes the open seat");
            JsonNode state = onPhone.awaitGame("both seated", g -> g.path("status").asText().equals("playing"));
            assertEquals(name, state.path("players").path("X").path("account").asText(), "the name links the profile");
            assertTrue(state.path("players").path("O").path("account").isMissingNode(), "a guest stays a plain name");
            onPhone.send(WsClient.move(1, 1, 0, "m1"));
            guest.awaitGame("the phone's move", g -> g.path("moves").size() == 1);
        }
    }

    @Test
    void anOpenSeatTakenWhileSignedInIsTheAccountsAndAForgedOrExpiredCookieIsAGuests() {
        JsonNode game = server.create(TICTACTOE);
        String code = game.get("code").asText();
        String name = fresh();
        AccountClient bo = signedUp(server.port(), name);
        try (WsClient b = socket(server.port(), code, cookie(bo), "bo")) {
            assertEquals("O", b.join(null, "Bo").get("seat").asText());
        }
        // A forged cookie signs nobody in: the socket is a guest's, and the seat is full for a guest.
        try (WsClient forged = socket(server.port(), code, "inrow_session=" + "A".repeat(43), "forged")) {
            assertTrue(forged.join(null, "Eve").path("seat").isNull(), "no seat for a forged cookie");
        }
        HttpResponse<String> mine = new AccountClient(server.port()).send("GET", "/api/me/games", null, "Cookie",
            "inrow_session=" + "A".repeat(43));
        assertEquals(401, mine.statusCode());
        assertEquals("not_signed_in", AccountClient.code(mine));
        // The same account again: the seat.
        try (WsClient again = socket(server.port(), code, cookie(signedIn(server.port(), name)), "bo again")) {
            assertEquals("O", again.join(null, null).get("seat").asText());
        }
        // Past its 30 days the session proves nothing: "my games" says so, and the socket is a guest's.
        server.clock().stop();
        server.clock().advance(Accounts.SESSION_MILLIS + 1);
        HttpResponse<String> expired = bo.get("/api/me/games");
        assertEquals(401, expired.statusCode());
        assertEquals("not_signed_in", AccountClient.code(expired));
        // Thirty days on, the first game's own deadlines have rung too (the rooms' timers run on this clock): the
        // account takes a seat in a new game, signed in afresh, and the old session's socket is a guest's there.
        String later = server.create(TICTACTOE).get("code").asText();
        try (WsClient again = socket(server.port(), later, cookie(signedIn(server.port(), name)), "bo later")) {
            assertEquals("O", again.join(null, "Bo").get("seat").asText());
        }
        try (WsClient stale = socket(server.port(), later, cookie(bo), "stale")) {
            assertTrue(stale.join(null, "Bo").path("seat").isNull(), "an expired session holds no seat");
        }
    }

    @Test
    void myGamesListsTheAccountsGamesStillGoingWithItsTurnFirst() {
        String name = fresh();
        AccountClient ana = signedUp(server.port(), name);
        String waiting = created(ana, TICTACTOE).get("code").asText();
        JsonNode second = created(ana, TICTACTOE);
        String playing = second.get("code").asText();
        try (WsClient a = server.socket(playing, "ana");
             WsClient b = server.socket(playing, "bo")) {
            a.join(second.get("token").asText(), null);
            b.join(null, "Bo");
            a.send(WsClient.move(0, 0, 0, "m1"));
            b.awaitGame("X moved", g -> g.path("moves").size() == 1);
            JsonNode games = Http.json(ana.get("/api/me/games")).get("games");
            assertEquals(2, games.size(), games.toString());
            // Neither is Ana's move now: waiting has no turn; in the other it is O's. Both listed, with their state.
            JsonNode p = games.get(0).get("code").asText().equals(playing) ? games.get(0) : games.get(1);
            assertEquals("X", p.get("seat").asText());
            assertEquals("O", p.get("turn").asText());
            assertFalse(p.get("my_turn").asBoolean());
            assertEquals("Bo", p.get("opponent").get("name").asText());
            assertEquals("tictactoe", p.get("kind").asText());
            b.send(WsClient.move(1, 0, 1, "m2"));
            a.awaitGame("O moved", g -> g.path("moves").size() == 2);
            JsonNode now = Http.json(ana.get("/api/me/games")).get("games");
            assertEquals(playing, now.get(0).get("code").asText(), "her move first");
            assertTrue(now.get(0).get("my_turn").asBoolean());
            assertEquals(waiting, now.get(1).get("code").asText());
            a.send(WsClient.msg("resign"));
            a.awaitGame("over", g -> g.path("status").asText().equals("over"));
            JsonNode after = Http.json(ana.get("/api/me/games")).get("games");
            assertEquals(1, after.size(), "a finished game is no longer going: " + after);
        }
    }

    @Test
    void aGuestsGamesJoinTheAccountByTheirTokensAndAWrongTokenChangesNothing() {
        JsonNode guestGame = server.create(TICTACTOE);
        String code = guestGame.get("code").asText();
        String token = guestGame.get("token").asText();
        JsonNode othersGame = created(signedUp(server.port(), fresh()), TICTACTOE);
        String name = fresh();
        AccountClient ana = signedUp(server.port(), name);

        // From another site's page: refused before anything is read.
        String body = "{\"games\":[{\"code\":\"" + code + "\",\"token\":\"" + token + "\"}]}";
        HttpResponse<String> foreign = ana.send("POST", "/api/me/games/link", body, "Origin", "http://evil.example");
        assertEquals(403, foreign.statusCode());
        assertEquals("foreign_origin", AccountClient.code(foreign));
        assertEquals(0, Http.json(ana.get("/api/me/games")).get("games").size());
        // Signed out: 401.
        assertEquals(401, new AccountClient(server.port()).post("/api/me/games/link", body).statusCode());

        String mixed = "{\"games\":[{\"code\":\"" + code + "\",\"token\":\"" + token + "\"},"
            + "{\"code\":\"" + code + "\",\"token\":\"wrong\"},"
            + "{\"code\":\"" + othersGame.get("code").asText() + "\",\"token\":\"" + othersGame.get("token").asText()
            + "\"},{\"code\":\"ZZZZZZZZ\",\"token\":\"x\"}]}";
        JsonNode answer = Http.json(ana.post("/api/me/games/link", mixed));
        assertEquals(1, answer.get("linked").asInt(), answer.toString());
        JsonNode results = answer.get("results");
        assertTrue(results.get(0).get("linked").asBoolean());
        assertEquals("bad_token", results.get(1).get("error").asText());
        assertEquals("bad_token", results.get(2).get("error").asText(), "another account's seat stays theirs");
        assertEquals("unknown_game", results.get(3).get("error").asText());

        JsonNode games = Http.json(ana.get("/api/me/games")).get("games");
        assertEquals(1, games.size());
        assertEquals(code, games.get(0).get("code").asText());
        try (WsClient other = socket(server.port(), othersGame.get("code").asText(), cookie(ana), "ana")) {
            assertEquals("O", other.join(null, "Ana").get("seat").asText(), "not the other account's X");
        }
        try (WsClient phone = socket(server.port(), code, cookie(signedIn(server.port(), name)), "phone")) {
            // As the page joins without a token: as a spectator, which the account's seat overrules.
            assertEquals("X", phone.join(null, "Spectator 123", "spectator").get("seat").asText(),
                "the linked seat, on another device");
        }
        // The token still works for the guest's own browser and scripts.
        try (WsClient byToken = server.socket(code, "token")) {
            assertEquals("X", byToken.join(token, null).get("seat").asText());
        }
        assertEquals(400, ana.post("/api/me/games/link", "{\"games\":7}").statusCode());
    }

    @Test
    void theOwnerSurvivesARestart(@TempDir Path data) throws Exception {
        Files.createDirectories(data);
        String name = fresh();
        String code;
        String token;
        try (Server first = Server.start(Server.Options.forTest().withDataDir(data))) {
            JsonNode game = created(signedUp(first.port(), name), TICTACTOE);
            code = game.get("code").asText();
            token = game.get("token").asText();
        }
        try (Server second = Server.start(Server.Options.forTest().withDataDir(data))) {
            AccountClient phone = signedIn(second.port(), name);
            try (WsClient ws = socket(second.port(), code, cookie(phone), "after restart")) {
                JsonNode welcome = ws.join(null, null);
                assertEquals("X", welcome.get("seat").asText());
                assertEquals(token, welcome.get("token").asText());
            }
            JsonNode games = Http.json(phone.get("/api/me/games")).get("games");
            assertEquals(code, games.get(0).get("code").asText());
            assertNotNull(games.get(0).get("rules"));
            assertNull(games.get(0).get("deadline").textValue(), "untimed: no deadline");
        }
    }
}
