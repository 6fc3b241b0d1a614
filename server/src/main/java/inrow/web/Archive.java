package inrow.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.protocol.GameStatus;
import inrow.protocol.GameView;
import inrow.protocol.SeatKind;
import inrow.game.StoredGame;
import java.util.LinkedHashMap;
import java.util.Map;

/** A finished game as the lobby and {@code GET /api/games?status=finished} list it. */
record Archive(String code, GameView.RulesView rules, String label, Map<String, Player> players, int moves,
               GameStatus status, Outcome result, @JsonProperty("finished_at") long finishedAt) {

    /** {@code level}: a computer's level code (its name in the reader's language is the page's to say), else absent. */
    record Player(String name, SeatKind kind, @JsonInclude(JsonInclude.Include.NON_NULL) String level) {
    }

    record Outcome(Mark winner, Result.Reason reason) {
    }

    static Archive of(StoredGame g) {
        Map<String, Player> players = new LinkedHashMap<>();
        for (Mark mark : Mark.values()) {
            StoredGame.Slot s = g.seat(mark);
            players.put(mark.name(), s == null ? null : new Player(s.name(), SeatKind.from(s.kind()), s.level()));
        }
        var r = g.rules();
        return new Archive(g.code(), GameView.RulesView.of(r),
            r.label(), players, g.stones().size(), GameStatus.from(g.status()), new Outcome(g.winner(), g.reason()), g.updatedAt());
    }
}
