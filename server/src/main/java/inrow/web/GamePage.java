package inrow.web;

import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.GameStatus;
import inrow.protocol.GameView;
import inrow.protocol.SeatKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The game page's model: the position as the server holds it, so the board shows before any script runs. The
 * script then keeps the page in step with the socket.
 */
public record GamePage(String code, String shareUrl, boolean linkWorksHereOnly, ShareCode qr, GameView game,
                       List<String> columns, List<Row> rows, List<MoveLine> moves, boolean goBoard,
                       String tournament) {

    /** A column of a board with gravity, its cells top to bottom: one button, since a move names only the column. */
    public record Column(int x, String letter, List<Cell> cells) {
    }

    public record Row(String number, List<Cell> cells) {
    }

    public record Cell(int x, int y, String mark, String name, boolean last, boolean win, boolean star) {
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

    static GamePage of(GameView g, String shareUrl, boolean linkWorksHereOnly) {
        int w = g.rules().width();
        int h = g.rules().height();
        List<String> columns = new ArrayList<>();
        for (int x = 0; x < w; x++) {
            columns.add(String.valueOf((char) ('A' + x)));
        }
        Set<Long> win = new HashSet<>();
        if (g.result() != null) {
            g.result().line().forEach(p -> win.add(BoardLook.key(p.x(), p.y())));
        }
        BoardLook look = BoardLook.of(w, h, g.rules().win());
        Point last = g.moves().isEmpty() ? null : g.moves().get(g.moves().size() - 1);
        List<Row> rows = new ArrayList<>();
        for (int y = 0; y < h; y++) {
            List<Cell> cells = new ArrayList<>();
            String line = g.board().get(y);
            for (int x = 0; x < w; x++) {
                char c = line.charAt(x);
                Point here = new Point(x, y);
                cells.add(new Cell(x, y, c == '.' ? "" : String.valueOf(c), here.name(h), here.equals(last),
                    win.contains(BoardLook.key(x, y)), look.star(x, y)));
            }
            rows.add(new Row(Integer.toString(h - y), cells));
        }
        List<MoveLine> moves = new ArrayList<>();
        for (int i = 0; i < g.moves().size(); i++) {
            moves.add(new MoveLine(i + 1, i % 2 == 0 ? "X" : "O", g.moves().get(i).name(h)));
        }
        return new GamePage(g.code(), shareUrl, linkWorksHereOnly, ShareCode.of(shareUrl), g, columns, rows, moves,
            BoardLook.stones(g.rules()), null);
    }

    /**
     * The page opened from an arena ({@code ?t=ID}): it links back to it. Written by the server, only then, so the
     * page opened any other way carries no byte of it.
     */
    GamePage fromTournament(String id) {
        return id == null || !TournamentPages.ID.matcher(id).matches() ? this
            : new GamePage(code, shareUrl, linkWorksHereOnly, qr, game, columns, rows, moves, goBoard, id);
    }

    /** Gravity (Connect Four): the board is drawn upright, as columns to drop discs into. */
    public boolean gravity() {
        return game.rules().gravity();
    }

    /** The board as columns, left to right, for a board with gravity. */
    public List<Column> dropColumns() {
        List<Column> out = new ArrayList<>();
        for (int x = 0; x < columns.size(); x++) {
            List<Cell> cells = new ArrayList<>();
            for (Row r : rows) {
                cells.add(r.cells().get(x));
            }
            out.add(new Column(x, columns.get(x), cells));
        }
        return out;
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

    public String label(Texts t) {
        var r = game.rules();
        return t.label(r.width(), r.height(), r.win(), r.overline(), r.renju(), r.gravity());
    }

    /**
     * The groups of messages the page's scripts get: a game with a computer also gets its comments' words
     * (js.comment.; seats are given at creation, so a game without one never gets a computer), a game with an opening
     * the opening's (js.opening.), and one with renju's tournament opening its steps' (js.step., read only by
     * tournament.js); every other game page is spared their bytes. The review's words (js.review.) come with its
     * module once a round is over ({@code /api/texts/review}).
     */
    public String messageGroups() {
        String all = "js.common.,js.game.,js.error.";
        if (game.players().values().stream().anyMatch(p -> p != null && p.kind() == SeatKind.BOT)) {
            all += ",js.comment.";
        }
        GameView.OpeningView o = game.opening();
        return o == null ? all : all + ",js.opening." + (o.step() != null ? ",js.step." : "");
    }

    /**
     * The game's terms, as a player wants them before and during play (lichess shows "3+2" at the top of a game):
     * the game, its clock ("3 min + 2 s"; a 3+2 and a 3+0 game looked alike) and its opening rule.
     */
    public String terms(Texts t) {
        List<String> parts = new ArrayList<>();
        parts.add(label(t));
        parts.add(clockTerms(t, game.clock()));
        if (game.opening() != null && game.opening().name() != null) {
            parts.add(t.get("game.opening.canonical", "name", game.opening().name()));
        } else if (game.opening() != null) {
            parts.add(t.get(switch (game.opening().rule()) {
                case "swap2" -> "js.opening.swap2";
                case "soosorv8" -> "js.step.soosorv8";
                case "taraguchi10" -> "js.step.taraguchi10";
                default -> "js.opening.swap";
            }));
        }
        return String.join(" \u00b7 ", parts);
    }

    static String clockTerms(Texts t, GameView.ClockView c) {
        if (c == null) {
            return t.get("js.common.clock.none");
        }
        if (c.perMoveMs() > 0) {
            return c.perMoveMs() % DAY_MS == 0 ? t.get("js.common.clock.days", "d", c.perMoveMs() / DAY_MS)
                : t.get("js.common.clock.perMove", "s", c.perMoveMs() / 1000);
        }
        Object minutes = c.initialMs() % 60_000 == 0 ? (Object) (c.initialMs() / 60_000) : c.initialMs() / 60_000.0;
        return t.get("js.common.clock.fischer", "m", minutes, "s", c.incrementMs() / 1000);
    }

    private static final long DAY_MS = 86_400_000L;

    /** What a chat app shows under a pasted link: the game, its players, and what is happening in it. */
    public String description(Texts t) {
        String key = switch (game.status()) {
            case WAITING -> "page.description.waiting";
            case PLAYING -> "page.description.playing";
            case OVER -> "page.description.over";
        };
        return t.get(key, "x", playerName(t, "X"), "o", playerName(t, "O"), "game", label(t));
    }

    /** The headline before the script takes over, in the words the script uses. */
    public String status(Texts t) {
        if (game.status() == GameStatus.WAITING) {
            return t.get("js.game.waitingPlayers");
        }
        var opening = game.opening();
        if (game.status() == GameStatus.PLAYING && opening != null && opening.actor() != null) {
            // A swap opening: who acts is the opening's actor, whatever colour the next stone is.
            return t.get(opening.phase() == inrow.protocol.OpeningPhase.CHOOSE ? "js.opening.choosing"
                : "js.opening.placing", "name", playerName(t, opening.actor()));
        }
        if (game.status() == GameStatus.PLAYING) {
            return t.get("js.game.toMove", "name", playerName(t, game.turn()), "seat", side(t, game.turn()));
        }
        var r = game.result();
        if (r.winner() == null) {
            return t.get("js.game.draw");
        }
        return t.get("js.game.wins", "name", playerName(t, r.winner()), "seat", side(t, r.winner()));
    }

    /**
     * A seat in a sentence, as the script's seats.js names it: Black or White on a go board, Red or Yellow with
     * gravity (the discs' colours), else X or O.
     */
    public String side(Texts t, String seat) {
        if (gravity()) {
            return t.get(seat.equals("X") ? "js.common.side.red" : "js.common.side.yellow");
        }
        if (!goBoard) {
            return seat;
        }
        return t.get(seat.equals("X") ? "js.common.side.black" : "js.common.side.white");
    }

    /**
     * The open seat's card's title: who is waiting for an opponent, and to what ("Ana invites you to a game of
     * gomoku"), or just that a seat is open when nobody sits yet.
     */
    public String joinTitle(Texts t) {
        for (String seat : java.util.List.of("X", "O")) {
            GameView.PlayerView p = game.players().get(seat);
            if (p != null && p.kind() == SeatKind.HUMAN) {
                return t.get("js.game.join.invited", "name", p.name(), "game", label(t));
            }
        }
        return t.get("js.game.join.open");
    }

    public String playerName(Texts t, String seat) {
        GameView.PlayerView p = game.players().get(seat);
        if (p == null) {
            return t.get("js.common.openSeat");
        }
        // A computer by its level in the page's language, as the script names it (seats.js); so a nameless person.
        if (p.kind() == SeatKind.BOT && p.level() != null) {
            return t.get("js.common.level." + p.level());
        }
        Integer n = t.catalogue().defaultNames().get(p.name());
        return n == null ? p.name() : t.get("js.common.player", "n", n);
    }

}
