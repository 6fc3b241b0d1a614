package inrow.engine;

/**
 * Which m,n,k game is played: a width x height board where {@code win} stones in a row win. With {@code overline}
 * a longer run also wins (freestyle); without it only exactly {@code win} does (standard gomoku). {@code renju}
 * (five in a row only, overline on for white) restricts black as {@link Renju} says: exactly five wins for black, and
 * double-threes, double-fours and overlines are forbidden to it.
 */
public record Rules(int width, int height, int win, boolean overline, boolean renju) {
    public static final int MIN_SIZE = 3;
    public static final int MAX_SIZE = 26;

    public static final Rules TICTACTOE = new Rules(3, 3, 3, true);
    /** Freestyle gomoku: five or more wins. */
    public static final Rules GOMOKU = new Rules(15, 15, 5, true);
    /** Standard gomoku: exactly five wins, for both sides. */
    public static final Rules STANDARD = new Rules(15, 15, 5, false);
    public static final Rules RENJU = new Rules(15, 15, 5, true, true);

    public Rules {
        String problem = problem(width, height, win);
        if (problem == null && renju && (win != 5 || !overline)) {
            problem = "renju is played five in a row, with longer lines winning for white";
        }
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    public Rules(int width, int height, int win, boolean overline) {
        this(width, height, win, overline, false);
    }

    /** Why these numbers make no game, or null when they do; lets callers answer bad input without exceptions. */
    public static String problem(int width, int height, int win) {
        if (width < MIN_SIZE || width > MAX_SIZE || height < MIN_SIZE || height > MAX_SIZE) {
            return "width and height must be between " + MIN_SIZE + " and " + MAX_SIZE;
        }
        if (win < 3 || win > Math.max(width, height)) {
            return "k (stones in a row) must be between 3 and " + Math.max(width, height);
        }
        return null;
    }

    /** A named preset, or null for an unknown name. */
    public static Rules preset(String name) {
        if (name == null) {
            return null;
        }
        return switch (name) {
            case "tictactoe" -> TICTACTOE;
            case "gomoku", "freestyle" -> GOMOKU;
            case "standard" -> STANDARD;
            case "renju" -> RENJU;
            default -> null;
        };
    }

    public int cells() {
        return width * height;
    }

    /** Whether this mark wins only with exactly {@code win} in a row: everyone without overline, black in renju. */
    public boolean exactFor(Mark mark) {
        return !overline || (renju && mark == Mark.X);
    }

    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** A short human label: "Tic-tac-toe", "Gomoku", or "9x9, 4 in a row". */
    public String label() {
        if (equals(TICTACTOE)) {
            return "Tic-tac-toe";
        }
        if (equals(GOMOKU)) {
            return "Gomoku";
        }
        if (equals(STANDARD)) {
            return "Standard gomoku";
        }
        if (equals(RENJU)) {
            return "Renju";
        }
        return width + "x" + height + ", " + win + " in a row" + (overline ? "" : ", exact");
    }
}
