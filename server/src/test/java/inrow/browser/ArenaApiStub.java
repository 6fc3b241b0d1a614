package inrow.browser;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Route;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arena API as /work/contracts/arena-api.md writes it, answered inside one person's browser (Playwright routes
 * its requests here): the pages can be tried on every screen, language and state (a locked arena, a page of
 * standings, a podium) before and apart from the server's own arenas. What the page posts is kept for the test to read.
 */
final class ArenaApiStub {
    static final String ID = "ab12cd34";
    private static final ObjectMapper JSON = new ObjectMapper();

    final long now;
    final List<String> posted = new ArrayList<>();
    String status = "started";
    boolean locked = true;
    boolean joined;
    /** The game this person is paired in once joined: a real one of the test's server, so its page opens. */
    String gameCode;
    String gameToken;
    String topCode;
    int players = 25;

    ArenaApiStub(long now) {
        this.now = now;
    }

    void install(BrowserContext person) {
        person.route("**/api/tournaments**", this::answer);
    }

    private void answer(Route route) {
        String url = route.request().url();
        String path = url.replaceFirst("^https?://[^/]+", "").replaceFirst("\\?.*$", "");
        try {
            if (route.request().method().equals("POST")) {
                posted.add(path + " " + route.request().postData());
                if (path.equals("/api/tournaments")) {
                    reply(route, 201, Map.of("id", ID, "url", "/tournament/" + ID));
                    return;
                }
                if (path.endsWith("/join")) {
                    // As the server: the joiner's own entry only; the page reads the arena again itself.
                    joined = true;
                    Map<String, Object> me = new java.util.LinkedHashMap<>();
                    me.put("status", "started");
                    me.put("now", now);
                    me.put("joined", true);
                    me.put("paused", false);
                    me.put("withdrawn", false);
                    me.put("game", null);
                    reply(route, 200, me);
                    return;
                }
                reply(route, 200, arena(1));
            } else if (path.equals("/api/tournaments")) {
                reply(route, 200, Map.of("upcoming", List.of(summary("x1y2z3w4", "Evening renju", "renju", "created",
                        false, false, 4)), "running", List.of(summary(ID, "Friday blitz", "gomoku", "started", true,
                        true, players)), "finished",
                    List.of(summary("f1n1sh3d", "Tic-tac-toe sprint", "tictactoe", "finished", false, true, 9))));
            } else if (path.endsWith("/games")) {
                String player = url.replaceFirst(".*player=([^&]*).*", "$1");
                reply(route, 200, Map.of("games", List.of(
                    game("G0NE0001", player, "player2", "X"), game(topCode, player, "player2", null))));
            } else {
                String page = url.contains("page=") ? url.replaceFirst(".*page=(\\d+).*", "$1") : "1";
                reply(route, 200, arena(Integer.parseInt(page)));
            }
        } catch (Exception e) {
            route.abort();
        }
    }

    private static Map<String, Object> game(String code, String x, String o, String result) {
        Map<String, Object> g = new LinkedHashMap<>();
        g.put("code", code);
        g.put("x", x);
        g.put("o", o);
        g.put("startedAt", 0);
        g.put("result", result);
        g.put("berserk", Map.of("x", false, "o", false));
        return g;
    }

    private static void reply(Route route, int status, Object body) throws Exception {
        route.fulfill(new Route.FulfillOptions().setStatus(status).setContentType("application/json")
            .setBody(JSON.writeValueAsString(body)));
    }

    private Map<String, Object> summary(String id, String name, String game, String status, boolean locked,
                                        boolean rated, int players) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("id", id);
        s.put("name", name);
        s.put("kind", "arena");
        s.put("game", game);
        s.put("opening", game.equals("renju") ? "swap2" : null);
        s.put("clock", Map.of("initialMs", 180_000, "incrementMs", 2000));
        s.put("minutes", 60);
        long starts = status.equals("created") ? now + 4 * 60_000 : now - 20 * 60_000;
        s.put("startsAt", starts);
        s.put("endsAt", starts + 60 * 60_000);
        s.put("rated", rated);
        s.put("players", players);
        s.put("locked", locked);
        Map<String, Object> conditions = new LinkedHashMap<>();
        conditions.put("minRating", game.equals("renju") ? 1400 : null);
        conditions.put("maxRating", game.equals("renju") ? 1900 : null);
        conditions.put("minRatedGames", game.equals("renju") ? 5 : null);
        s.put("conditions", conditions);
        s.put("status", status);
        s.put("scheduled", false);
        s.put("createdBy", "alice");
        return s;
    }

    /** The arena as GET /api/tournaments/{id}?page= answers: 20 players a page, newest games last. */
    Map<String, Object> arena(int page) {
        Map<String, Object> a = summary(ID, "Friday blitz", "gomoku", status, locked, true, players);
        a.put("now", now);
        List<Map<String, Object>> rows = new ArrayList<>();
        int pages = Math.max(1, (players + 19) / 20);
        for (int rank = (page - 1) * 20 + 1; rank <= Math.min(players, page * 20); rank++) {
            rows.add(player(rank));
        }
        a.put("standings", Map.of("page", page, "pages", pages, "players", rows));
        a.put("top", topCode == null ? null : Map.of("code", topCode, "x", "player1", "o", "player2"));
        a.put("podium", status.equals("finished") ? List.of(podium(1, "player1", 31), podium(2, "player2", 24),
            podium(3, "player3", 18)) : null);
        if (joined) {
            Map<String, Object> me = new LinkedHashMap<>();
            me.put("joined", true);
            me.put("paused", false);
            me.put("withdrawn", false);
            me.put("rank", players);
            me.put("score", 0);
            me.put("game", gameCode == null ? null
                : Map.of("code", gameCode, "seat", "X", "token", gameToken, "berserkable", true));
            me.put("can", Map.of("join", false, "pause", true, "resume", false, "withdraw", true,
                "berserk", gameCode != null));
            a.put("me", me);
        } else {
            a.put("me", Map.of("joined", false, "paused", false, "withdrawn", false, "rank", 0, "score", 0,
                "can", Map.of("join", !status.equals("finished"), "pause", false, "resume", false,
                    "withdraw", false, "berserk", false)));
        }
        return a;
    }

    private static Map<String, Object> player(int rank) {
        List<Map<String, Object>> sheet = new ArrayList<>();
        int games = Math.max(0, 16 - rank / 2);
        for (int g = 0; g < games; g++) {
            String result = (g + rank) % 3 == 0 ? "loss" : (g + rank) % 5 == 0 ? "draw" : "win";
            boolean fire = result.equals("win") && g % 4 > 1;
            boolean berserk = result.equals("win") && g % 5 == 0;
            int points = result.equals("loss") ? 0 : result.equals("draw") ? (fire ? 2 : 1) : (fire ? 4 : 2)
                + (berserk ? 1 : 0);
            sheet.add(Map.of("result", result, "points", points, "berserk", berserk, "fire", fire));
        }
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("rank", rank);
        p.put("name", "player" + rank);
        p.put("rating", 1900 - rank * 17);
        p.put("provisional", rank % 7 == 0);
        p.put("score", Math.max(0, 40 - rank));
        p.put("fire", rank % 4 == 1);
        p.put("paused", rank == 6);
        p.put("withdrawn", rank == 9);
        p.put("sheet", sheet);
        return p;
    }

    private static Map<String, Object> podium(int rank, String name, int score) {
        return Map.of("rank", rank, "name", name, "score", score, "games", 14, "wins", 10 - rank, "berserks", 2,
            "performance", 2010 - rank * 40);
    }
}
