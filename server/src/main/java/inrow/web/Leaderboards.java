package inrow.web;

import inrow.rated.Leaderboard;
import inrow.rated.LeaderboardRule;
import inrow.rated.RatingStore;
import inrow.rating.Speed;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * {@code /leaderboard} and {@code GET /api/leaderboard?kind=..&speed=..}: per game kind (the rated pools' kinds)
 * and speed, the best players under a {@link LeaderboardRule} (the site's is {@link LeaderboardRule#STANDARD}). Without a kind or speed the page shows
 * standard gomoku's blitz board; the API asks for both and refuses others with {@code bad_request}.
 */
final class Leaderboards {
    static final String DEFAULT_KIND = "gomoku-standard";
    static final String DEFAULT_SPEED = "blitz";

    private final Leaderboard board;
    private final Pages pages;
    private final LongSupplier clock;
    private final List<String> kinds;
    private final List<String> speeds;

    Leaderboards(RatingStore store, LeaderboardRule rule, Pages pages, LongSupplier clock) {
        this.board = new Leaderboard(store, rule);
        this.pages = pages;
        this.clock = clock;
        this.kinds = inrow.lobby.PoolCatalogue.standard().all().stream().filter(g -> g.key().rated())
            .map(g -> g.key().game()).distinct().toList();
        this.speeds = java.util.Arrays.stream(Speed.values()).map(s -> s.name().toLowerCase(Locale.ROOT)).toList();
    }

    void page(Context ctx) {
        String kind = ctx.queryParam("kind");
        String speed = ctx.queryParam("speed");
        kind = kinds.contains(kind) ? kind : DEFAULT_KIND;
        speed = speeds.contains(speed) ? speed : DEFAULT_SPEED;
        pages.render(ctx, "leaderboard.jte", LeaderboardPage.of(kinds, speeds, kind, speed, board.rule(),
            board.of(kind, speedOf(speed), clock.getAsLong())));
    }

    void api(Context ctx) {
        String kind = ctx.queryParam("kind");
        String speed = ctx.queryParam("speed");
        if (!kinds.contains(kind)) {
            throw ApiError.badRequest("kind is one of " + String.join(", ", kinds) + ".");
        }
        if (!speeds.contains(speed)) {
            throw ApiError.badRequest("speed is one of " + String.join(", ", speeds) + ".");
        }
        LeaderboardRule rule = board.rule();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kind", kind);
        out.put("speed", speed);
        out.put("rule", Map.of("min_games", rule.minGames(), "max_deviation", rule.maxDeviation(),
            "window_days", rule.windowDays(), "size", rule.size()));
        List<Map<String, Object>> players = new java.util.ArrayList<>();
        for (var l : board.of(kind, speedOf(speed), clock.getAsLong())) {
            Map<String, Object> p = ProfileRatings.shown(l.rating());
            p.put("rank", players.size() + 1);
            p.put("name", l.name());
            players.add(p);
        }
        out.put("players", players);
        ctx.json(out);
    }

    private static Speed speedOf(String speed) {
        return Speed.valueOf(speed.toUpperCase(Locale.ROOT));
    }
}
