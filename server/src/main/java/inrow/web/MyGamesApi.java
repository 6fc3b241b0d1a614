package inrow.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.account.Accounts;
import inrow.career.AccountGame;
import inrow.career.Career;
import inrow.engine.Mark;
import inrow.game.GameStatus;
import inrow.game.Player;
import inrow.game.Table;
import inrow.protocol.GameView;
import inrow.room.Room;
import inrow.room.RoomSnapshot;
import inrow.room.Rooms;
import inrow.room.Tokens;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The signed-in person's games (docs/protocol.md, "My games"): the account's games still going, on any device, and
 * adding a guest's games (their seat tokens from this browser) to the account.
 */
final class MyGamesApi {
    /** Games listed at most; "my games" is a list a person reads. */
    static final int MAX_GOING = 100;
    /** Guest games added in one request at most. */
    static final int MAX_LINKED = 50;
    private static final long LINK_WAIT_SECONDS = 10;

    private final Rooms rooms;
    private final Career career;
    private final AccountApi api;
    private final java.util.function.LongSupplier clock;

    MyGamesApi(Rooms rooms, Career career, AccountApi api, java.util.function.LongSupplier clock) {
        this.rooms = rooms;
        this.career = career;
        this.api = api;
        this.clock = clock;
    }

    void routes(RoutesConfig r) {
        r.get("/api/me/games", this::going);
        r.post("/api/me/games/link", this::link);
    }

    /** The account's games still going, those where it is the account's move first, then by the nearest deadline. */
    private void going(Context ctx) {
        Accounts.Viewer v = api.viewer(ctx);
        if (v == null) {
            return;
        }
        String account = v.account().id();
        long now = clock.getAsLong();
        List<Map<String, Object>> games = new ArrayList<>();
        for (AccountGame g : career.going(account)) {
            if (games.size() == MAX_GOING) {
                break;
            }
            Map<String, Object> entry = entry(g, account, now);
            if (entry != null) {
                games.add(entry);
            }
        }
        games.sort(Comparator.comparing((Map<String, Object> e) -> !(Boolean) e.get("my_turn"))
            .thenComparing(e -> (Long) e.get("deadline"), Comparator.nullsLast(Comparator.naturalOrder())));
        ctx.json(Map.of("games", games));
    }

    /** One game as its room stands now (its turn and clocks move); null when it is over by now. */
    private Map<String, Object> entry(AccountGame g, String account, long now) {
        Room room;
        try {
            room = rooms.find(g.code());
        } catch (Rooms.Full e) {
            room = null;
        }
        if (room == null) {
            return null;
        }
        RoomSnapshot s = room.snapshot();
        Table t = s.table();
        Mark mine = null;
        for (Mark m : Mark.values()) {
            Player p = t.player(m);
            if (p != null && Tokens.same(p.account(), account)) {
                mine = m;
            }
        }
        if (mine == null || t.status() == GameStatus.OVER) {
            return null;
        }
        Mark acting = t.status() == GameStatus.PLAYING ? t.toAct() : null;
        Mark running = t.running();
        GameView view = s.view();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", g.code());
        out.put("url", "/g/" + g.code());
        out.put("kind", t.rules().kind());
        out.put("rules", GameView.RulesView.of(t.rules()));
        out.put("seat", mine.name());
        out.put("opponent", view == null ? null : view.players().get(mine.other().name()));
        out.put("status", inrow.protocol.GameStatus.from(t.status()));
        out.put("turn", acting == null ? null : acting.name());
        out.put("my_turn", acting == mine);
        out.put("deadline", running == null ? null : now + Math.max(0, t.timeLeft(running, now)));
        out.put("moves", t.game().ply());
        return out;
    }

    /**
     * Adds the games whose seats the tokens prove to the account (a guest who signed up in this browser): each is
     * checked against its seat by its room; a wrong token, an unknown game or a seat another account owns changes
     * nothing and says so in its entry.
     */
    private void link(Context ctx) {
        JsonNode body = api.changeWithBody(ctx);
        Accounts.Viewer v = api.viewer(ctx);
        if (v == null) {
            return;
        }
        JsonNode list = body.get("games");
        if (list == null || !list.isArray() || list.size() > MAX_LINKED) {
            throw ApiError.badRequest("games is a list of at most " + MAX_LINKED + " {\"code\", \"token\"} objects.");
        }
        List<Map<String, Object>> results = new ArrayList<>();
        int linked = 0;
        for (JsonNode item : list) {
            String code = item.path("code").asText(null);
            String token = item.path("token").asText(null);
            String error = linkOne(code, token, v.account().id());
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("code", code);
            r.put("linked", error == null);
            r.put("error", error);
            results.add(r);
            linked += error == null ? 1 : 0;
        }
        ctx.json(Map.of("linked", linked, "results", results));
    }

    /** Null when the account now owns the seat, else why not (an error code). */
    private String linkOne(String code, String token, String account) {
        if (code == null || token == null) {
            return "bad_request";
        }
        Room room;
        try {
            room = rooms.find(code);
        } catch (Rooms.Full e) {
            return "busy";
        }
        if (room == null) {
            return "unknown_game";
        }
        try {
            return room.link(token, account).get(LINK_WAIT_SECONDS, TimeUnit.SECONDS) ? null : "bad_token";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unavailable";
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            return "unavailable";
        }
    }
}
