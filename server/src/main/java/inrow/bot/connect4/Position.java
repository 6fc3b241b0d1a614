package inrow.bot.connect4;

import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;

/**
 * A gravity board as two bitboards, for search: {@code mask} holds every stone, {@code current} those of the side to
 * move. Column c takes bits c*(height+1) up to c*(height+1)+height-1, bottom first; the bit above each column stays
 * empty, so a run shifted across a column edge meets a zero and stops, and {@code current + mask} is a unique key
 * (plus one per column it is a bit just above the stones with the mover's stones below it). Mutable: search plays and undoes
 * by copying the two longs, which is cheaper than keeping a move stack.
 *
 * <p>Only boards with width*(height+1) <= 64 fit (Connect Four's 7x6 takes 49 bits); longer runs count as wins, so
 * it is for rules with overline.
 */
public final class Position {
    final int width;
    final int height;
    final int win;
    /** One bit at the bottom of each column. */
    final long bottom;
    /** Every playable cell. */
    final long board;
    long current;
    long mask;
    int moves;

    public Position(int width, int height, int win) {
        if (!fits(width, height)) {
            throw new IllegalArgumentException(width + "x" + height + " does not fit in 64 bits");
        }
        this.width = width;
        this.height = height;
        this.win = win;
        long b = 0;
        for (int c = 0; c < width; c++) {
            b |= 1L << (c * (height + 1));
        }
        bottom = b;
        board = b * ((1L << height) - 1);
    }

    private Position(Position p) {
        width = p.width;
        height = p.height;
        win = p.win;
        bottom = p.bottom;
        board = p.board;
        current = p.current;
        mask = p.mask;
        moves = p.moves;
    }

    public static boolean fits(int width, int height) {
        return width * (height + 1) <= 64;
    }

    /** Whether these rules can be searched on a bitboard: gravity, overline (runs of k or more win), and the size. */
    public static boolean supports(Rules rules) {
        return rules.gravity() && rules.overline() && !rules.renju() && fits(rules.width(), rules.height());
    }

    /** The position of a game (whose rules {@link #supports} allows); its columns are the game's x. */
    public static Position of(Game game) {
        Rules rules = game.rules();
        Position p = new Position(rules.width(), rules.height(), rules.win());
        for (Point move : game.moves()) {
            p.play(move.x());
        }
        return p;
    }

    /** Connect Four (7x6, four) from a 1-based column sequence such as "4455", the published test notation. */
    public static Position ofSequence(String columns) {
        Position p = new Position(7, 6, 4);
        for (char ch : columns.toCharArray()) {
            int c = ch - '1';
            if (c < 0 || c >= 7 || !p.canPlay(c) || p.isWinningMove(c)) {
                throw new IllegalArgumentException("not a game in progress: " + columns);
            }
            p.play(c);
        }
        return p;
    }

    /**
     * The position with this {@link #key()}. Adding one per column to a key gives, per column, a bit just above the
     * stones with the mover's stones below it (no carry crosses a column).
     */
    static Position ofKey(long key, int width, int height, int win) {
        Position p = new Position(width, height, win);
        long marked = key + p.bottom;
        for (int c = 0; c < width; c++) {
            long bits = (marked >>> (c * (height + 1))) & ((1L << (height + 1)) - 1);
            int stones = 63 - Long.numberOfLeadingZeros(bits);
            long column = ((1L << stones) - 1) << (c * (height + 1));
            p.mask |= column;
            p.current |= (bits << (c * (height + 1))) & column;
            p.moves += stones;
        }
        return p;
    }

    public Position copy() {
        return new Position(this);
    }

    public int moves() {
        return moves;
    }

    public int width() {
        return width;
    }

    public int cells() {
        return width * height;
    }

    public boolean canPlay(int column) {
        return (mask & topCell(column)) == 0;
    }

    /** Drops the mover's stone into a column that is not full. */
    public void play(int column) {
        playBits((mask + bottomCell(column)) & columnMask(column));
    }

    /** Plays the one-bit {@code move}: the side to move swaps, so {@code current} becomes the other side's stones. */
    void playBits(long move) {
        current ^= mask;
        mask |= move;
        moves++;
    }

    /** Whether dropping into this column (which must not be full) wins at once. */
    public boolean isWinningMove(int column) {
        return (winningCells() & possible() & columnMask(column)) != 0;
    }

    public boolean canWinNext() {
        return (winningCells() & possible()) != 0;
    }

    /** The cells where a stone would land now, one per column that is not full. */
    long possible() {
        return (mask + bottom) & board;
    }

    /**
     * The moves that do not hand the opponent a win on their next move, assuming the mover cannot win at once:
     * none when the opponent has two immediate wins or one the mover cannot block; only the block when it has one;
     * and never the cell right under an opponent's winning cell.
     */
    long nonLosingMoves() {
        long possible = possible();
        long threats = opponentWinningCells();
        long forced = possible & threats;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0;
            }
            possible = forced;
        }
        return possible & ~(threats >>> 1);
    }

    /** How many winning cells the mover would have after playing {@code move}: the threat count that orders moves. */
    int threatsAfter(long move) {
        return Long.bitCount(winningCells(current | move, mask | move));
    }

    long winningCells() {
        return winningCells(current, mask);
    }

    long opponentWinningCells() {
        return winningCells(current ^ mask, mask);
    }

    /**
     * Empty cells that complete a run of {@code win} for the stones {@code stones}: for each direction and each place
     * the empty cell could take in the run, the cells whose k-1 partners are all stones. Vertically only the cell on
     * top of a column run counts, the only one a stone can reach.
     */
    private long winningCells(long stones, long all) {
        long r;
        int h = height;
        if (win == 4) {
            // The common case spelt out: the loops below give the same bits, this is what search calls most.
            r = (stones << 1) & (stones << 2) & (stones << 3);
            r |= fours(stones, h + 1) | fours(stones, h) | fours(stones, h + 2);
        } else {
            r = board;
            for (int i = 1; i < win; i++) {
                r &= shift(stones, i);
            }
            r |= runs(stones, h + 1) | runs(stones, h) | runs(stones, h + 2);
        }
        return r & (board ^ all);
    }

    /** Cells completing a run of {@code win} along shift {@code s}, for each place j the cell takes in the run. */
    private long runs(long stones, int s) {
        long r = 0;
        for (int j = 0; j < win; j++) {
            long cells = board;
            for (int i = 0; i < win && cells != 0; i++) {
                if (i != j) {
                    cells &= shift(stones, (j - i) * s);
                }
            }
            r |= cells;
        }
        return r;
    }

    private static long fours(long p, int s) {
        long pair = (p << s) & (p << 2 * s);
        long r = pair & (p << 3 * s);
        r |= pair & (p >>> s);
        pair = (p >>> s) & (p >>> 2 * s);
        r |= pair & (p << s);
        r |= pair & (p >>> 3 * s);
        return r;
    }

    /** Left for positive counts, right for negative; a shift past the word is empty (Java would wrap it). */
    private static long shift(long bits, int by) {
        if (by >= 64 || by <= -64) {
            return 0;
        }
        return by >= 0 ? bits << by : bits >>> -by;
    }

    /** A unique number for the position; the same stones give the same key whatever the order they were played. */
    public long key() {
        return current + mask;
    }

    /** The key of the left-right mirror image: the same value, so the book stores one of the two. */
    public long mirroredKey() {
        long k = key();
        long m = 0;
        int column = height + 1;
        long columnBits = (1L << column) - 1;
        for (int c = 0; c < width; c++) {
            long bits = (k >>> (c * column)) & columnBits;
            m |= bits << ((width - 1 - c) * column);
        }
        return m;
    }

    /** The column of a one-bit move. */
    int columnOf(long move) {
        return Long.numberOfTrailingZeros(move) / (height + 1);
    }

    long topCell(int column) {
        return 1L << (height - 1 + column * (height + 1));
    }

    long bottomCell(int column) {
        return 1L << (column * (height + 1));
    }

    long columnMask(int column) {
        return ((1L << height) - 1) << (column * (height + 1));
    }

    /** The score of a win with the mover's next stone: (cells + 1 - moves) / 2, 22 minus that stone's number on 7x6. */
    int winNowScore() {
        return (cells() + 1 - moves) / 2;
    }

    /** The lowest possible score: losing to the opponent's next stone. */
    int minScore() {
        return -(cells() - moves) / 2;
    }
}
