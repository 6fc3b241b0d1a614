package inrow.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import inrow.engine.CanonicalOpening;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.ErrorCode;
import inrow.protocol.GameView;
import inrow.room.Room;
import inrow.room.RoomSetup;
import inrow.room.Rooms;
import inrow.room.RoundRecord;
import inrow.room.SeatSpec;
import io.javalin.http.Context;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The JSON API: create a game, read one, list the live ones. */
final class GamesApi {
    static final int LIVE_LISTED = 50;
    static final int FINISHED_LISTED = 20;
    static final int MAX_LISTED = 100;

    private final Rooms rooms;
    private final ClientLimits limits;
    private final TrustedProxies proxies;
    /** New games per client address: a burst, then one every few seconds. */
    private final AddressBuckets creations;
    private final ObjectMapper mapper;
    private final OriginCheck sameSite;
    private final Catalogue catalogue;
    private final SessionCookie sessions;

    GamesApi(Rooms rooms, ObjectMapper mapper, OriginCheck sameSite, ClientLimits limits, TrustedProxies proxies,
             java.util.function.LongSupplier nanos, Catalogue catalogue) {
        this(rooms, mapper, sameSite, limits, proxies, nanos, catalogue, null);
    }

    /** {@code sessions}: who a request signs in as (null: a server without accounts). */
    GamesApi(Rooms rooms, ObjectMapper mapper, OriginCheck sameSite, ClientLimits limits, TrustedProxies proxies,
             java.util.function.LongSupplier nanos, Catalogue catalogue, SessionCookie sessions) {
        this.sessions = sessions;
        this.catalogue = catalogue;
        this.limits = limits;
        this.proxies = proxies;
        this.creations = new AddressBuckets(limits.createBurst(),
            java.util.concurrent.TimeUnit.SECONDS.toNanos(limits.createEverySeconds()) * limits.createBurst(), nanos);
        this.rooms = rooms;
        this.mapper = mapper;
        this.sameSite = sameSite;
    }

    /**
     * Only JSON, and not from another site's page: a form or a text/plain post is what another site can send
     * without the browser asking first, and a page of another site always says where it comes from.
     */
    void create(Context ctx) {
        if (!sameSite.allows(ctx)) {
            throw OriginCheck.refusal();
        }
        if (!isJson(ctx.contentType())) {
            throw new ApiError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                "Send the game request as JSON, with Content-Type: application/json.");
        }
        CreateRequest request = parse(body(ctx));
        String who = ClientAddress.of(ctx, proxies);
        boolean limited = limits.applies(who);
        if (limited) {
            long wait = creations.take(who);
            if (wait > 0) {
                long seconds = Math.max(1, java.util.concurrent.TimeUnit.NANOSECONDS.toSeconds(wait) + 1);
                ctx.header("Retry-After", Long.toString(seconds));
                throw new ApiError(429, ErrorCode.RATE_LIMITED, "Too many new games from your address: try again in "
                    + seconds + " s.", "api.error.createTooFast", "s", seconds);
            }
        }
        RoomSetup setup = named(request.toSetup(), ctx);
        Rooms.Created created;
        try {
            // A signed-in creator's account owns the creator's seat (the cookie: same site, checked above).
            created = rooms.create(limited ? setup.ownedBy(who) : setup, account(ctx));
        } catch (Rooms.Unavailable e) {
            throw new ApiError(503, ErrorCode.UNAVAILABLE, e.getMessage());
        } catch (Rooms.TooMany e) {
            throw new ApiError(429, ErrorCode.RATE_LIMITED, e.getMessage(), "api.error.computerGames");
        }
        if (created == null) {
            throw new ApiError(503, ErrorCode.BUSY, "The server holds as many games as it can; try again later.");
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", created.code());
        body.put("url", "/g/" + created.code());
        body.put("seat", created.seat() == null ? null : created.seat().name());
        body.put("token", created.token());
        ctx.status(201).json(body);
    }

    /** The signed-in person's account id, or null for a guest (an expired or forged cookie too). */
    private String account(Context ctx) {
        if (sessions == null) {
            return null;
        }
        try {
            return sessions.viewer(ctx).map(v -> v.account().id()).orElse(null);
        } catch (inrow.account.AccountStore.Unavailable e) {
            return null;
        }
    }

    void show(Context ctx) {
        ctx.json(room(ctx.pathParam("code")).view());
    }

    /**
     * Renju's 26 canonical openings, in the published order, by the code and name {@code POST /api/games} reads: the
     * lobby's list is drawn from the engine's one table rather than a copy of it in the page.
     */
    void openings(Context ctx) {
        ctx.json(Map.of("openings", Arrays.stream(CanonicalOpening.values())
            .map(o -> Map.of("code", o.code(), "name", o.title())).toList()));
    }

    /**
     * Live games a page at a time ({@code ?limit=} up to 100, {@code ?offset=}), or with {@code ?status=finished} the
     * most recently finished ones, up to the limit. Every answer is bounded, however many games there are.
     */
    void list(Context ctx) {
        String status = ctx.queryParam("status");
        if (status == null || status.equals("live")) {
            int limit = number(ctx, "limit", LIVE_LISTED, 1, MAX_LISTED);
            int offset = number(ctx, "offset", 0, 0, Integer.MAX_VALUE);
            List<GameView> live = rooms.live();
            List<LiveGame> page = live.stream().skip(offset).limit(limit).map(LiveGame::of).toList();
            int next = offset + page.size();
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("games", page);
            body.put("total", live.size());
            body.put("next_offset", next < live.size() ? next : null);
            ctx.json(body);
        } else if (status.equals("finished")) {
            int limit = number(ctx, "limit", FINISHED_LISTED, 1, MAX_LISTED);
            ctx.json(Map.of("games", rooms.finished(limit).stream().map(Archive::of).toList()));
        } else {
            throw ApiError.badRequest("status is \"live\" or \"finished\".");
        }
    }

    /**
     * A finished game's spectators' chat, for its archive (the players' page reads it once the game is over); the
     * players' chat is theirs alone and never here.
     */
    void chat(Context ctx) {
        Room room = room(ctx.pathParam("code"));
        if (!room.over()) {
            throw new ApiError(403, ErrorCode.NOT_ALLOWED, "The chat of a game is readable once the game is over.");
        }
        // The lines as the socket sends them, so a page reads the archive with the code that reads live chat.
        ctx.json(Map.of("chat", room.snapshot().chatAfterTheGame().stream().map(l -> new inrow.protocol.ServerMessage.Chat(
            inrow.protocol.ChatRoom.from(l.room()), l.from() == null ? null : l.from().name(), l.name(), l.text(), l.at())).toList()));
    }

    /**
     * A creator who gave no name is called as the lobby's hint said, in their language ("Joueur 1"): the room's own
     * default is English, and the name is what everyone sees.
     */
    private RoomSetup named(RoomSetup setup, Context ctx) {
        if (setup.creatorName() != null && !setup.creatorName().isBlank()
            || setup.x().kind() != SeatSpec.Kind.CREATOR && setup.o().kind() != SeatSpec.Kind.CREATOR) {
            return setup;
        }
        return setup.named(catalogue.format(Language.of(ctx), "js.common.player", "n", "1"));
    }

    /** Every round of the game, for the replay: moves and results. */
    void rounds(Context ctx) {
        String code = ctx.pathParam("code");
        room(code);
        ctx.json(Map.of("rounds", rooms.rounds(code).stream().map(RoundJson::of).toList()));
    }

    /** One round as the replay reads it; the wire's names are snake_case. */
    record RoundJson(int round, List<Point> moves, Map<String, String> seats, String winner,
                     @JsonProperty("winner_name") String winnerName, Result.Reason reason, List<Point> line,
                     Boolean swapped) {
        static RoundJson of(RoundRecord r) {
            return new RoundJson(r.round(), r.moves(), r.seats(), r.winner(), r.winnerName(), r.reason(), r.line(),
                r.swapped());
        }
    }

    private static int number(Context ctx, String name, int fallback, int min, int max) {
        String text = ctx.queryParam(name);
        if (text == null) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw ApiError.badRequest(name + " is a whole number from " + min
            + (max == Integer.MAX_VALUE ? " up" : " to " + max) + ".");
    }

    /** A download, named after the room's own code: opening it as a page in the same tab lost the game page. */
    void record(Context ctx) {
        GameView game = room(ctx.pathParam("code")).view();
        ctx.header("Content-Disposition", "attachment; filename=\"inrow-" + game.code() + ".txt\"");
        ctx.contentType("text/plain; charset=utf-8").result(Records.text(game, rooms.rounds(game.code()),
            new Texts(Language.EN, catalogue)));
    }

    /**
     * Named after the room's own code, never the URL's text: an unknown code is a 404 before any header is set.
     * {@code ?round=N}: an earlier round (a .psq file holds one game); the file's name then says which. None for a
     * game with gravity, which no tool that reads .psq files can play.
     */
    void psq(Context ctx) {
        GameView game = room(ctx.pathParam("code")).view();
        if (game.rules().gravity()) {
            throw ApiError.badRequest("A game with gravity (Connect Four) has no .psq record: Piskvork and the other "
                + "gomoku tools that read .psq files have no gravity. The text record (/record) has every move.");
        }
        int round = number(ctx, "round", game.round(), 1, game.round());
        List<Point> moves = round == game.round() ? game.moves()
            : rooms.rounds(game.code()).get(round - 1).moves();
        String name = "inrow-" + game.code() + (round == game.round() ? "" : "-round" + round) + ".psq";
        ctx.header("Content-Disposition", "attachment; filename=\"" + name + "\"");
        ctx.contentType("text/plain; charset=utf-8").result(Records.psq(game, moves));
    }

    static boolean isJson(String contentType) {
        return contentType != null
            && contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT).equals("application/json");
    }

    private Room room(String code) {
        Room room = rooms.find(code);
        if (room == null) {
            throw new ApiError(404, ErrorCode.UNKNOWN_GAME, "No game with code " + code + ".");
        }
        return room;
    }

    /**
     * The request's body; over the size limit, the API's error shape (Javalin's own answer to it is plain text), and
     * the connection closed, since the rest of the body is left unread.
     */
    static String body(Context ctx) {
        try {
            return ctx.body();
        } catch (io.javalin.http.HttpResponseException e) {
            if (e.getStatus() != 413) {
                throw e;
            }
            ctx.header("Connection", "close");
            throw new ApiError(413, ErrorCode.TOO_LARGE, "The request is too large.");
        }
    }

    private CreateRequest parse(String body) {
        if (body == null || body.isBlank()) {
            return CreateRequest.EMPTY;
        }
        try {
            CreateRequest request = mapper.readValue(body, CreateRequest.class);
            return request == null ? CreateRequest.EMPTY : request;
        } catch (UnrecognizedPropertyException e) {
            throw ApiError.badRequest("Unknown field \"" + e.getPropertyName() + "\".");
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("The body is not a valid game request (JSON object with optional rules, "
                + "seats and name).");
        }
    }
}
