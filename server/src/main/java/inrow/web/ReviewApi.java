package inrow.web;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.game.GameStatus;
import inrow.game.Table;
import inrow.protocol.ErrorCode;
import inrow.review.MoveReview;
import inrow.review.Review;
import inrow.review.Reviewer;
import inrow.review.Reviews;
import inrow.room.Room;
import inrow.room.Rooms;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The computer's review of a finished round over HTTP (docs/protocol.md, Reviews): {@code POST} asks for it (202,
 * with where it stands), {@code GET} reads it as it fills in. A round still being played, a game the analysts do
 * not know, or an address over its share is refused with a clear error and nothing queued.
 */
final class ReviewApi {
    private final Rooms rooms;
    private final Reviews reviews;
    private final OriginCheck sameSite;
    private final TrustedProxies proxies;
    /** The signed-in account behind a request, or null: its share is counted too. */
    private final java.util.function.Function<Context, String> accountOf;

    ReviewApi(Rooms rooms, Reviews reviews, OriginCheck sameSite, TrustedProxies proxies,
              java.util.function.Function<Context, String> accountOf) {
        this.accountOf = accountOf;
        this.rooms = rooms;
        this.reviews = reviews;
        this.sameSite = sameSite;
        this.proxies = proxies;
    }

    void ask(Context ctx) {
        if (!sameSite.allows(ctx)) {
            throw OriginCheck.refusal();
        }
        Reviews.Round round = round(ctx);
        try {
            ctx.status(202).json(json(round.round(), reviews.request(round, new Reviews.Requester(ClientAddress.of(ctx, proxies), accountOf.apply(ctx)))));
        } catch (Reviews.Busy busy) {
            ctx.header("Retry-After", "30");
            throw new ApiError(429, ErrorCode.RATE_LIMITED, busy.getMessage());
        }
    }

    void show(Context ctx) {
        Reviews.Round round = round(ctx);
        ctx.json(reviews.status(round.code(), round.round()).map(s -> json(round.round(), s))
            .orElseGet(() -> Map.of("state", "none", "round", round.round())));
    }

    /** The round the request names ({@code ?round=N}, the current one by default), which must be over. */
    private Reviews.Round round(Context ctx) {
        String code = ctx.pathParam("code");
        Room room = rooms.find(code);
        if (room == null) {
            throw new ApiError(404, ErrorCode.UNKNOWN_GAME, "No game with code " + code + ".");
        }
        Table t = room.snapshot().table();
        int round = t.round();
        String asked = ctx.queryParam("round");
        if (asked != null) {
            try {
                round = Integer.parseInt(asked);
            } catch (NumberFormatException e) {
                round = -1;
            }
            if (round < 1 || round > t.round()) {
                throw ApiError.badRequest("round is a whole number from 1 to " + t.round() + ".");
            }
        }
        if (!Reviewer.reviews(t.rules())) {
            throw ApiError.badRequest("This board is too big for the computer to review (up to 19 x 19; with gravity, "
                + "up to Connect Four sizes that fit its solver).");
        }
        List<Point> moves;
        if (round == t.round()) {
            if (t.status() != GameStatus.OVER) {
                throw new ApiError(409, ErrorCode.NOT_OVER,
                    "This round is still being played: it can be reviewed once it is over.");
            }
            moves = t.game().moves();
        } else {
            moves = rooms.rounds(code).get(round - 1).moves();
        }
        return new Reviews.Round(room.code(), round, t.rules(), moves);
    }

    /** The wire's shape: snake_case, points as [x, y], chances from 0 to 1 for the side that moved. */
    private static Map<String, Object> json(int round, Reviews.Status s) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("state", s.state());
        out.put("round", round);
        out.put("ahead", s.ahead());
        Review r = s.review();
        if (r != null) {
            out.put("exact", r.exact());
            out.put("budget_ms", r.budgetMs());
            out.put("total", r.total());
            List<Object> moves = new ArrayList<>();
            for (MoveReview m : r.moves()) {
                moves.add(move(m));
            }
            out.put("moves", moves);
            Map<String, Object> accuracy = new LinkedHashMap<>();
            accuracy.put("X", rounded(r.accuracy(Mark.X)));
            accuracy.put("O", rounded(r.accuracy(Mark.O)));
            out.put("accuracy", accuracy);
        }
        return out;
    }

    private static Map<String, Object> move(MoveReview m) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("ply", m.ply());
        out.put("by", m.by().name());
        out.put("played", EngineJson.point(m.played()));
        out.put("best", EngineJson.point(m.best()));
        out.put("grade", m.grade() == null ? null : m.grade().name().toLowerCase(Locale.ROOT));
        out.put("outcome", EngineJson.outcome(m.outcome()));
        out.put("best_outcome", EngineJson.outcome(m.bestOutcome()));
        if (!m.every().isEmpty()) {
            out.put("every", EngineJson.every(m.every()));
        }
        return out;
    }


    private static Double rounded(Double d) {
        return d == null ? null : Math.round(d * 10) / 10.0;
    }
}
