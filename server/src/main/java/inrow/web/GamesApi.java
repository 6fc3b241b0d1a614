package inrow.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import inrow.protocol.ErrorCode;
import inrow.protocol.GameView;
import inrow.room.Room;
import inrow.room.Rooms;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The JSON API: create a game, read one, list the live ones. */
final class GamesApi {
    static final int FINISHED_LISTED = 20;

    private final Rooms rooms;
    private final ObjectMapper mapper;
    private final OriginCheck sameSite;

    GamesApi(Rooms rooms, ObjectMapper mapper, OriginCheck sameSite) {
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
        CreateRequest request = parse(ctx.body());
        Rooms.Created created;
        try {
            created = rooms.create(request.toSetup());
        } catch (Rooms.Unavailable e) {
            throw new ApiError(503, ErrorCode.UNAVAILABLE, e.getMessage());
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

    void show(Context ctx) {
        ctx.json(room(ctx.pathParam("code")).view());
    }

    /** Live games, or with {@code ?status=finished} the most recently finished ones. */
    void list(Context ctx) {
        String status = ctx.queryParam("status");
        if (status == null || status.equals("live")) {
            ctx.json(Map.of("games", rooms.live().stream().map(LiveGame::of).toList()));
        } else if (status.equals("finished")) {
            ctx.json(Map.of("games", rooms.finished(FINISHED_LISTED).stream().map(Archive::of).toList()));
        } else {
            throw ApiError.badRequest("status is \"live\" or \"finished\".");
        }
    }

    void record(Context ctx) {
        ctx.contentType("text/plain; charset=utf-8").result(Records.text(room(ctx.pathParam("code")).view()));
    }

    /** Named after the room's own code, never the URL's text: an unknown code is a 404 before any header is set. */
    void psq(Context ctx) {
        GameView game = room(ctx.pathParam("code")).view();
        ctx.header("Content-Disposition", "attachment; filename=\"inrow-" + game.code() + ".psq\"");
        ctx.contentType("text/plain; charset=utf-8").result(Records.psq(game));
    }

    private static boolean isJson(String contentType) {
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
