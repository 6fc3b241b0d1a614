package inrow.web;

import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.GameStatus;
import inrow.protocol.GameView;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The game page's model: the position as the server holds it, so the board shows before any script runs. The
 * script then keeps the page in step with the socket.
 */
public record GamePage(String code, String shareUrl, boolean linkWorksHereOnly, ShareCode qr, String label,
                       GameView game, List<String> columns, List<Row> rows, List<MoveLine> moves, String status,
                       boolean goBoard) {

    public record Row(String number, List<Cell> cells) {
    }

    public record Cell(int x, int y, String mark, String name, boolean last, boolean win, boolean star) {
        public String ariaLabel() {
            return name + ", " + (mark.isEmpty() ? "empty" : mark);
        }

        /** Classes that draw the cell: its edges (where a go board's lines stop), star point, last move, win. */
        public String classes(int width, int height) {
            StringBuilder c = new StringBuilder("cell");
            if (x == 0) {
                c.append(" el");
            }
            if (x == width - 1) {
                c.append(" er");
            }
            if (y == 0) {
                c.append(" et");
            }
            if (y == height - 1) {
                c.append(" eb");
            }
            if (star) {
                c.append(" star");
            }
            if (last) {
                c.append(" last");
            }
            if (win) {
                c.append(" win");
            }
            return c.toString();
        }
    }

    public record MoveLine(int number, String mark, String cell) {
    }

    /** One line of the move list as every notation writes it: "12. H8 J9", black's move then white's. */
    public record MovePair(int number, MoveLine first, MoveLine second) {
    }

    static GamePage of(GameView g, String shareUrl, boolean linkWorksHereOnly, String label) {
        int w = g.rules().width();
        int h = g.rules().height();
        List<String> columns = new ArrayList<>();
        for (int x = 0; x < w; x++) {
            columns.add(String.valueOf((char) ('A' + x)));
        }
        Set<Long> win = new HashSet<>();
        if (g.result() != null) {
            g.result().line().forEach(p -> win.add(BoardLook.key(p[0], p[1])));
        }
        BoardLook look = BoardLook.of(w, h, g.rules().win());
        int[] last = g.moves().isEmpty() ? null : g.moves().get(g.moves().size() - 1);
        List<Row> rows = new ArrayList<>();
        for (int y = 0; y < h; y++) {
            List<Cell> cells = new ArrayList<>();
            String line = g.board().get(y);
            for (int x = 0; x < w; x++) {
                char c = line.charAt(x);
                cells.add(new Cell(x, y, c == '.' ? "" : String.valueOf(c), new Point(x, y).name(h),
                    last != null && last[0] == x && last[1] == y, win.contains(BoardLook.key(x, y)), look.star(x, y)));
            }
            rows.add(new Row(Integer.toString(h - y), cells));
        }
        List<MoveLine> moves = new ArrayList<>();
        for (int i = 0; i < g.moves().size(); i++) {
            int[] m = g.moves().get(i);
            moves.add(new MoveLine(i + 1, i % 2 == 0 ? "X" : "O", new Point(m[0], m[1]).name(h)));
        }
        return new GamePage(g.code(), shareUrl, linkWorksHereOnly, ShareCode.of(shareUrl), label, g, columns, rows,
            moves, status(g), look.go());
    }

    /** The headline above the board; the script replaces it with the same wording as states arrive. */
    static String status(GameView g) {
        if (g.status() == GameStatus.WAITING) {
            return "Waiting for an opponent to join";
        }
        if (g.status() == GameStatus.PLAYING) {
            return g.turn() + " to move";
        }
        var r = g.result();
        if (r.winner() == null) {
            return "Draw";
        }
        return r.winner() + " wins" + (r.reason() == Result.Reason.RESIGN ? " by resignation" : "");
    }

    public List<MovePair> movePairs() {
        List<MovePair> pairs = new ArrayList<>();
        for (int i = 0; i < moves.size(); i += 2) {
            pairs.add(new MovePair(i / 2 + 1, moves.get(i), i + 1 < moves.size() ? moves.get(i + 1) : null));
        }
        return pairs;
    }

    public boolean over() {
        return game.status() == GameStatus.OVER;
    }

    /** What a chat app shows under a pasted link: the game, its players, and what is happening in it. */
    public String description() {
        String x = playerName("X");
        String o = playerName("O");
        String rules = game.rules().width() + "×" + game.rules().height() + ", " + game.rules().win() + " in a row";
        return switch (game.status()) {
            case WAITING -> x + " is waiting for an opponent in a game of " + label + " (" + rules + "). Join with this link.";
            case PLAYING -> x + " vs " + o + ": " + label + " (" + rules + "), live now. Watch with this link.";
            case OVER -> x + " vs " + o + ": " + label + " (" + rules + "), finished. See the game with this link.";
        };
    }

    public String playerName(String seat) {
        GameView.PlayerView p = game.players().get(seat);
        return p == null ? "Open seat" : p.name();
    }
}
