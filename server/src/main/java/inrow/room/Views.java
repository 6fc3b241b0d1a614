package inrow.room;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.GameView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds the public {@link GameView} of a room. Never includes a token. */
final class Views {
    private Views() {
    }

    static GameView of(String code, Game game, Room.Status status, Seats seats, int spectators, int round,
                       Set<Mark> rematch, String comment, long now, long abandonMillis) {
        var r = game.rules();
        Map<String, GameView.PlayerView> players = new LinkedHashMap<>();
        for (Mark mark : Mark.values()) {
            Player p = seats.get(mark);
            long away = seats.awayFor(mark, now);
            players.put(mark.name(), p == null ? null : p.isBot()
                ? new GameView.PlayerView(p.name, "bot", true, p.level.code(), null)
                : new GameView.PlayerView(p.name, "human", away < 0, null, away < 0 ? null : away));
        }
        Result result = game.result();
        GameView.ResultView resultView = result == null ? null : new GameView.ResultView(
            result.winner() == null ? null : result.winner().name(), result.reason().code(), points(result.line()));
        Mark turn = status == Room.Status.PLAYING ? game.turn() : null;
        Player toMove = turn == null ? null : seats.get(turn);
        String thinking = toMove != null && toMove.isBot() ? turn.name() : null;
        List<String> asks = new ArrayList<>();
        rematch.forEach(m -> asks.add(m.name()));
        return new GameView(code, new GameView.RulesView(r.width(), r.height(), r.win(), r.overline()), game.rows(),
            points(game.moves()), turn == null ? null : turn.name(), status.code(), resultView, players, spectators,
            round, asks, thinking, comment, abandonMillis);
    }

    private static List<int[]> points(List<Point> points) {
        List<int[]> out = new ArrayList<>(points.size());
        for (Point p : points) {
            out.add(new int[] {p.x(), p.y()});
        }
        return out;
    }
}
