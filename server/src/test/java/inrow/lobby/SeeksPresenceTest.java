package inrow.lobby;

import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A seek lives while its creator is anywhere on the site, on a real server with a clock the test moves: a game page's
 * socket keeps it as the lobby's does, a page without a socket keeps it by {@code POST /api/presence}, and it goes
 * {@link Seeks#GRACE_MILLIS} after the last of them. A seek taken while its creator is on such a page is told to that
 * page's next presence call.
 *
 * <p>The server looks at its seeks once a second of real time, reading the test's clock. To know that a look
 * happened after the clock moved without sleeping, each test keeps a witness: a seek whose creator left the site
 * before the move, which that look takes out; the same list then says whether the seek under test stayed.
 */
@Timeout(60)
class SeeksPresenceTest {
    @RegisterExtension
    final TestServerExtension server = TestServerExtension.defaults();
    private final HttpClient http = HttpClient.newHttpClient();

    private static String fresh() {
        return UUID.randomUUID().toString().replace("-", "");
    }

    private WsClient lobby(String label, String me) {
        WsClient c = WsClient.to(URI.create("ws://127.0.0.1:" + server.port() + "/pairing?me=" + me)).label(label)
            .open();
        c.awaitType("seeks");
        c.awaitType("my_seek");
        return c;
    }

    private String opened(WsClient c, String game, String clock) {
        c.send(msg("seek_open", "game", game, "clock", clock, "name", c.label, "id", 1));
        JsonNode answer = c.awaitId(1);
        assertEquals("my_seek", answer.get("type").asText(), answer.toString());
        return answer.get("seek").asText();
    }

    private static List<String> ids(JsonNode seeks) {
        List<String> ids = new ArrayList<>();
        seeks.get("list").forEach(s -> ids.add(s.get("id").asText()));
        return ids;
    }

    /** The next list (after those already read) without {@code seek}. */
    private static JsonNode listWithout(WsClient c, String seek, Duration within) {
        return c.await("a list without " + seek, m -> m.path("type").asText().equals("seeks")
            && !ids(m).contains(seek), within);
    }

    private HttpResponse<String> presence(String me) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/presence"))
            .header("Cookie", "inrow_me=" + me).POST(HttpRequest.BodyPublishers.noBody()).build(),
            HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aSeekSurvivesItsCreatorMovingToAGamePageAndGoesTheGraceAfterItCloses() {
        String me = fresh();
        String code = server.create("{\"name\":\"Host\"}").get("code").asText();
        try (WsClient bob = lobby("bob", fresh())) {
            WsClient ann = lobby("Ann", me);
            String seek = opened(ann, "gomoku-freestyle", "1d");
            WsClient cyLobby = lobby("Cy", fresh());
            String witness = opened(cyLobby, "connect4", "3+2");
            bob.await("both listed", m -> m.path("type").asText().equals("seeks") && ids(m).contains(seek)
                && ids(m).contains(witness));
            // Ann goes to a game page (its socket carries her browser's cookie) and leaves the lobby; Cy leaves.
            WsClient game = WsClient.to(server.port(), code).label("Ann's game page")
                .header("Cookie", "inrow_me=" + me).open();
            game.join(null, "Ann", "spectator");
            server.clock().stop();
            ann.close();
            cyLobby.close();
            JsonNode after = null;
            for (int i = 0; i < 4 && after == null; i++) {
                // Cy's close is heard when it is heard: the clock moves again should that be after this move.
                server.clock().advance(Seeks.GRACE_MILLIS);
                try {
                    after = listWithout(bob, witness, Duration.ofSeconds(3));
                } catch (AssertionError notYet) {
                    // the witness still stands
                }
            }
            assertTrue(after != null, "Cy's seek lapsed");
            assertTrue(ids(after).contains(seek), "Ann is on a game page: " + after);

            game.close();
            boolean gone = false;
            for (int i = 0; i < 3 && !gone; i++) {
                // The close is heard when it is heard; the clock moves again should that be after this move.
                server.clock().advance(Seeks.GRACE_MILLIS);
                try {
                    listWithout(bob, seek, Duration.ofSeconds(3));
                    gone = true;
                } catch (AssertionError notYet) {
                    // not lapsed yet: the close came after the clock moved
                }
            }
            assertTrue(gone, "lapsed once every page of Ann's had closed");
            bob.send(msg("seek_accept", "seek", seek, "id", 2));
            assertEquals("unknown_seek", bob.awaitId(2).get("code").asText());
        }
    }

    @Test
    void aPageWithoutASocketKeepsTheSeekAndHearsWhenItIsTaken() throws Exception {
        String me = fresh();
        try (WsClient bob = lobby("bob", fresh())) {
            WsClient ann = lobby("Ann", me);
            String seek = opened(ann, "tictactoe", "10s");
            WsClient cyLobby = lobby("Cy", fresh());
            String witness = opened(cyLobby, "connect4", "3+2");
            bob.await("both listed", m -> m.path("type").asText().equals("seeks") && ids(m).contains(seek)
                && ids(m).contains(witness));
            server.clock().stop();
            ann.close();
            cyLobby.close();
            assertEquals(204, presence(me).statusCode(), "Ann's profile page: nothing to tell yet");
            server.clock().advance(Seeks.GRACE_MILLIS - 1000);
            assertEquals(204, presence(me).statusCode());
            server.clock().advance(Seeks.GRACE_MILLIS - 1000);
            JsonNode after = listWithout(bob, witness, Duration.ofSeconds(10));
            assertTrue(ids(after).contains(seek), "Ann's page said it is open: " + after);

            bob.send(msg("seek_accept", "seek", seek, "name", "Bob", "id", 3));
            JsonNode b = bob.awaitType("paired");
            HttpResponse<String> told = presence(me);
            assertEquals(200, told.statusCode(), told.body());
            JsonNode a = WsClient.JSON.readTree(told.body());
            assertEquals("paired", a.get("type").asText());
            assertEquals(b.get("code"), a.get("code"));
            assertEquals("X", a.get("seat").asText());
            assertFalse(a.get("token").asText().isEmpty());
            assertEquals(204, presence(me).statusCode(), "told once");
            HttpResponse<String> foreign = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + server.port() + "/api/presence")).header("Cookie", "inrow_me=" + me)
                .header("Origin", "https://elsewhere.example").POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
            assertEquals(403, foreign.statusCode(), "another site's page may not keep a seek alive: " + foreign.body());
        }
    }

    @Test
    void aCreatorPairedFromAPoolHasAGameAndTheirSeekGoes() {
        try (WsClient ann = lobby("Ann", fresh()); WsClient bob = lobby("bob", fresh());
             WsClient cy = lobby("cy", fresh())) {
            String seek = opened(ann, "gomoku-standard", "10+5");
            cy.await("listed", m -> m.path("type").asText().equals("seeks") && ids(m).contains(seek));
            ann.send(msg("seek", "pool", "tictactoe/1+1", "id", 2));
            ann.awaitId(2);
            bob.send(msg("seek", "pool", "tictactoe/1+1", "id", 3));
            ann.awaitType("paired");
            listWithout(cy, seek, Duration.ofSeconds(5));
            ann.send(msg("seek_cancel", "id", 4));
            assertTrue(ann.awaitId(4).get("seek").isNull());
        }
    }
}
