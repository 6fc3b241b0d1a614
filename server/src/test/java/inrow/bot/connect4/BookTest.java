package inrow.bot.connect4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The shipped book is the first player's whole strategy up to where the master's search takes over, and agrees with a
 * fresh solve: for a sample of its entries, an exact score is the position's exact score and the stored column keeps
 * it, and a '+' entry's column wins. Entries from ply 8 on are sampled (earlier ones take minutes each to solve again;
 * BookMaker proved them with the same code).
 */
class BookTest {
    private static final Book BOOK = Book.shipped();

    /**
     * From the empty board, X's book move, then every reply of O's, up to {@link GravityMaster#SOLVE_FROM_PLY}: every
     * X position on the way has a line that wins. This is the part of "the master as X wins every game" no search in
     * a move's budget could give.
     */
    @Test
    void theBookAnswersEveryReplyBeforeTheSearchTakesOver() {
        List<Position> frontier = new ArrayList<>();
        int positions = strategy(new Position(7, 6, 4), frontier);
        // 1 + 7 + 49 + 343 X positions before ply 8 (fewer where a reply lets X win at once), and more after it.
        assertTrue(positions > 300, positions + " X positions");
        assertTrue(frontier.size() > 1000, frontier.size() + " positions left to the search");
    }

    /**
     * After a first stone outside the three middle columns, which loses for X (Allis 1988), the same for O: every O
     * position of its strategy before ply 8 has a winning line, from both mirror images of each opening.
     */
    @Test
    void theBookAnswersEveryReplyAfterALosingFirstStone() {
        for (String opening : List.of("1", "2", "6", "7")) {
            List<Position> frontier = new ArrayList<>();
            int positions = strategy(Position.ofSequence(opening), frontier);
            // At most 1 + 7 + 49 + 343 O positions before ply 8; fewer where a reply lets O win at once (286 in the
            // shipped book after "1"): a walk that stopped early would count a handful.
            assertTrue(positions > 200, opening + ": " + positions + " O positions");
            assertTrue(frontier.size() > 0, opening);
        }
    }

    /**
     * Where the book stops (ply 8 or later), the master's own search finds a win within the node count BookMaker
     * allowed it: sampled, on a fresh table as in play. The move found is then proven again, independently
     * of that search, by a second solver asking whether the opponent loses after it.
     */
    @Test
    void whereTheBookStopsTheSearchFindsTheWin() {
        List<Position> frontier = new ArrayList<>();
        strategy(new Position(7, 6, 4), frontier);
        strategy(Position.ofSequence("1"), frontier);
        strategy(Position.ofSequence("2"), frontier);
        Random random = new Random(3);
        int left = 0;
        for (int tries = 0; tries < 800 && left < 16; tries++) {
            Position p = frontier.get(random.nextInt(frontier.size()));
            if (BOOK.lookup(p) != null) {
                continue;
            }
            Solver online = new Solver(Solver.DEFAULT_TABLE);
            Solver.Verdict win = online.winningMove(p, () -> online.nodes() > BookMaker.Settings.DEFAULT.onlineNodes());
            assertNotNull(win, () -> "no win found in budget at " + Long.toHexString(p.key()));
            assertWins(p, win.column());
            left++;
        }
        assertTrue(left > 0, "every sampled position was in the book");
    }

    /**
     * The book move of the side to move in {@code p}, then each reply, for as long as the book has a line (always
     * before ply 8); collects the positions left to the search and counts those the book answers.
     */
    private static int strategy(Position p, List<Position> frontier) {
        if (p.canWinNext()) {
            return 0;
        }
        if (p.moves() >= GravityMaster.SOLVE_FROM_PLY && BOOK.lookup(p) == null) {
            frontier.add(p);
            return 0;
        }
        Solver.Verdict move = BOOK.lookup(p);
        assertNotNull(move, () -> "no line at ply " + p.moves() + ", key " + Long.toHexString(p.key()));
        assertTrue(move.score() > 0, () -> "not a win: " + move);
        assertTrue(p.canPlay(move.column()));
        Position child = p.copy();
        child.play(move.column());
        int count = 1;
        for (int reply = 0; reply < 7; reply++) {
            if (child.canPlay(reply)) {
                assertFalse(child.isWinningMove(reply), () -> "the reply wins at once after " + move);
                Position q = child.copy();
                q.play(reply);
                count += strategy(q, frontier);
            }
        }
        return count;
    }

    /** Whether the opponent loses after X drops in {@code column}: a fresh solver, no cap. */
    private static void assertWins(Position p, int column) {
        Position after = p.copy();
        assertTrue(after.canPlay(column));
        if (after.isWinningMove(column)) {
            return;
        }
        after.play(column);
        assertTrue(new Solver(1 << 22).loses(after, () -> false), () -> "column " + column + " of "
                + Long.toHexString(p.key()) + " does not win");
    }

    @Test
    void sampledEntriesAgreeWithAFreshSolve() throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = Book.class.getResourceAsStream(Book.RESOURCE)) {
            assertNotNull(in, "the book is on the class path");
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line);
                }
            }
        }
        assertTrue(lines.size() > 0);
        Book book = Book.shipped();
        assertEquals(lines.size(), book.size());
        Random random = new Random(1);
        int checked = 0;
        int atLeast = 0;
        for (int tries = 0; tries < 400 && (checked < 3 || atLeast < 2); tries++) {
            String[] f = lines.get(random.nextInt(lines.size())).split(" ");
            Position p = Position.ofKey(Long.parseUnsignedLong(f[0], 16), 7, 6, 4);
            if (p.moves() < 8) {
                continue;
            }
            if (f[2].endsWith("+")) {
                // A proven win, not solved for how soon: the column must win; the score is a bound of 1.
                if (atLeast < 2 && p.moves() >= 10) {
                    assertEquals(1, book.lookup(p).score());
                    assertFalse(book.exact(p));
                    assertWins(p, book.lookup(p).column());
                    atLeast++;
                }
                continue;
            }
            if (checked >= 3) {
                continue;
            }
            assertTrue(book.exact(p));
            Solver.Verdict stored = book.lookup(p);
            assertEquals(Integer.parseInt(f[1]), stored.column());
            Solver solver = new Solver(1 << 20);
            assertEquals(solver.solve(p), stored.score(), f[0]);
            Position after = p.copy();
            assertTrue(after.canPlay(stored.column()));
            if (!after.isWinningMove(stored.column())) {
                after.play(stored.column());
                assertEquals(stored.score(), -solver.solve(after), "column " + stored.column() + " of " + f[0]);
            }
            checked++;
        }
        assertTrue(checked > 0, "no entry from ply 8 on");
    }

    @Test
    void aMirroredPositionReadsTheSameEntryTurnedAround() {
        Position p = Position.ofSequence("1123");
        Book book = new Book(java.util.Map.of(Book.canonical(p), new Solver.Verdict(1, 5)));
        Solver.Verdict direct = book.lookup(p);
        Solver.Verdict mirrored = book.lookup(Position.ofSequence("7765"));
        assertEquals(6 - direct.column(), mirrored.column());
        assertEquals(5, mirrored.score());
        Position back = Position.ofKey(p.key(), 7, 6, 4);
        assertEquals(p.key(), back.key());
        assertEquals(p.moves(), back.moves());
    }
}
