package inrow.web;

import inrow.engine.Point;
import inrow.review.Candidate;
import inrow.review.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How the computer's judgements go on the wire, the same for a review's moves and an analysis board's lines. */
final class EngineJson {
    private EngineJson() {
    }

    /** {@code result}: 1 the mover wins, 0 a draw, -1 a loss, null an estimate; {@code plies}: how soon, if exact. */
    static Map<String, Object> outcome(Outcome o) {
        if (o == null) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("chance", Math.round(o.chance() * 1000) / 1000.0);
        out.put("result", o.exact() ? o.result() : null);
        out.put("plies", o.exact() ? o.plies() : null);
        return out;
    }

    static List<Integer> point(Point p) {
        return p == null ? null : List.of(p.x(), p.y());
    }

    /** Every legal move's value, as exact analysts give them: {@code [{"move": [x, y], "outcome": {...}}, ...]}. */
    static List<Object> every(List<Candidate> candidates) {
        List<Object> every = new ArrayList<>();
        for (Candidate c : candidates) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("move", point(c.move()));
            one.put("outcome", outcome(c.outcome()));
            every.add(one);
        }
        return every;
    }
}
