package inrow.tools;

import inrow.engine.Game;
import inrow.engine.Lines;
import inrow.engine.Renju;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * The board as the Gomocup manager describes it: our stones, the opponent's, and cells of an already scored line
 * (continuous games). The manager may impose any position (BOARD, TAKEBACK), so the board is kept here, and an InRow
 * {@link Game} is built from it only when the bot has to move: by replaying the stones with the two colours
 * alternating, which works whenever the counts could come from alternating moves with us to move.
 */
final class PbrainBoard {
    static final byte EMPTY = 0;
    static final byte OWN = 1;
    static final byte OPPONENT = 2;
    /** A cell of a line already scored in a continuous game: taken, but nobody's stone any more. */
    static final byte BLOCKED = 3;

    private final int width;
    private final int height;
    private final byte[] cells;
    /** Own and opponent stones in the order they were placed: the replay keeps it, so the last move stays last. */
    private final List<Point> order = new ArrayList<>();

    PbrainBoard(int width, int height) {
        this.width = width;
        this.height = height;
        this.cells = new byte[width * height];
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    byte at(int x, int y) {
        return cells[y * width + x];
    }

    boolean isEmpty(int x, int y) {
        return contains(x, y) && at(x, y) == EMPTY;
    }

    int emptyCells() {
        int n = 0;
        for (byte c : cells) {
            n += c == EMPTY ? 1 : 0;
        }
        return n;
    }

    int stones() {
        return order.size();
    }

    /** Puts a stone (or a blocked mark) on an empty cell. */
    void place(int x, int y, byte field) {
        if (!isEmpty(x, y)) {
            throw new IllegalArgumentException("cell " + x + "," + y + " is not an empty cell of the board");
        }
        cells[y * width + x] = field;
        if (field == OWN || field == OPPONENT) {
            order.add(new Point(x, y));
        }
    }

    /** Empties a cell; false when it was already empty or off the board. */
    boolean remove(int x, int y) {
        if (!contains(x, y) || at(x, y) == EMPTY) {
            return false;
        }
        cells[y * width + x] = EMPTY;
        order.remove(new Point(x, y));
        return true;
    }

    void clear() {
        java.util.Arrays.fill(cells, EMPTY);
        order.clear();
    }

    /** What the board becomes for the engine, under these rules, with us to move. */
    sealed interface Position {
        /** A game in progress with us to move as {@code us}. */
        record Ready(Game game, Mark us) implements Position {
        }

        /** A line already wins on the board: no game in progress to ask the bot about. */
        record Decided(String reason) implements Position {
        }

        /** No alternating game reaches this board with us to move. */
        record Invalid(String reason) implements Position {
        }
    }

    /**
     * Replays the board as an InRow game. Equal counts make us X (we moved first); one opponent stone more makes us O.
     * Within each colour the placing order is kept, except that a stone which would end the game early (a line of
     * exactly k that a later stone turns into an overline, under the exact rule) is put off until it no longer wins.
     * Blocked cells are left out: the engine has no neutral stones; callers keep the bot off them.
     */
    Position toGame(Rules rules) {
        if (rules.width() != width || rules.height() != height) {
            throw new IllegalArgumentException("rules are for another board size");
        }
        List<Point> own = new ArrayList<>();
        List<Point> opponent = new ArrayList<>();
        for (Point p : order) {
            (at(p.x(), p.y()) == OWN ? own : opponent).add(p);
        }
        Mark us;
        List<Point> xs;
        List<Point> os;
        if (own.size() == opponent.size()) {
            us = Mark.X;
            xs = own;
            os = opponent;
        } else if (opponent.size() == own.size() + 1) {
            us = Mark.O;
            xs = opponent;
            os = own;
        } else {
            return new Position.Invalid("cannot play from a board with " + own.size() + " own and " + opponent.size()
                + " opponent stones: with us to move the opponent must have as many stones as we do or one more");
        }
        byte[] scratch = new byte[rules.cells()];
        Game game = Game.start(rules);
        int total = xs.size() + os.size();
        for (int i = 0; i < total; i++) {
            boolean xTurn = i % 2 == 0;
            List<Point> pending = xTurn ? xs : os;
            byte code = xTurn ? (byte) 1 : (byte) 2;
            int pick = 0;
            for (int j = 0; j < pending.size(); j++) {
                Point p = pending.get(j);
                scratch[p.y() * width + p.x()] = code;
                boolean wins = Lines.wins(rules, scratch, p.x(), p.y());
                scratch[p.y() * width + p.x()] = 0;
                // Renju: the manager's board gives no order, so replay black's stones in an order where none is
                // forbidden when it is placed (the real game had one).
                boolean forbidden = xTurn && rules.renju() && Renju.foul(rules, scratch, p.x(), p.y()) != null;
                if (!wins && !forbidden) {
                    pick = j;
                    break;
                }
                if (forbidden && j == pending.size() - 1) {
                    return new Position.Invalid("no order of these stones is a legal renju game for black");
                }
                if (j == pending.size() - 1) {
                    Mark who = xTurn ? Mark.X : Mark.O;
                    return new Position.Decided((who == us ? "our" : "the opponent's") + " stones already make "
                        + rules.win() + " in a row");
                }
            }
            Point p = pending.remove(pick);
            scratch[p.y() * width + p.x()] = code;
            MoveResult r = game.play(p.x(), p.y());
            if (!(r instanceof MoveResult.Played played)) {
                throw new IllegalStateException("replaying " + p + " was refused: " + r);
            }
            game = played.game();
        }
        if (game.isOver()) {
            // Only a full board can end the game here: no replayed stone made a line.
            return new Position.Decided("the board is full");
        }
        return new Position.Ready(game, us);
    }

    /**
     * A legal move that needs no thinking: the empty cell next to a stone that is nearest the centre, or the centre
     * area of an empty board. Used when the bot cannot answer in time or picks a cell the engine did not know was taken.
     */
    Point fallback() {
        return fallback(p -> true);
    }

    /** As {@link #fallback()}, among the cells {@code allowed} accepts (renju: not a point forbidden to us as black). */
    Point fallback(java.util.function.Predicate<Point> allowed) {
        Point best = null;
        double bestScore = Double.MAX_VALUE;
        double cx = (width - 1) / 2.0;
        double cy = (height - 1) / 2.0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (at(x, y) != EMPTY || !allowed.test(new Point(x, y))) {
                    continue;
                }
                double score = Math.hypot(x - cx, y - cy) + (hasNeighbour(x, y) ? 0 : 1000);
                if (score < bestScore) {
                    bestScore = score;
                    best = new Point(x, y);
                }
            }
        }
        return best;
    }

    private boolean hasNeighbour(int x, int y) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if ((dx != 0 || dy != 0) && contains(x + dx, y + dy) && at(x + dx, y + dy) != EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }
}
