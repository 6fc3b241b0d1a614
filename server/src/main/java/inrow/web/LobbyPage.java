package inrow.web;

import inrow.engine.Mark;
import inrow.game.StoredGame;
import inrow.protocol.GameView;
import java.util.List;

/** The lobby's model: the quick-pairing pools, and the live games anyone can join or watch. */
public record LobbyPage(List<PoolRow> pools, List<Entry> games, List<Finished> finished) {
    /** One game kind's pools, casual or rated: its name's message key and its clocks. */
    public record PoolRow(String game, String nameKey, List<PoolCell> cells, boolean rated) {
        /** Unique on the page (an element id): {@code gomoku-standard} or {@code gomoku-standard-rated}. */
        public String id() {
            return game + (rated ? "-rated" : "");
        }
    }

    /**
     * One pool's button: its id on the wire, and how its clock reads: {@code fischer} ("3+2", the same in every
     * language), else the message key and number of a per-move, days or untimed clock.
     */
    public record PoolCell(String id, String fischer, String key, long n) {
        /** The button's clock in this page's language. */
        public String label(Texts t) {
            return fischer != null ? fischer : n > 0 ? t.get(key, "n", n) : t.get(key);
        }
    }

    /** The pools' rows; the rated ones, each after its kind's casual row, only for a signed-in viewer. */
    static List<PoolRow> rows(inrow.lobby.PoolCatalogue catalogue, boolean signedIn) {
        java.util.Map<String, List<PoolCell>> byGame = new java.util.LinkedHashMap<>();
        for (inrow.lobby.PoolGame g : catalogue.all()) {
            if (g.key().rated() && !signedIn) {
                continue;
            }
            String clock = g.key().clock();
            PoolCell cell = clock.equals("none") ? new PoolCell(g.key().id(), null, "js.common.clock.none", 0)
                : clock.endsWith("d") ? new PoolCell(g.key().id(), null, "lobby.quick.days",
                    Long.parseLong(clock.substring(0, clock.length() - 1)))
                : clock.endsWith("s") ? new PoolCell(g.key().id(), null, "lobby.quick.perMove",
                    Long.parseLong(clock.substring(0, clock.length() - 1)))
                : new PoolCell(g.key().id(), clock, null, 0);
            byGame.computeIfAbsent(g.key().game() + (g.key().rated() ? "/rated" : ""),
                k -> new java.util.ArrayList<>()).add(cell);
        }
        List<PoolRow> rows = new java.util.ArrayList<>();
        for (var e : byGame.entrySet()) {
            boolean rated = e.getKey().endsWith("/rated");
            String game = rated ? e.getKey().substring(0, e.getKey().length() - "/rated".length()) : e.getKey();
            PoolRow row = new PoolRow(game, "lobby.quick.game." + game, e.getValue(), rated);
            // Rated rows follow their kind's casual row.
            int at = rows.size();
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).game().equals(game)) {
                    at = i + 1;
                }
            }
            rows.add(at, row);
        }
        return rows;
    }
    public record Entry(String code, String label, String x, String o, int moves, String status, int spectators) {
    }

    /** A finished game in the "Recent games" list. */
    public record Finished(String code, String label, String x, String o, String result) {
    }

    static LobbyPage of(List<GameView> live, List<StoredGame> finished) {
        return of(live, finished, false);
    }

    /** {@code signedIn}: the viewer has an account, and is offered the rated pools too. */
    static LobbyPage of(List<GameView> live, List<StoredGame> finished, boolean signedIn) {
        return new LobbyPage(rows(inrow.lobby.PoolCatalogue.standard(), signedIn), live.stream().limit(50).map(LobbyPage::entry).toList(),
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
