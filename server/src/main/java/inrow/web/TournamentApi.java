package inrow.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.arenas.ArenaState;
import inrow.arenas.Arenas;
import inrow.arenas.Refusal;
import inrow.engine.Rules;
import inrow.protocol.ErrorCode;
import inrow.rating.Rating;
import inrow.room.RoomSetup;
import inrow.tournament.Arena;
import inrow.tournament.ArenaGame;
import inrow.tournament.ArenaSettings;
import inrow.tournament.ArenaStatus;
import inrow.tournament.Entrant;
import inrow.tournament.SheetEntry;
import inrow.tournament.Standing;
import inrow.tournament.Swiss;
import inrow.tournament.SwissHistory;
import inrow.swiss.Swisses;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The arenas' JSON API (docs/tournaments.md): list, create, show with standings and the caller's own state, and the
 * player's requests (join, pause, resume, withdraw, berserk). Signed-in accounts only change anything; every refusal
 * is an {@link ApiError} and changes nothing. What a player may do now ({@code me.can}) is the server's answer.
 */
final class TournamentApi {
    static final int PAGE = 20;
    static final int FINISHED_LISTED = 20;
    private static final long DEFAULT_START_MS = 5 * 60_000L;
    private static final long MAX_AHEAD_MS = 7 * 24 * 3_600_000L;
    private static final long START_SLACK_MS = 60_000;

    private final Arenas arenas;
    private final ObjectMapper mapper;
    private final OriginCheck sameSite;
    private final Function<Context, String> accountOf;
    private final Function<String, String> nameOf;
    /** Swiss tournaments, served by the same routes (null: none). */
    private final Swisses swisses;
    private final SwissViews swissViews;

    TournamentApi(Arenas arenas, Swisses swisses, ObjectMapper mapper, OriginCheck sameSite,
                  Function<Context, String> accountOf, Function<String, String> nameOf) {
        this.arenas = arenas;
        this.swisses = swisses;
        this.swissViews = swisses == null ? null : new SwissViews(swisses);
        this.mapper = mapper;
        this.sameSite = sameSite;
        this.accountOf = accountOf;
        this.nameOf = nameOf;
    }

    void routes(RoutesConfig routes) {
        routes.post("/api/tournaments", this::create);
        routes.get("/api/tournaments", this::list);
        routes.get("/api/tournaments/{id}", this::show);
        routes.get("/api/tournaments/{id}/games", this::games);
        routes.get("/api/tournaments/{id}/trf", this::trf);
        routes.get("/api/tournaments/{id}/me", this::seat);
        routes.post("/api/tournaments/{id}/join", this::join);
        routes.post("/api/tournaments/{id}/pause", ctx -> act(ctx, arenas::pause, null));
        routes.post("/api/tournaments/{id}/resume", ctx -> act(ctx, arenas::resume, null));
        routes.post("/api/tournaments/{id}/withdraw", ctx -> act(ctx, arenas::withdraw,
            swisses == null ? null : swisses::withdraw));
        routes.post("/api/tournaments/{id}/berserk", ctx -> act(ctx, arenas::berserk, null));
    }

    /** The Swiss with this id, or null (an arena's id, an unknown one, or no Swiss tournaments here). */
    private SwissHistory swiss(String id) {
        return swisses == null ? null : swisses.history(id).orElse(null);
    }

    // ---- requests ----

    private void create(Context ctx) {
        String account = signedIn(ctx);
        JsonNode b = body(ctx);
        String kind = text(b, "kind", "arena");
        if (!kind.equals("arena") && !(kind.equals("swiss") && swisses != null)) {
            throw bad("kind", swisses == null ? "kind is \"arena\"." : "kind is \"arena\" or \"swiss\".");
        }
        String name = text(b, "name", null);
        if (name == null || name.isBlank() || name.strip().length() > 60) {
            throw bad("name", "name is 1 to 60 characters.");
        }
        String game = text(b, "game", "gomoku");
        Rules rules = Rules.preset(game);
        if (rules == null) {
            throw bad("game", "game is one of tictactoe, gomoku, standard, renju, connect4.");
        }
        String opening = text(b, "opening", null);
        if (opening != null) {
            if (!opening.equals("swap") && !opening.equals("swap2")) {
                throw bad("opening", "opening is swap, swap2 or null.");
            }
            String problem = RoomSetup.openingProblem(rules);
            if (problem != null) {
                throw bad("opening", "opening: " + problem);
            }
        }
        JsonNode clock = b.get("clock");
        if (clock == null || !clock.isObject()) {
            throw bad("clock", "clock {initialMs, incrementMs} is required: arenas are timed.");
        }
        long initial = whole(clock, "initialMs", "clock.initialMs", 0, 10_800_000L);
        long increment = whole(clock, "incrementMs", "clock.incrementMs", 0, 180_000L);
        if (initial + increment <= 0 || initial % 1000 != 0 || increment % 1000 != 0) {
            throw bad("clock", "clock is whole seconds, and not 0+0.");
        }
        boolean swiss = kind.equals("swiss");
        // A Swiss lasts as long as its rounds take: its minutes are not asked for.
        int minutes = swiss ? 0
            : (int) whole(b, "minutes", "minutes", ArenaSettings.MIN_MINUTES, ArenaSettings.MAX_MINUTES);
        int rounds = swiss ? (int) whole(b, "rounds", "rounds", Swiss.MIN_ROUNDS, Swiss.MAX_ROUNDS) : 0;
        int interval = swiss ? (int) whole(b, "roundIntervalMinutes", "roundIntervalMinutes",
            Swiss.MIN_INTERVAL_MINUTES, Swiss.MAX_INTERVAL_MINUTES) : 0;
        long now = arenas.now();
        JsonNode at = b.get("startsAt");
        // "Now" as a page saw it a moment ago is now.
        long startsAt = at == null || at.isNull() ? now + DEFAULT_START_MS
            : Math.max(now, whole(b, "startsAt", "startsAt", now - START_SLACK_MS, now + MAX_AHEAD_MS));
        boolean rated = !b.has("rated") || b.get("rated").isNull() || bool(b, "rated");
        String password = text(b, "password", null);
        if (password != null && (password.isEmpty() || password.length() > 100)) {
            throw bad("password", "password is 1 to 100 characters, or null.");
        }
        Integer minRating = optional(b, "minRating", 0, 4000);
        Integer maxRating = optional(b, "maxRating", 0, 4000);
        if (minRating != null && maxRating != null && minRating > maxRating) {
            throw bad("maxRating", "maxRating is at least minRating.");
        }
        Integer minRatedGames = optional(b, "minRatedGames", 0, 1000);
        ArenaSettings s = new ArenaSettings(name.strip(), game, opening, initial, increment, minutes, rated,
            password == null ? null : Arenas.digest(password), minRating, maxRating, minRatedGames);
        String id = swiss ? swisses.create(s, rounds, interval, startsAt, account, nameOf.apply(account)).id()
            : arenas.create(s, startsAt, account, nameOf.apply(account)).id();
        ctx.status(201).json(Map.of("id", id, "url", "/tournament/" + id));
    }

    private void list(Context ctx) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("upcoming", listed(ArenaStatus.CREATED, 100, "startsAt", false));
        out.put("running", listed(ArenaStatus.STARTED, 100, "startsAt", false));
        out.put("finished", listed(ArenaStatus.FINISHED, FINISHED_LISTED, "endsAt", true));
        ctx.json(out);
    }

    /** Arenas and Swiss tournaments in this status, merged by {@code time} (latest first when {@code latest}). */
    private List<Map<String, Object>> listed(ArenaStatus status, int limit, String time, boolean latest) {
        List<Map<String, Object>> out = summaries(arenas.withStatus(status, limit));
        if (swisses != null) {
            List<Swiss> list = swisses.withStatus(status, limit);
            Map<String, Integer> counts = swisses.counts(list.stream().map(Swiss::id).toList());
            for (Swiss w : list) {
                out.add(SwissViews.summary(w, counts.getOrDefault(w.id(), 0),
                    swisses.history(w.id()).map(SwissHistory::round).orElse(0)));
            }
        }
        java.util.Comparator<Map<String, Object>> order = java.util.Comparator.comparingLong(m -> (Long) m.get(time));
        out.sort(latest ? order.reversed() : order);
        return out.subList(0, Math.min(limit, out.size()));
    }

    private void show(Context ctx) {
        int page = page(ctx);
        SwissHistory w = swiss(ctx.pathParam("id"));
        if (w != null) {
            ctx.json(swissViews.view(w, page, accountOf.apply(ctx)));
            return;
        }
        ctx.json(view(state(ctx), page, accountOf.apply(ctx)));
    }

    private static int page(Context ctx) {
        int page = 1;
        String p = ctx.queryParam("page");
        if (p != null) {
            try {
                page = Integer.parseInt(p);
            } catch (NumberFormatException e) {
                throw bad("page", "page is a whole number from 1.");
            }
            if (page < 1) {
                throw bad("page", "page is a whole number from 1.");
            }
        }
        return page;
    }

    /** A Swiss as a TRF-16 file (the pairing programs' format), as it stands. */
    private void trf(Context ctx) {
        String id = ctx.pathParam("id");
        SwissHistory w = swiss(id);
        if (w == null) {
            if (arenas.find(id).isPresent()) {
                throw error(409, ErrorCode.NOT_SWISS, "Only Swiss tournaments have a TRF file.");
            }
            throw refusal(Refusal.NOT_FOUND);
        }
        ctx.contentType("text/plain; charset=utf-8");
        ctx.header("Content-Disposition", "attachment; filename=\"" + id + ".trf\"");
        ctx.result(swisses.trf(id).orElseThrow());
    }

    private void games(Context ctx) {
        SwissHistory w = swiss(ctx.pathParam("id"));
        List<ArenaGame> games;
        Map<String, String> names = new LinkedHashMap<>();
        if (w != null) {
            games = w.rounds().stream().flatMap(r -> w.gamesOf(r).stream()).toList();
            w.entrants().forEach(e -> names.put(e.account(), e.name()));
        } else {
            ArenaState s = state(ctx);
            games = s.games();
            names.putAll(names(s));
        }
        String player = ctx.queryParam("player");
        List<Map<String, Object>> out = new ArrayList<>();
        for (ArenaGame g : games) {
            if (player != null && !player.equalsIgnoreCase(names.get(g.x()))
                && !player.equalsIgnoreCase(names.get(g.o()))) {
                continue;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("code", g.code());
            m.put("x", names.get(g.x()));
            m.put("o", names.get(g.o()));
            m.put("startedAt", g.startedAt());
            m.put("result", g.winner());
            m.put("endedAt", g.over() ? g.endedAt() : null);
            m.put("berserk", Map.of("x", g.xBerserk(), "o", g.oBerserk()));
            out.add(m);
        }
        ctx.json(Map.of("games", out));
    }

    /** The caller's own part only: cheap enough for a client to ask every second while it waits to be paired. */
    private void seat(Context ctx) {
        String account = signedIn(ctx);
        ctx.json(me(ctx.pathParam("id"), account));
    }

    /**
     * The caller's own entry (GET .../me): for an arena two indexed reads, without the standings; for a Swiss, read
     * from its history as the pairing is.
     */
    private Map<String, Object> me(String id, String account) {
        SwissHistory h = swiss(id);
        if (h != null) {
            Entrant e = h.entrant(account);
            return me(h.swiss().status(), e, h.playing(account), account);
        }
        inrow.arenas.ArenaSeat s = arenas.seat(id, account).orElseThrow(() -> refusal(Refusal.NOT_FOUND));
        return me(s.arena().status(), s.entrant(), s.game(), account);
    }

    private Map<String, Object> me(ArenaStatus status, Entrant e, ArenaGame g, String account) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status.code());
        m.put("now", arenas.now());
        m.put("joined", e != null);
        m.put("paused", e != null && e.paused());
        m.put("withdrawn", e != null && e.withdrawn());
        if (g == null) {
            m.put("game", null);
        } else {
            Map<String, Object> game = new LinkedHashMap<>();
            game.put("code", g.code());
            game.put("seat", g.x().equals(account) ? "X" : "O");
            game.put("token", arenas.token(g, account));
            game.put("startedAt", g.startedAt());
            game.put("opponent", nameOf.apply(g.opponentOf(account)));
            m.put("game", game);
        }
        return m;
    }

    /**
     * Answers the joiner's own entry, as GET .../me does, not the whole tournament: with a thousand players the
     * standings cost more than the join itself, and the page reads the tournament again on its own.
     */
    private void join(Context ctx) {
        String account = signedIn(ctx);
        JsonNode b = optionalBody(ctx);
        String id = ctx.pathParam("id");
        if (swiss(id) != null) {
            refuseIf(account, swisses.join(id, account, nameOf.apply(account), text(b, "password", null)));
        } else {
            refuseIf(account, arenas.join(id, account, nameOf.apply(account), text(b, "password", null)));
        }
        ctx.json(me(id, account));
    }

    @FunctionalInterface
    private interface Action {
        Refusal act(String id, String account);
    }

    /** {@code inSwiss}: what the request does to a Swiss (null: Swiss tournaments have no such thing). */
    private void act(Context ctx, Action action, Action inSwiss) {
        String account = signedIn(ctx);
        optionalBody(ctx);
        String id = ctx.pathParam("id");
        if (swiss(id) != null) {
            if (inSwiss == null) {
                throw error(409, ErrorCode.NOT_IN_SWISS, "Swiss tournaments have no pause and no berserk: withdraw "
                    + "instead.");
            }
            refuseIf(account, inSwiss.act(id, account));
            ctx.json(swissViews.view(swisses.history(id).orElseThrow(), 1, account));
            return;
        }
        refuseIf(account, action.act(id, account));
        // The caller's own part, as the GET body's "me" without rank and score, not the whole arena: at the end of
        // a 1,000-player arena everyone pauses at once, and a thousand standings of forty thousand games each took
        // longer than the clients would wait. The page reads the arena again itself.
        inrow.arenas.ArenaSeat seat = arenas.seat(id, account).orElseThrow(() -> refusal(Refusal.NOT_FOUND));
        ctx.json(Map.of("me", me(seat.arena(), seat.entrant(), null, seat.game(), account)));
    }

    // ---- the views ----

    private List<Map<String, Object>> summaries(List<Arena> list) {
        Map<String, Integer> counts = arenas.counts(list.stream().map(Arena::id).toList());
        List<Map<String, Object>> out = new ArrayList<>();
        for (Arena a : list) {
            out.add(summary(a, counts.getOrDefault(a.id(), 0)));
        }
        return out;
    }

    private static Map<String, Object> summary(Arena a, int players) {
        return common(a.id(), a.settings(), a.startsAt(), a.endsAt(), players, a.status(), a.scheduled(),
            a.createdByName());
    }

    /** The summary every tournament has, arena or Swiss, in the list's order of fields. */
    static Map<String, Object> common(String id, ArenaSettings s, long startsAt, Long endsAt, int players,
                                      ArenaStatus status, boolean scheduled, String createdBy) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", id);
        m.put("name", s.name());
        m.put("kind", "arena");
        m.put("game", s.game());
        m.put("opening", s.opening());
        m.put("clock", Map.of("initialMs", s.initialMs(), "incrementMs", s.incrementMs()));
        m.put("minutes", s.minutes());
        m.put("startsAt", startsAt);
        m.put("endsAt", endsAt);
        m.put("rated", s.rated());
        m.put("players", players);
        m.put("locked", s.locked());
        Map<String, Object> conditions = new LinkedHashMap<>();
        conditions.put("minRating", s.minRating());
        conditions.put("maxRating", s.maxRating());
        conditions.put("minRatedGames", s.minRatedGames());
        m.put("conditions", conditions);
        m.put("status", status.code());
        m.put("scheduled", scheduled);
        m.put("createdBy", createdBy);
        return m;
    }

    private static Map<String, String> names(ArenaState s) {
        Map<String, String> names = new LinkedHashMap<>();
        s.entrants().forEach(e -> names.put(e.account(), e.name()));
        return names;
    }

    Map<String, Object> view(ArenaState s, int page, String account) {
        Arena a = s.arena();
        Map<String, Object> m = summary(a, s.entrants().size());
        m.put("now", arenas.now());
        List<Standing> all = s.standings();
        int pages = Math.max(1, (all.size() + PAGE - 1) / PAGE);
        int shown = Math.min(page, pages);
        List<Map<String, Object>> players = new ArrayList<>();
        for (Standing st : all.subList((shown - 1) * PAGE, Math.min(all.size(), shown * PAGE))) {
            players.add(line(st, arenas.rating(a, st.entrant().account())));
        }
        m.put("standings", Map.of("page", shown, "pages", pages, "players", players));
        Map<String, String> names = names(s);
        ArenaGame top = s.top();
        if (top == null) {
            m.put("top", null);
        } else {
            m.put("top", Map.of("code", top.code(), "x", names.get(top.x()), "o", names.get(top.o())));
        }
        if (a.status() == ArenaStatus.FINISHED) {
            List<Map<String, Object>> podium = new ArrayList<>();
            for (Standing st : inrow.tournament.Standings.podium(all)) {
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("rank", st.rank());
                p.put("name", st.entrant().name());
                p.put("score", st.score());
                p.put("games", st.sheet().games());
                p.put("wins", st.sheet().wins());
                p.put("berserks", st.sheet().berserks());
                p.put("performance", st.performance());
                podium.add(p);
            }
            m.put("podium", podium);
        } else {
            m.put("podium", null);
        }
        m.put("me", account == null ? null : me(s, account));
        return m;
    }

    private static Map<String, Object> line(Standing st, Rating r) {
        Map<String, Object> p = new LinkedHashMap<>();
        Entrant e = st.entrant();
        p.put("rank", st.rank());
        p.put("name", e.name());
        p.put("rating", Math.round(r.rating()));
        p.put("provisional", r.deviation() > Rating.PROVISIONAL_DEVIATION);
        p.put("score", st.score());
        p.put("fire", st.sheet().onFire());
        p.put("paused", e.paused());
        p.put("withdrawn", e.withdrawn());
        List<Map<String, Object>> sheet = new ArrayList<>();
        for (SheetEntry x : st.sheet().entries()) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("result", x.result().code());
            g.put("points", x.points());
            g.put("berserk", x.berserk());
            g.put("fire", x.fire());
            sheet.add(g);
        }
        p.put("sheet", sheet);
        return p;
    }

    private Map<String, Object> me(ArenaState s, String account) {
        return me(s.arena(), s.entrant(account), s.standing(account), s.playing(account), account);
    }

    /** {@code st}: the player's standing, or null where it was not worked out (then no rank or score). */
    private Map<String, Object> me(Arena a, Entrant e, Standing st, ArenaGame g, String account) {
        boolean over = a.status() == ArenaStatus.FINISHED || arenas.now() >= a.endsAt();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("joined", e != null);
        m.put("paused", e != null && e.paused());
        m.put("withdrawn", e != null && e.withdrawn());
        if (st != null || e == null) {
            m.put("rank", st == null ? null : st.rank());
            m.put("score", st == null ? null : st.score());
        }
        boolean berserkable = g != null && arenas.berserkable(a, g, account);
        Map<String, Object> game = seat(g, account, g == null ? null : arenas.token(g, account));
        if (game != null) {
            game.put("berserkable", berserkable);
        }
        m.put("game", game);
        Map<String, Object> can = new LinkedHashMap<>();
        can.put("join", !over && (e == null || !e.active()));
        can.put("pause", !over && e != null && e.active());
        can.put("resume", !over && e != null && e.paused() && !e.withdrawn());
        can.put("withdraw", !over && e != null && !e.withdrawn());
        can.put("berserk", berserkable);
        m.put("can", can);
        return m;
    }

    /** The player's game as {@code me.game} shows it (their seat and its token), or null for none. */
    static Map<String, Object> seat(ArenaGame g, String account, String token) {
        if (g == null) {
            return null;
        }
        Map<String, Object> game = new LinkedHashMap<>();
        game.put("code", g.code());
        game.put("seat", g.x().equals(account) ? "X" : "O");
        game.put("token", token);
        return game;
    }

    // ---- helpers ----

    private ArenaState state(Context ctx) {
        return arenas.state(ctx.pathParam("id")).orElseThrow(() -> refusal(Refusal.NOT_FOUND));
    }

    private String signedIn(Context ctx) {
        String account = accountOf.apply(ctx);
        if (account == null) {
            throw new ApiError(401, ErrorCode.NEEDS_ACCOUNT, "Tournaments need an account: sign in first.",
                "js.tournament.error.needs_account");
        }
        return account;
    }

    private static void refuseIf(Refusal r) {
        if (r != null) {
            throw refusal(r);
        }
    }

    /** As {@link #refuseIf(Refusal)}; a refusal for another tournament names it, so the page can link to it. */
    private void refuseIf(String account, Refusal r) {
        if (r == Refusal.IN_OTHER_TOURNAMENT) {
            throw inOther(account);
        }
        refuseIf(r);
    }

    private ApiError inOther(String account) {
        String other = arenas.activeIn(account).orElse(null);
        String name = other == null ? null : arenas.find(other).map(a -> a.settings().name()).orElseGet(() -> {
            SwissHistory h = swiss(other);
            return h == null ? null : h.swiss().settings().name();
        });
        Map<String, Object> detail = new LinkedHashMap<>();
        if (other != null) {
            detail.put("tournament", Map.of("id", other, "name", name == null ? "" : name, "url",
                "/tournament/" + other));
        }
        return new ApiError(409, ErrorCode.IN_OTHER_TOURNAMENT, "You are playing in another tournament"
            + (name == null ? "" : ", “" + name + "”") + ": withdraw from it before joining this one.",
            "js.tournament.error.in_other_tournament", detail, "name", name == null ? "" : name);
    }

    static ApiError refusal(Refusal r) {
        return switch (r) {
            case NOT_FOUND -> error(404, ErrorCode.NOT_FOUND, "There is no tournament with this id.");
            case ALREADY_JOINED -> error(409, ErrorCode.ALREADY_JOINED, "You have already joined this tournament.");
            case WRONG_PASSWORD -> error(403, ErrorCode.WRONG_PASSWORD, "That is not this tournament's password.");
            case RATING_RANGE -> new ApiError(403, ErrorCode.ENTRY_CONDITION,
                "Your rating is outside this tournament's rating range.", "js.tournament.error.entry_condition",
                "which", "rating");
            case RATED_GAMES -> new ApiError(403, ErrorCode.ENTRY_CONDITION,
                "You have not played enough rated games for this tournament.", "js.tournament.error.entry_condition",
                "which", "games");
            case TOURNAMENT_OVER -> error(409, ErrorCode.TOURNAMENT_OVER, "This tournament is over.");
            case NOT_JOINED -> error(409, ErrorCode.NOT_JOINED, "You have not joined this tournament.");
            case IN_OTHER_TOURNAMENT -> error(409, ErrorCode.IN_OTHER_TOURNAMENT,
                "You are playing in another tournament: withdraw from it before joining this one.");
            case CANNOT_BERSERK -> error(409, ErrorCode.CANNOT_BERSERK,
                "No berserk now: only in your current game, before your first move, once.");
        };
    }

    static ApiError error(int status, ErrorCode code, String message) {
        return new ApiError(status, code, message, "js.tournament.error." + code.code());
    }

    private static ApiError bad(String field, String message) {
        return ApiError.badRequest(message);
    }

    /** A state-changing request's JSON object body, from this site's pages only. */
    private JsonNode body(Context ctx) {
        if (!sameSite.allows(ctx)) {
            throw OriginCheck.refusal();
        }
        if (!GamesApi.isJson(ctx.contentType())) {
            throw new ApiError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                "Send the request as JSON, with Content-Type: application/json.");
        }
        try {
            JsonNode node = mapper.readTree(GamesApi.body(ctx));
            if (node == null || !node.isObject()) {
                throw ApiError.badRequest("The body must be a JSON object.");
            }
            return node;
        } catch (java.io.IOException e) {
            throw ApiError.badRequest("The body is not JSON.");
        }
    }

    /** A state-changing request whose body may be empty. */
    private JsonNode optionalBody(Context ctx) {
        if (!sameSite.allows(ctx)) {
            throw OriginCheck.refusal();
        }
        String raw = GamesApi.body(ctx);
        if (raw == null || raw.isBlank()) {
            return mapper.createObjectNode();
        }
        return body(ctx);
    }

    private static String text(JsonNode b, String field, String fallback) {
        JsonNode n = b.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw bad(field, field + " is a string.");
        }
        return n.asText();
    }

    private static boolean bool(JsonNode b, String field) {
        JsonNode n = b.get(field);
        if (!n.isBoolean()) {
            throw bad(field, field + " is true or false.");
        }
        return n.asBoolean();
    }

    private static long whole(JsonNode b, String field, String named, long min, long max) {
        JsonNode n = b.get(field);
        if (n == null || !n.canConvertToLong() || !n.isIntegralNumber() || n.asLong() < min || n.asLong() > max) {
            throw bad(named, named + " is a whole number from " + min + " to " + max + ".");
        }
        return n.asLong();
    }

    private static Integer optional(JsonNode b, String field, int min, int max) {
        JsonNode n = b.get(field);
        return n == null || n.isNull() ? null : (int) whole(b, field, field, min, max);
    }
}
