package inrow.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import inrow.protocol.GameStatus;
import inrow.protocol.GameView;
import java.util.List;
import java.util.Map;

/**
 * A game in play or waiting, as {@code GET /api/games} lists it: enough for the lobby to draw it as a small live
 * board with its players and clocks ({@code board} rows as in GAME, {@code clock} null when untimed).
 */
record LiveGame(String code, GameView.RulesView rules, String label, Map<String, GameView.PlayerView> players,
                int moves, GameStatus status, int spectators, List<String> board, String turn,
                GameView.ClockView clock, @JsonProperty("last") inrow.engine.Point last) {
    static LiveGame of(GameView v) {
        inrow.engine.Point last = v.moves().isEmpty() ? null : v.moves().get(v.moves().size() - 1);
        return new LiveGame(v.code(), v.rules(), LobbyPage.label(v), v.players(), v.moves().size(), v.status(),
            v.spectators(), v.board(), v.turn(), v.clock(), last);
    }
}
