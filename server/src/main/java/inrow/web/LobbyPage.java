package inrow.web;

import inrow.engine.Mark;
import inrow.game.StoredGame;
import inrow.protocol.GameView;
import java.util.List;

/** The lobby's model: the live games anyone can join or watch. */
public record LobbyPage(List<Entry> games, List<Finished> finished) {
    public record Entry(String code, String label, String x, String o, int moves, String status, int spectators) {
    }

    /** A finished game in the "Recent games" list. */
    public record Finished(String code, String label, String x, String o, String result) {
    }

    static LobbyPage of(List<GameView> live, List<StoredGame> finished) {
        return new LobbyPage(live.stream().limit(50).map(LobbyPage::entry).toList(),
            finished.stream().map(LobbyPage::finished).toList());
    }

    private static Finished finished(StoredGame g) {
        String result = g.winner() == null ? "Draw" : nameAt(g, g.winner()) + " won";
        return new Finished(g.code(), g.rules().label(), nameAt(g, Mark.X), nameAt(g, Mark.O), result);
    }

    private static String nameAt(StoredGame g, Mark mark) {
        StoredGame.Slot s = g.seat(mark);
        return s == null ? "open seat" : s.name();
    }

    private static Entry entry(GameView v) {
        return new Entry(v.code(), label(v), name(v, "X"), name(v, "O"), v.moves().size(), v.status().code(),
            v.spectators());
    }

    static String label(GameView v) {
        return v.rules().toRules().label();
    }

    private static String name(GameView v, String seat) {
        GameView.PlayerView p = v.players().get(seat);
        return p == null ? "open seat" : p.name();
    }
}
