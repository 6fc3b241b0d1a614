package inrow.bot.connect4;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Connect Four positions solved ahead of time, for those a move's budget cannot solve: the best column and its exact
 * score by position key. A position and its mirror image share one entry (under the smaller key, the column as seen
 * from that side). Written by {@link BookMaker}; one line per position, {@code key column score} (key in hex; a score
 * ending in '+' is a lower bound: the move wins, perhaps not fastest), lines starting with '#' are notes.
 */
public final class Book {
    /** The winning strategies, on the class path. */
    public static final String RESOURCE = "/inrow/bot/connect4/book.txt";
    /**
     * The second player's best play after a first stone that does not lose (the draw kept after column 3 or 5, the
     * longest resistance after the centre), written by its own run of the maker.
     */
    public static final String DEFENCE = "/inrow/bot/connect4/defence.txt";

    private final Map<Long, Solver.Verdict> entries;
    /** Keys whose score is a lower bound ('+' in the file): a proven win, not solved for how soon. */
    private final Set<Long> atLeast;

    Book(Map<Long, Solver.Verdict> entries) {
        this(entries, Set.of());
    }

    private Book(Map<Long, Solver.Verdict> entries, Set<Long> atLeast) {
        this.entries = entries;
        this.atLeast = atLeast;
    }

    /**
     * The shipped book, on the class path: the winning strategies ({@link #RESOURCE}) and the second player's best
     * play ({@link #DEFENCE}); a position in both keeps the first file's line (both are proven). Empty when the
     * resources are missing (the solver and search still play).
     */
    public static Book shipped() {
        Map<Long, Solver.Verdict> entries = new HashMap<>();
        Set<Long> atLeast = new HashSet<>();
        for (String resource : new String[] {RESOURCE, DEFENCE}) {
            try (InputStream in = Book.class.getResourceAsStream(resource)) {
                if (in != null) {
                    read(in, entries, atLeast);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new Book(entries, atLeast);
    }

    private static void read(InputStream in, Map<Long, Solver.Verdict> entries, Set<Long> atLeast) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.trim().split(" ");
            long key = Long.parseUnsignedLong(f[0], 16);
            if (entries.putIfAbsent(key, new Solver.Verdict(Integer.parseInt(f[1]), score(f[2]))) == null
                    && f[2].endsWith("+")) {
                atLeast.add(key);
            }
        }
    }

    /** A line's score: exact, or followed by '+' when the move is a proven win that may not be the fastest. */
    static int score(String field) {
        return Integer.parseInt(field.endsWith("+") ? field.substring(0, field.length() - 1) : field);
    }

    public int size() {
        return entries.size();
    }

    /** The best move and score of a 7x6 position, or null when the book does not hold it. */
    public Solver.Verdict lookup(Position p) {
        long key = p.key();
        long mirrored = p.mirroredKey();
        if (key <= mirrored) {
            return entries.get(key);
        }
        Solver.Verdict v = entries.get(mirrored);
        return v == null ? null : new Solver.Verdict(p.width - 1 - v.column(), v.score());
    }

    /** Whether the score {@link #lookup} gives for {@code p} is exact, not a lower bound of a win. */
    public boolean exact(Position p) {
        return !atLeast.contains(canonical(p));
    }

    /** The book line for a solved position: under the smaller of its two keys, the column seen from that side. */
    static String line(Position p, Solver.Verdict v) {
        long key = p.key();
        long mirrored = p.mirroredKey();
        int column = key <= mirrored ? v.column() : p.width - 1 - v.column();
        return Long.toHexString(Math.min(key, mirrored)) + " " + column + " " + v.score();
    }

    /** The canonical key of a position: the same for it and its mirror image. */
    static long canonical(Position p) {
        return Math.min(p.key(), p.mirroredKey());
    }
}
