package inrow.bot.book;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.engine.Symmetry;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The master's book of renju's 26 canonical openings: for positions reached from them, the move its own long search
 * chose (made by {@code inrow.bench.RenjuBookMaker}, see docs/bots.md). A position is found whatever turn or mirror
 * of the board it is played in: each is keyed by the smallest of its eight images, and the move is turned back.
 *
 * <p>The file has one line per position: the stones in play order, then {@code >} and the move, in renju notation
 * ({@code h8 i9 j9 > g7}); {@code #} starts a comment.
 */
public final class RenjuBook {
    /** Where the master's book lives among the resources. */
    public static final String RESOURCE = "/inrow/bot/book/renju-book.txt";
    private static final Rules RULES = Rules.RENJU;
    private static final RenjuBook EMPTY = new RenjuBook(List.of());

    /** One line: the stones in play order and the move chosen there. */
    public record Line(List<Point> stones, Point move) {
        public Line {
            stones = List.copyOf(stones);
        }

        /** The line as the file spells it. */
        public String text() {
            StringBuilder out = new StringBuilder();
            for (Point p : stones) {
                out.append(name(p)).append(' ');
            }
            return out.append("> ").append(name(move)).toString();
        }
    }

    private final List<Line> lines;
    /** The smallest image of each position, and its move turned the same way. */
    private final Map<String, Point> moves = new HashMap<>();

    private RenjuBook(List<Line> lines) {
        this.lines = List.copyOf(lines);
        for (Line l : lines) {
            Symmetry s = smallest(l.stones());
            moves.putIfAbsent(key(l.stones(), s), s.apply(l.move(), RULES));
        }
    }

    public static RenjuBook empty() {
        return EMPTY;
    }

    /** The book shipped in the jar, read once (an immutable value). */
    public static RenjuBook builtIn() {
        return BuiltIn.BOOK;
    }

    private static final class BuiltIn {
        static final RenjuBook BOOK = load();

        private static RenjuBook load() {
            try (InputStream in = RenjuBook.class.getResourceAsStream(RESOURCE)) {
                return in == null ? EMPTY : read(new InputStreamReader(in, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** A book from its text; a line that does not parse is a corrupt book, a bug. */
    public static RenjuBook read(Reader text) throws IOException {
        List<Line> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(text);
        for (String raw = r.readLine(); raw != null; raw = r.readLine()) {
            int hash = raw.indexOf('#');
            String s = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (s.isEmpty()) {
                continue;
            }
            String[] parts = s.split(">");
            if (parts.length != 2) {
                throw new IllegalArgumentException("not a book line: " + raw);
            }
            List<Point> stones = new ArrayList<>();
            for (String p : parts[0].strip().split("\\s+")) {
                stones.add(point(p));
            }
            out.add(new Line(stones, point(parts[1].strip())));
        }
        return new RenjuBook(out);
    }

    public List<Line> lines() {
        return lines;
    }

    /** How many positions the book knows (images of one another count once). */
    public int size() {
        return moves.size();
    }

    /**
     * The book's move in this game, or null when its position is not in the book, the rules are not renju on 15 x
     * 15, or the move would not be legal here (a book from another version: the search decides instead).
     */
    public Point move(Game game) {
        if (moves.isEmpty() || !game.rules().equals(RULES) || game.result() != null) {
            return null;
        }
        List<Point> stones = game.moves();
        Symmetry s = smallest(stones);
        Point stored = moves.get(key(stones, s));
        if (stored == null) {
            return null;
        }
        Point move = inverse(s).apply(stored, RULES);
        return game.play(move.x(), move.y()) instanceof MoveResult.Played ? move : null;
    }

    /** The symmetry whose image of the position has the smallest key. */
    private static Symmetry smallest(List<Point> stones) {
        Symmetry best = null;
        String bestKey = null;
        for (Symmetry s : Symmetry.values()) {
            String k = key(stones, s);
            if (bestKey == null || k.compareTo(bestKey) < 0) {
                best = s;
                bestKey = k;
            }
        }
        return best;
    }

    /** The position's image under {@code s}: black's points in board order, then white's (colours alternate). */
    private static String key(List<Point> stones, Symmetry s) {
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        for (int i = 0; i < stones.size(); i++) {
            Point p = s.apply(stones.get(i), RULES);
            (i % 2 == 0 ? black : white).add(p.y() * RULES.width() + p.x());
        }
        black.sort(null);
        white.sort(null);
        return black + "/" + white;
    }

    private static Symmetry inverse(Symmetry s) {
        Point a = Point.of(8, 5);
        Point b = Point.of(3, 9);
        for (Symmetry t : Symmetry.values()) {
            if (t.apply(s.apply(a, RULES), RULES).equals(a) && t.apply(s.apply(b, RULES), RULES).equals(b)) {
                return t;
            }
        }
        throw new IllegalStateException("no inverse of " + s);
    }

    /** Renju notation: column letter, row from the bottom ("h8" is the centre). */
    static String name(Point p) {
        return p.name(RULES.height()).toLowerCase(Locale.ROOT);
    }

    static Point point(String name) {
        int x = Character.toLowerCase(name.charAt(0)) - 'a';
        int y = RULES.height() - Integer.parseInt(name.substring(1));
        if (!RULES.contains(x, y)) {
            throw new IllegalArgumentException("not a point of the board: " + name);
        }
        return Point.of(x, y);
    }
}
