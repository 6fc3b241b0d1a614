package inrow.engine;

import java.util.Arrays;
import java.util.List;

/**
 * One immutable position of an m,n,k game with the moves that led to it. Playing returns a new game, so a snapshot
 * can be handed to another thread (a bot, a broadcaster) without copying or locking.
 */
public final class Game {
    private static final byte EMPTY = 0;

    private final Rules rules;
    private final byte[] cells;
    private final MoveList moves;
    private final Result result;
    /**
     * Black's forbidden points, worked out on first use: every view of the room (a spectator arriving, a presence
     * mark) reads them, and the whole board's check costs far more than the view. Racing threads compute the same.
     */
    private volatile List<Point> forbidden;

    private Game(Rules rules, byte[] cells, MoveList moves, Result result) {
        this.rules = rules;
        this.cells = cells;
        this.moves = moves;
        this.result = result;
    }

    public static Game start(Rules rules) {
        return new Game(rules, new byte[rules.cells()], MoveList.empty(), null);
    }

    /** Replays stored moves; a move the rules refuse means the record is corrupt, which is a bug, not input. */
    public static Game replay(Rules rules, List<Point> moves) {
        Game game = start(rules);
        for (Point p : moves) {
            MoveResult r = game.play(p.x(), p.y());
            if (!(r instanceof MoveResult.Played played)) {
                throw new IllegalStateException("move " + p + " is illegal: " + ((MoveResult.Refused) r).reason());
            }
            game = played.game();
        }
        return game;
    }

    public MoveResult play(int x, int y) {
        if (result != null) {
            return new MoveResult.Refused(Illegal.GAME_OVER);
        }
        if (!rules.contains(x, y)) {
            return new MoveResult.Refused(Illegal.OUT_OF_BOUNDS);
        }
        int index = y * rules.width() + x;
        if (cells[index] != EMPTY) {
            return new MoveResult.Refused(Illegal.OCCUPIED);
        }
        if (rules.gravity() && y != landing(x)) {
            return new MoveResult.Refused(Illegal.FLOATING);
        }
        Mark mover = turn();
        Renju.Foul foul = rules.renju() && mover == Mark.X ? Renju.foul(rules, cells, x, y) : null;
        if (foul != null) {
            return new MoveResult.Refused(Illegal.FORBIDDEN, foul);
        }
        byte[] next = Arrays.copyOf(cells, cells.length);
        next[index] = code(mover);
        MoveList played = moves.plus(Point.of(x, y));

        Result outcome = null;
        List<Point> run = Lines.winningRun(rules, next, x, y);
        if (run != null) {
            outcome = new Result(mover, Result.Reason.LINE, run);
        } else if (played.size() == cells.length) {
            outcome = Result.draw();
        }
        return new MoveResult.Played(new Game(rules, next, played, outcome));
    }

    /**
     * Gravity: drops a stone into column {@code x}; it lands on the lowest empty cell. A full column is
     * {@link Illegal#OCCUPIED}.
     */
    public MoveResult drop(int x) {
        if (result != null) {
            return new MoveResult.Refused(Illegal.GAME_OVER);
        }
        if (!rules.contains(x, 0)) {
            return new MoveResult.Refused(Illegal.OUT_OF_BOUNDS);
        }
        int y = landing(x);
        return y < 0 ? new MoveResult.Refused(Illegal.OCCUPIED) : play(x, y);
    }

    /**
     * The row a stone dropped into column {@code x} lands on: the lowest empty cell (rows count from the top, so the
     * largest empty y), or -1 when the column is full.
     */
    public int landing(int x) {
        for (int y = rules.height() - 1; y >= 0; y--) {
            if (cells[y * rules.width() + x] == EMPTY) {
                return y;
            }
        }
        return -1;
    }

    /** Whether the side to move may play (x, y) now: on the board, empty, landed on under gravity, not forbidden. */
    public boolean isLegal(int x, int y) {
        if (result != null || !rules.contains(x, y) || cells[y * rules.width() + x] != EMPTY) {
            return false;
        }
        if (rules.gravity() && y != landing(x)) {
            return false;
        }
        return !(rules.renju() && toMove() == Mark.X && Renju.foul(rules, cells, x, y) != null);
    }

    /** The game ended by one side giving up or being given up on; unchanged when it is already over. */
    public Game forfeit(Mark loser, Result.Reason reason) {
        return result != null ? this : new Game(rules, cells, moves, Result.forfeit(loser, reason));
    }

    /**
     * The game ended off the board: by time, agreement or abort ({@code winner} null for no winner); unchanged when
     * it is already over.
     */
    public Game end(Mark winner, Result.Reason reason) {
        return result != null ? this : new Game(rules, cells, moves, new Result(winner, reason, List.of()));
    }

    /** The position after the first {@code ply} moves of this game, as if the rest were never played. */
    public Game upTo(int ply) {
        if (ply < 0 || ply > moves.size()) {
            throw new IllegalArgumentException("no position at ply " + ply + " of " + moves.size());
        }
        return replay(rules, moves.subList(0, ply));
    }

    public Rules rules() {
        return rules;
    }

    public List<Point> moves() {
        return moves;
    }

    public int ply() {
        return moves.size();
    }

    public Point lastMove() {
        return moves.isEmpty() ? null : moves.get(moves.size() - 1);
    }

    public boolean isOver() {
        return result != null;
    }

    /** Null while the game goes on. */
    public Result result() {
        return result;
    }

    /** Whose move it is, or null when the game is over. */
    public Mark turn() {
        return result != null ? null : toMove();
    }

    /** Whose move it would be by count alone, over or not. */
    public Mark toMove() {
        return moves.size() % 2 == 0 ? Mark.X : Mark.O;
    }

    /** The stone at a cell, or null when it is empty. */
    public Mark at(int x, int y) {
        return switch (cells[y * rules.width() + x]) {
            case 1 -> Mark.X;
            case 2 -> Mark.O;
            default -> null;
        };
    }

    /** One row as text, '.' for empty: the wire and test form of the board. */
    public String row(int y) {
        char[] line = new char[rules.width()];
        for (int x = 0; x < line.length; x++) {
            Mark m = at(x, y);
            line[x] = m == null ? '.' : m.symbol();
        }
        return new String(line);
    }

    /**
     * The board's rows as text, top row first ('.' empty); unmodifiable. Each row is written when it is read.
     *
     * <p>Why not kept: a room puts the rows in the view it shows after every move, but only a whole state frame (a
     * joiner, a page) reads them; the moves themselves go out as moves. Kept rows, even carried over from the game
     * before with only the changed row made anew, lived as long as their row went unchanged, half a minute in a
     * busy game, and the collector copied them between survivor spaces at every young collection meanwhile.
     */
    public List<String> rows() {
        return new Rows();
    }

    /** The rows of this game, read through: a list of strings that are made when asked for. */
    private final class Rows extends java.util.AbstractList<String> implements java.util.RandomAccess {
        @Override
        public String get(int y) {
            if (y < 0 || y >= rules.height()) {
                throw new IndexOutOfBoundsException("row " + y + " of " + rules.height());
            }
            return row(y);
        }

        @Override
        public int size() {
            return rules.height();
        }
    }

    /** Renju: the points black may not play now (empty when white is to move, the game is over, or not renju). */
    public List<Point> forbidden() {
        if (!rules.renju() || turn() != Mark.X) {
            return List.of();
        }
        List<Point> points = forbidden;
        if (points == null) {
            points = List.copyOf(Renju.forbiddenPoints(rules, cells));
            forbidden = points;
        }
        return points;
    }

    /** A copy of the cells, row-major: 0 empty, 1 X, 2 O. For search code that keeps its own mutable board. */
    public byte[] cells() {
        return cells.clone();
    }

    public static byte code(Mark mark) {
        return mark == Mark.X ? (byte) 1 : (byte) 2;
    }

    @Override
    public String toString() {
        return String.join("\n", rows());
    }
}
