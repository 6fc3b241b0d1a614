package inrow.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import inrow.analysis.Analyses;
import inrow.analysis.Line;
import inrow.analysis.Position;
import inrow.analysis.PositionCheck;
import inrow.analysis.Thought;
import inrow.engine.Illegal;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.protocol.ErrorCode;
import inrow.review.Reviews;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The analysis board's computer over HTTP (docs/protocol.md, Analysis): {@code POST /api/analysis} with rules and
 * moves asks for a position's best lines (202 and an id; 200 at once when the position was analysed before), and
 * {@code GET /api/analysis/{id}} reads them as they deepen. A position the rules refuse is a 400 with the engine's
 * code for the refusing move, and nothing queued; an address over its share (the reviews' share) a 429 saying it.
 */
final class AnalysisApi {
    private final Analyses analyses;
    private final ObjectMapper mapper;
    private final OriginCheck sameSite;
    private final TrustedProxies proxies;
    /** The signed-in account behind a request, or null: its share is counted too. */
    private final java.util.function.Function<Context, String> accountOf;

    AnalysisApi(Analyses analyses, ObjectMapper mapper, OriginCheck sameSite, TrustedProxies proxies,
              java.util.function.Function<Context, String> accountOf) {
        this.accountOf = accountOf;
        this.analyses = analyses;
        this.mapper = mapper;
        this.sameSite = sameSite;
        this.proxies = proxies;
    }

    void ask(Context ctx) {
        if (!sameSite.allows(ctx)) {
            throw OriginCheck.refusal();
        }
        if (!GamesApi.isJson(ctx.contentType())) {
            throw new ApiError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                "Send the position as JSON, with Content-Type: application/json.");
        }
        AnalysisRequest asked = parse(GamesApi.body(ctx));
        Position p = position(asked);
        Analyses.Status s;
        try {
            s = analyses.request(p, new Reviews.Requester(ClientAddress.of(ctx, proxies), accountOf.apply(ctx)),
                asked.board());
        } catch (Reviews.Busy busy) {
            ctx.header("Retry-After", "30");
            // The share and the queue's size are stated, so a client can say why and when to try again.
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("code", ErrorCode.RATE_LIMITED.code());
            error.put("message", busy.getMessage());
            error.put("share", Reviews.PER_ADDRESS);
            error.put("queue", Reviews.QUEUE);
            ctx.status(429).json(Map.of("error", error));
            return;
        }
        ctx.status(s.state().equals("done") ? 200 : 202).json(json(s));
    }

    void show(Context ctx) {
        String id = ctx.pathParam("id");
        Analyses.Status s = analyses.status(id).orElseThrow(() -> new ApiError(404, ErrorCode.BAD_REQUEST,
            "No analysis " + id + " is under way or kept: ask for the position again."));
        ctx.json(json(s));
    }

    private AnalysisRequest parse(String body) {
        try {
            AnalysisRequest r = body == null || body.isBlank() ? null : mapper.readValue(body, AnalysisRequest.class);
            if (r == null || r.rules() == null) {
                throw ApiError.badRequest("Name the rules: {\"rules\": {\"preset\": \"gomoku\"}, \"moves\": [[7, 7]]}.");
            }
            if (r.board() != null && !AnalysisRequest.BOARD.matcher(r.board()).matches()) {
                throw ApiError.badRequest("\"board\" is the page's own id: 1 to 40 letters, digits, '-' or '_'.");
            }
            return r;
        } catch (UnrecognizedPropertyException e) {
            throw ApiError.badRequest("Unknown field \"" + e.getPropertyName() + "\".");
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("The body is not a position: a JSON object with rules and moves ([x, y] each).");
        }
    }

    private static Position position(AnalysisRequest r) {
        Rules rules = new CreateRequest(r.rules(), null, null, null, null, null, null, null, null).toRules();
        if (!Analyses.analyses(rules)) {
            throw ApiError.badRequest("This board is too big for the computer to analyse (up to 19 x 19; with gravity, "
                + "up to Connect Four sizes that fit its solver).");
        }
        List<Point> moves = new ArrayList<>();
        List<List<Integer>> asked = r.moves() == null ? List.of() : r.moves();
        if (asked.size() > rules.cells()) {
            throw ApiError.badRequest("More moves than the board has cells.");
        }
        for (List<Integer> xy : asked) {
            if (xy == null || xy.size() != 2 || xy.get(0) == null || xy.get(1) == null) {
                throw ApiError.badRequest("Each move is [x, y], counted from 0 at the top left.");
            }
            moves.add(new Point(xy.get(0), xy.get(1)));
        }
        PositionCheck check = Position.of(rules, moves);
        if (check instanceof Position.Refused refused) {
            Illegal why = refused.why().reason();
            String where = refused.index() < moves.size()
                ? "Move " + (refused.index() + 1) + " " + List.of(moves.get(refused.index()).x(),
                    moves.get(refused.index()).y()) + ": " : "After these moves: ";
            throw new ApiError(400, code(why), where + refused.why().message());
        }
        return (Position) check;
    }

    /** The wire's code for a move the rules refuse (the same codes a game's moves get). */
    private static ErrorCode code(Illegal why) {
        return switch (why) {
            case OUT_OF_BOUNDS -> ErrorCode.OUT_OF_BOUNDS;
            case OCCUPIED -> ErrorCode.OCCUPIED;
            case GAME_OVER -> ErrorCode.GAME_OVER;
            case FORBIDDEN -> ErrorCode.FORBIDDEN;
            case FLOATING -> ErrorCode.FLOATING;
        };
    }

    /** The wire's shape: snake_case, points as [x, y], chances from 0 to 1 for the side to move. */
    private static Map<String, Object> json(Analyses.Status s) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", s.id());
        out.put("state", s.state());
        out.put("ahead", s.ahead());
        Thought t = s.thought();
        if (t != null) {
            out.put("depth", t.depth());
            out.put("exact", t.exact());
            out.put("finished", t.finished());
            List<Object> lines = new ArrayList<>();
            for (Line l : t.lines()) {
                Map<String, Object> one = new LinkedHashMap<>();
                one.put("moves", l.moves().stream().map(EngineJson::point).toList());
                one.put("outcome", EngineJson.outcome(l.outcome()));
                lines.add(one);
            }
            out.put("lines", lines);
            out.put("every", EngineJson.every(t.every()));
        }
        return out;
    }

}
