package inrow.swiss;

import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.ok;
import static inrow.arenas.ArenaPlayers.refused;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.arenas.ArenaPlayers;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Swiss side of the tournaments' API on a real server (docs/tournaments.md, Swiss): made and listed beside
 * arenas, and every refusal with its code, changing nothing: a bad field, joining twice, a wrong password, an entry
 * condition, withdrawing without having joined, the TRF of an arena, pause and berserk asked of a Swiss.
 */
@Timeout(120)
public class SwissApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @BeforeEach
    void stopTheClock() {
        server.clock().stop();
    }

    private static AccountClient player() {
        return ArenaPlayers.player(server.port(), SeatOwnersTest.fresh());
    }

    /** A Swiss body; {@code more}: extra fields, or null. */
    public static String body(String name, int rounds, int interval, String more) {
        return "{\"kind\":\"swiss\",\"name\":\"" + name + "\",\"game\":\"tictactoe\",\"opening\":null,"
            + "\"clock\":{\"initialMs\":600000,\"incrementMs\":0},\"rounds\":" + rounds + ",\"roundIntervalMinutes\":"
            + interval + ",\"startsAt\":null,\"rated\":false" + (more == null ? "" : "," + more) + "}";
    }

    @Test
    void aSwissIsMadeAndListedBesideArenas() {
        AccountClient ana = player();
        String id = create(ana, body("Sunday Swiss", 4, 10, null));
        String arena = create(ana, ArenaPlayers.body("Friday blitz", "tictactoe", 60_000, 0, 10, null));
        JsonNode upcoming = Http.json(ana.get("/api/tournaments")).get("upcoming");
        JsonNode swiss = null;
        boolean arenaListed = false;
        for (JsonNode t : upcoming) {
            swiss = t.get("id").asText().equals(id) ? t : swiss;
            arenaListed |= t.get("id").asText().equals(arena);
        }
        assertTrue(arenaListed);
        assertEquals("swiss", swiss.get("kind").asText());
        assertEquals(4, swiss.get("rounds").asInt());
        assertEquals(0, swiss.get("round").asInt());
        assertEquals(10, swiss.get("roundIntervalMinutes").asInt());
        assertTrue(swiss.get("endsAt").isNull(), "until finished");
        assertTrue(swiss.get("minutes").isNull());
        assertEquals("created", swiss.get("status").asText());
        JsonNode seen = show(ana, id);
        assertEquals(seen.get("startsAt").asLong(), seen.get("nextRoundAt").asLong());
        assertEquals(4, seen.get("rounds").asInt(), "the detail says how many rounds, too");
        assertEquals(0, seen.get("paired").size());
        assertTrue(seen.get("podium").isNull());
        assertEquals("{\"join\":true,\"withdraw\":false}", seen.at("/me/can").toString());
        assertTrue(show(new AccountClient(server.port()), id).get("me").isNull(), "a guest is nobody here");
        assertEquals("not_found", refused(ana.get("/api/tournaments/nope1234"), 404));
    }

    @Test
    void aBadFieldIsNamed() {
        AccountClient ana = player();
        String[][] cases = {
            {body("x", 2, 10, null), "rounds"},
            {body("x", 16, 10, null), "rounds"},
            {body("x", 4, 1, null), "roundIntervalMinutes"},
            {body("x", 4, 1441, null), "roundIntervalMinutes"},
            {body("x", 4, 10, null).replace(",\"clock\":{\"initialMs\":600000,\"incrementMs\":0}", ""), "clock"},
            {body("x", 4, 10, null).replace("\"kind\":\"swiss\"", "\"kind\":\"round-robin\""), "kind"},
        };
        for (String[] c : cases) {
            HttpResponse<String> r = ana.post("/api/tournaments", c[0]);
            assertEquals("bad_request", refused(r, 400), c[0]);
            assertTrue(Http.json(r).at("/error/message").asText().contains(c[1]), c[1] + ": " + r.body());
        }
        assertEquals("needs_account", refused(new AccountClient(server.port()).post("/api/tournaments",
            body("x", 4, 10, null)), 401));
    }

    @Test
    void joiningTwiceAWrongPasswordAndAnEntryConditionAreRefused() {
        AccountClient ana = player();
        String id = create(ana, body("Open", 3, 5, null));
        JsonNode joined = join(ana, id);
        assertTrue(joined.get("joined").asBoolean(), "the answer is the joiner's own entry: " + joined);
        assertTrue(joined.get("standings") == null, "not the whole tournament");
        JsonNode me = ok(ana.get("/api/tournaments/" + id + "/me"));
        assertEquals(List.of(true, false, false, "created"), List.of(me.get("joined").asBoolean(),
            me.get("paused").asBoolean(), me.get("withdrawn").asBoolean(), me.get("status").asText()),
            "GET .../me reads a Swiss too: " + me);
        assertEquals(me, joined, "the join answers as GET .../me (the clock stands still)");
        assertEquals("already_joined", refused(ana.post("/api/tournaments/" + id + "/join", "{}"), 409));
        assertEquals(1, show(ana, id).get("players").asInt());

        String locked = create(ana, body("Locked", 3, 5, "\"password\":\"sesame\""));
        AccountClient bo = player();
        assertEquals("wrong_password", refused(bo.post("/api/tournaments/" + locked + "/join",
            "{\"password\":\"open\"}"), 403));
        assertEquals("wrong_password", refused(bo.post("/api/tournaments/" + locked + "/join", "{}"), 403));
        assertTrue(ok(bo.post("/api/tournaments/" + locked + "/join", "{\"password\":\"sesame\"}"))
            .get("joined").asBoolean());

        String strong = create(ana, body("Strong", 3, 5, "\"minRating\":1800"));
        HttpResponse<String> r = bo.post("/api/tournaments/" + strong + "/join", "{}");
        assertEquals("entry_condition", refused(r, 403));
        assertEquals(0, show(bo, strong).get("players").asInt(), "nothing changed");
        String seasoned = create(ana, body("Seasoned", 3, 5, "\"minRatedGames\":5"));
        assertEquals("entry_condition", refused(bo.post("/api/tournaments/" + seasoned + "/join", "{}"), 403));
    }

    @Test
    void withdrawingNeedsHavingJoinedAndBeforeTheStartTakesThePlayerOut() {
        AccountClient ana = player();
        AccountClient bo = player();
        String id = create(ana, body("Withdrawals", 3, 5, null));
        assertEquals("not_joined", refused(bo.post("/api/tournaments/" + id + "/withdraw", null), 409));
        join(bo, id);
        JsonNode after = ok(bo.post("/api/tournaments/" + id + "/withdraw", null));
        assertFalse(after.at("/me/joined").asBoolean(), "before the start: taken out");
        assertEquals(0, after.get("players").asInt());
        assertEquals("not_joined", refused(bo.post("/api/tournaments/" + id + "/withdraw", null), 409));
        assertTrue(join(bo, id).get("joined").asBoolean(), "and may join again");
        assertEquals("not_found", refused(bo.post("/api/tournaments/nope1234/withdraw", null), 404));
    }

    @Test
    void aSwissHasNoPauseAndNoBerserk() {
        AccountClient ana = player();
        String id = create(ana, body("No pause", 3, 5, null));
        join(ana, id);
        for (String action : new String[] {"pause", "resume", "berserk"}) {
            assertEquals("not_in_swiss", refused(ana.post("/api/tournaments/" + id + "/" + action, null), 409),
                action);
        }
        assertTrue(show(ana, id).at("/me/joined").asBoolean(), "nothing changed");
    }

    @Test
    void theTrfIsASwissOnly() {
        AccountClient ana = player();
        String id = create(ana, body("Report", 5, 5, null));
        join(ana, id);
        HttpResponse<String> trf = ana.get("/api/tournaments/" + id + "/trf");
        assertEquals(200, trf.statusCode(), trf.body());
        String type = trf.headers().firstValue("Content-Type").orElse("");
        assertTrue(type.replace(" ", "").equalsIgnoreCase("text/plain;charset=utf-8"), type);
        assertEquals("attachment; filename=\"" + id + ".trf\"",
            trf.headers().firstValue("Content-Disposition").orElse(""));
        assertTrue(trf.body().startsWith("012 Report\n"), trf.body());
        assertTrue(trf.body().contains("XXR 5\n"), trf.body());
        assertEquals(1, inrow.tournament.swiss.Trf.read(trf.body()).players().size());
        String arena = create(ana, ArenaPlayers.body("Arena", "tictactoe", 60_000, 0, 10, null));
        assertEquals("not_swiss", refused(ana.get("/api/tournaments/" + arena + "/trf"), 409));
        assertEquals("not_found", refused(ana.get("/api/tournaments/nope1234/trf"), 404));
    }
}
