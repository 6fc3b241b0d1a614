package inrow.engine;

/**
 * Which m,n,k game is played: a width x height board where {@code win} stones in a row win. With {@code overline}
 * a longer run also wins (freestyle); without it only exactly {@code win} does (standard gomoku). {@code renju}
 * (five in a row only, overline on for white) restricts black as {@link Renju} says: exactly five wins for black, and
 * double-threes, double-fours and overlines are forbidden to it. With {@code gravity} a stone falls to the lowest empty
 * cell of the column it is dropped in (Connect Four is 7x6, four in a row, with gravity).
 */
public record Rules(int width, int height, int win, boolean overline, boolean renju, boolean gravity) {
    public static final int MIN_SIZE = 3;
    public static final int MAX_SIZE = 26;

    public static final Rules TICTACTOE = new Rules(3, 3, 3, true);
    /** Freestyle gomoku: five or more wins. */
    public static final Rules GOMOKU = new Rules(15, 15, 5, true);
    /** Standard gomoku: exactly five wins, for both sides. */
    public static final Rules STANDARD = new Rules(15, 15, 5, false);
    public static final Rules RENJU = new Rules(15, 15, 5, true, true);
    public static final Rules CONNECT4 = new Rules(7, 6, 4, true, false, true);

    public Rules {
        String problem = problem(width, height, win);
        if (problem == null && renju && (win != 5 || !overline)) {
            problem = "renju is played five in a row, with longer lines winning for white";
        }
        if (problem == null && renju && gravity) {
            problem = "renju is played on an open board, without gravity";
        }
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    public Rules(int width, int height, int win, boolean overline) {
        this(width, height, win, overline, false, false);
    }

    public Rules(int width, int height, int win, boolean overline, boolean renju) {
        this(width, height, win, overline, renju, false);
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
            case "connect4" -> CONNECT4;
            default -> null;
        };
    }

    /** The preset these rules are, by the name {@link #preset} takes ("gomoku" for freestyle), or "custom". */
    public String kind() {
        for (String name : new String[] {"tictactoe", "gomoku", "standard", "renju", "connect4"}) {
            if (equals(preset(name))) {
                return name;
            }
        }
        return "custom";
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

    /** A short human label: "Tic-tac-toe", "Gomoku", "Connect Four", or "9x9, 4 in a row". */
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
        if (equals(CONNECT4)) {
            return "Connect Four";
        }
        return width + "x" + height + ", " + win + " in a row" + (overline ? "" : ", exact") + (gravity ? ", gravity" : "");
    }
}
