package inrow.web;

import inrow.rated.KindRating;
import inrow.rated.RatingChange;
import inrow.rated.RatingStore;
import inrow.rating.Glicko2;
import inrow.rating.Rating;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An account's ratings as its profile and {@code GET /api/user/NAME} show them: per game kind and speed, the rating
 * as it stands now (its deviation grown for time away, so a long absence brings the {@code ?} back), its games
 * count and the history for a small chart. The page draws what it is given; it never computes Glicko.
 */
final class ProfileRatings {
    /** Points of history per kind and speed: the latest ones. */
    static final int HISTORY = 100;
    private static final Glicko2 GLICKO = new Glicko2();

    private ProfileRatings() {
    }

    static List<Map<String, Object>> of(RatingStore store, String account, long now) {
        List<RatingChange> history = store.history(account, HISTORY * 4);
        List<Map<String, Object>> out = new ArrayList<>();
        for (KindRating k : store.of(account)) {
            Map<String, Object> m = shown(GLICKO.atTime(k.rating(), Instant.ofEpochMilli(now)));
            m.put("kind", k.kind());
            m.put("speed", k.speed().name().toLowerCase(java.util.Locale.ROOT));
            List<Map<String, Object>> points = new ArrayList<>();
            for (RatingChange c : history) {
                if (c.kind().equals(k.kind()) && c.speed() == k.speed()) {
                    points.add(Map.of("at", c.at(), "rating", Math.round(c.after())));
                }
            }
            m.put("history", points.subList(Math.max(0, points.size() - HISTORY), points.size()));
            out.add(m);
        }
        return out;
    }

    /** A rating as every page shows it: rounded, with its deviation, whether provisional, and its label. */
    static Map<String, Object> shown(Rating r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rating", Math.round(r.rating()));
        m.put("deviation", Math.round(r.deviation()));
        m.put("provisional", r.provisional());
        m.put("label", r.label());
        m.put("games", r.games());
        return m;
    }
}
