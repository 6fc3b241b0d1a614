package inrow.web;

import inrow.engine.Rules;
import inrow.protocol.GameView;
import java.util.List;

/** The lobby's model: the live games anyone can join or watch. */
public record LobbyPage(List<Entry> games) {
    public record Entry(String code, String label, String x, String o, int moves, String status, int spectators) {
    }

    static LobbyPage of(List<GameView> live) {
        return new LobbyPage(live.stream().limit(50).map(LobbyPage::entry).toList());
    }

    private static Entry entry(GameView v) {
        return new Entry(v.code(), label(v), name(v, "X"), name(v, "O"), v.moves().size(), v.status(),
            v.spectators());
    }

    static String label(GameView v) {
        var r = v.rules();
        return new Rules(r.width(), r.height(), r.win(), r.overline()).label();
    }

    private static String name(GameView v, String seat) {
        GameView.PlayerView p = v.players().get(seat);
        return p == null ? "open seat" : p.name();
    }
}
