package inrow.web;

import inrow.engine.Mark;
import inrow.room.StoredGame;
import java.util.LinkedHashMap;
import java.util.Map;

/** Finished games as the lobby and {@code GET /api/games?status=finished} list them. */
final class Archive {
    private Archive() {
    }

    static Map<String, Object> summary(StoredGame g) {
        Map<String, Object> players = new LinkedHashMap<>();
        for (Mark mark : Mark.values()) {
            StoredGame.Slot s = g.seat(mark);
            players.put(mark.name(), s == null ? null : Map.of("name", s.name(), "kind", s.kind()));
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("winner", g.winner());
        result.put("reason", g.reason());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("code", g.code());
        out.put("rules", Map.of("width", g.rules().width(), "height", g.rules().height(), "win", g.rules().win(),
            "overline", g.rules().overline()));
        out.put("label", g.rules().label());
        out.put("players", players);
        out.put("moves", g.moves().size());
        out.put("status", g.status());
        out.put("result", result);
        out.put("finished_at", g.updatedAt());
        return out;
    }
}
