package inrow.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import inrow.protocol.ErrorCode;
import inrow.room.Room;
import inrow.room.Rooms;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON API: create a game, read one, list the live ones. */
final class GamesApi {
    static final int FINISHED_LISTED = 20;

    private final Rooms rooms;
    private final ObjectMapper mapper;

    GamesApi(Rooms rooms, ObjectMapper mapper) {
        this.rooms = rooms;
        this.mapper = mapper;
    }

    void create(Context ctx) {
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

    /** A finished game's chat, for its archive; while the game is on, the players' chat is theirs alone. */
    void chat(Context ctx) {
        Room room = room(ctx.pathParam("code"));
        if (room.view().status() != inrow.protocol.GameStatus.OVER) {
            throw new ApiError(403, ErrorCode.NOT_ALLOWED, "The chat of a game is readable once the game is over.");
        }
        // The lines as the socket sends them, so a page reads the archive with the code that reads live chat.
        ctx.json(Map.of("chat", room.chatAfterTheGame().stream().map(l -> new inrow.protocol.ServerMessage.Chat(
            l.room(), l.from() == null ? null : l.from().name(), l.name(), l.text(), l.at())).toList()));
    }

    /** Every round of the game, for the replay: moves and results. */
    void rounds(Context ctx) {
        String code = ctx.pathParam("code");
        room(code);
        ctx.json(Map.of("rounds", rooms.rounds(code)));
    }

    void record(Context ctx) {
        String code = ctx.pathParam("code");
        ctx.contentType("text/plain; charset=utf-8").result(Records.text(room(code).view(), rooms.rounds(code)));
    }

    void psq(Context ctx) {
        String code = ctx.pathParam("code");
        ctx.header("Content-Disposition", "attachment; filename=\"inrow-" + code + ".psq\"");
        ctx.contentType("text/plain; charset=utf-8").result(Records.psq(room(code).view()));
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
