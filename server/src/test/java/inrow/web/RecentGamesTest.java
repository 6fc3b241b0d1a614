package inrow.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The lobby's "Recent games" are finished games between people who played in the open: a person's game against the
 * computer is theirs, not a show with their name on it (issue 38), and a game between friends stays private.
 */
@Timeout(60)
class RecentGamesTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    /** Makes a game with these seats, seats a person where the creator sits (and in an open seat), and resigns. */
    private static String finished(String body, boolean opponent) {
        JsonNode created = server.create(body);
        String code = created.get("code").asText();
        try (WsClient x = server.socket(code, "x"); WsClient o = opponent ? server.socket(code, "o") : null) {
            x.join(created.get("token").asText(), null, null);
            if (o != null) {
                o.join(null, "Bo", null);
            }
            x.send(WsClient.msg("resign"));
            x.await("game over", m -> "over".equals(m.path("game").path("status").asText()));
        }
        return code;
    }

    private static List<String> recent() {
        List<String> codes = new ArrayList<>();
        Http.json(server.get("/api/games?status=finished&limit=100")).get("games")
            .forEach(g -> codes.add(g.get("code").asText()));
        return codes;
    }

    @Test
    void aPersonsGameAgainstTheComputerIsNotAmongTheRecentGames() {
        String people = finished("{\"name\":\"Ana\"}", true);
        String computer = finished("{\"name\":\"Ana\",\"seats\":{\"X\":\"creator\",\"O\":\"bot:random\"}}", false);
        String friends = finished("{\"name\":\"Ana\",\"unlisted\":true}", true);
        List<String> recent = recent();
        assertTrue(recent.contains(people), "a game between people who met in the lobby: " + recent);
        assertFalse(recent.contains(computer), "Ana's game against the computer: " + recent);
        assertFalse(recent.contains(friends), "a game between friends: " + recent);
    }
}
