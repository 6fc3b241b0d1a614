package inrow.web;

import inrow.protocol.GameStatus;
import inrow.protocol.GameView;
import java.util.Map;

/** A game in play or waiting, as {@code GET /api/games} lists it. */
record LiveGame(String code, GameView.RulesView rules, String label, Map<String, GameView.PlayerView> players,
                int moves, GameStatus status, int spectators) {
    static LiveGame of(GameView v) {
        return new LiveGame(v.code(), v.rules(), LobbyPage.label(v), v.players(), v.moves().size(), v.status(),
            v.spectators());
    }
}
