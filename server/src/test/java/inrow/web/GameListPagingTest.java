package inrow.web;

import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** GET /api/games answers one bounded page at a time, however many games there are. */
@Timeout(60)
class GameListPagingTest {
    private static final int GAMES = 120;
    @RegisterExtension
    static final TestServerExtension srv = TestServerExtension.defaults();
    private static final Set<String> created = new HashSet<>();

    @BeforeAll
    static void start() {
        for (int i = 0; i < GAMES; i++) {
            created.add(srv.create("{}").get("code").asText());
        }
    }

    @Test
    void withoutALimitTheFirst50Come() {
        JsonNode page = list("");
        assertEquals(50, page.get("games").size());
        assertEquals(GAMES, page.get("total").asInt());
        assertEquals(50, page.get("next_offset").asInt());
    }

    @Test
    void thePagesTogetherHoldEveryGameOnce() {
        List<String> seen = new ArrayList<>();
        Integer offset = 0;
        int pages = 0;
        while (offset != null) {
            JsonNode page = list("?limit=100&offset=" + offset);
            assertTrue(page.get("games").size() <= 100, page.get("games").size() + " games on a page");
            page.get("games").forEach(g -> seen.add(g.get("code").asText()));
            offset = page.get("next_offset").isNull() ? null : page.get("next_offset").asInt();
            pages++;
        }
        assertEquals(2, pages);
        assertEquals(GAMES, seen.size(), "a game was listed twice or not at all");
        assertEquals(created, new HashSet<>(seen));
    }

    @Test
    void anOffsetPastTheEndIsAnEmptyLastPage() {
        JsonNode page = list("?offset=5000");
        assertEquals(0, page.get("games").size());
        assertTrue(page.get("next_offset").isNull());
    }

    @Test
    void finishedGamesComeUpToTheLimitToo() {
        assertEquals(0, list("?status=finished&limit=100").get("games").size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"?limit=0", "?limit=101", "?limit=-1", "?limit=ten", "?limit=", "?offset=-1",
        "?offset=x", "?status=finished&limit=101", "?limit=99999999999"})
    void aLimitOrOffsetOutOfRangeIsABadRequest(String query) {
        HttpResponse<String> r = srv.get("/api/games" + query);
        assertEquals(400, r.statusCode(), query);
        assertEquals("bad_request", Http.json(r).get("error").get("code").asText(), r.body());
    }

    private static JsonNode list(String query) {
        HttpResponse<String> r = srv.get("/api/games" + query);
        assertEquals(200, r.statusCode(), () -> query + ": " + r.body());
        return Http.json(r);
    }
}
