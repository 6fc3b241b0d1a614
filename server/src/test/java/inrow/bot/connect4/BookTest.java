package inrow.bot.connect4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The shipped books hold the first player's whole strategy and the second player's best play after every first stone,
 * up to where the master's search takes over, and agree with a fresh solve: for a sample of their entries, the score
 * is the position's exact score and the stored column keeps it. Entries from ply 7 or 8 on are sampled (earlier ones
 * take minutes each to solve again; BookMaker proved them with the same code).
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
     * Where the book stops (ply 8 or later), the master's own steps find a win within the node count BookMaker
     * allowed them, and then the fastest win by an exact solve on the same table within the count allowed for that:
     * sampled, on a fresh table as in play. The winning move is then proven again, independently of that search, by
     * a second solver asking whether the opponent loses after it, and the fastest win's score by a second exact solve.
     */
    @Test
    void whereTheBookStopsTheSearchFindsTheWin() {
        List<Position> frontier = new ArrayList<>();
        strategy(new Position(7, 6, 4), frontier);
        strategy(Position.ofSequence("1"), frontier);
        strategy(Position.ofSequence("2"), frontier);
        strategy(Position.ofSequence("6"), frontier);
        strategy(Position.ofSequence("7"), frontier);
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
            assertFastestWin(p, online);
            left++;
        }
        assertTrue(left > 0, "every sampled position was in the book");
    }

    /**
     * A position the book once left to the search: the win is proven within the maker's 1M nodes, but the exact solve
     * does not find the fastest win within its 3M more (in play, then, a proven win perhaps not the fastest). The book
     * holds it now, exactly: a second solver agrees on the score, and the move wins.
     */
    @Test
    void aWinWhoseFastestTheSearchWouldNotFindInTimeIsInTheBook() {
        Position p = Position.ofKey(0x90284L, 7, 6, 4);
        Solver online = new Solver(Solver.DEFAULT_TABLE);
        assertNotNull(online.winningMove(p, () -> online.nodes() > BookMaker.Settings.DEFAULT.onlineNodes()));
        long proven = online.nodes();
        assertNull(online.best(p, () -> online.nodes() - proven > BookMaker.Settings.DEFAULT.fastestNodes()),
            "the search now finds this fastest win in time: pick another position for this test");
        Solver.Verdict line = BOOK.lookup(p);
        assertNotNull(line, "not in the book");
        assertTrue(BOOK.exact(p));
        assertEquals(new Solver(1 << 22).solve(p), line.score());
        assertWins(p, line.column());
    }

    /**
     * After X's first stone in column 3 or 5 (a draw with best play), the master as O must never lose: every O position
     * of its drawing strategy before ply 8 has a line that keeps at least the draw (a winning one where X has erred),
     * and no stored move lets X win at once.
     */
    @Test
    void theBookHoldsTheDrawAfterAFirstStoneBesideTheCentre() {
        for (String opening : List.of("3", "5")) {
            List<Position> frontier = new ArrayList<>();
            int positions = walk(Position.ofSequence(opening), frontier, 0);
            // 1 + 7 + 49 + 343 O positions before ply 8 at most, fewer where a reply lets O win at once or transposes.
            assertTrue(positions > 200, opening + ": " + positions + " O positions");
            assertTrue(frontier.size() > 0, opening + ": " + frontier.size() + " left to the search");
        }
    }

    /**
     * After X's centre (a win for X with its last stone: the empty board's score is +1), O's longest resistance loses
     * only to that last stone, -1; the book holds O's exact best move in every O position before ply 8 where X has not
     * erred, a draw or a win where it has.
     */
    @Test
    void theBookResistsAsLongAsPossibleAfterTheCentre() {
        Position root = Position.ofSequence("4");
        assertEquals(-1, BOOK.lookup(root).score());
        assertTrue(BOOK.exact(root));
        List<Position> frontier = new ArrayList<>();
        int positions = walk(root, frontier, Integer.MIN_VALUE);
        assertTrue(positions > 200, positions + " O positions");
        assertTrue(frontier.size() > 0, frontier.size() + " left to the search");
    }

    /**
     * Where the second player's strategies leave off (ply 8 or later), the master's own steps in play, on a fresh
     * table and within the maker's node count, settle the position (sampled): a win, else a move that holds the draw,
     * else the exact best. Each is proven again by a second solver: a win by the opponent's loss, a draw or a loss by
     * exact solves of the position and of what the move leaves.
     */
    @Test
    void whereTheSecondPlayersStrategiesStopTheSearchSettlesThePosition() {
        for (String opening : List.of("3", "5", "4")) {
            List<Position> frontier = new ArrayList<>();
            walk(Position.ofSequence(opening), frontier, opening.equals("4") ? Integer.MIN_VALUE : 0);
            Random random = new Random(5);
            int settled = 0;
            long cap = BookMaker.Settings.DEFAULT.onlineNodes();
            for (int tries = 0; tries < 800 && settled < 6; tries++) {
                Position p = frontier.get(random.nextInt(frontier.size()));
                Solver online = new Solver(Solver.DEFAULT_TABLE);
                String where = opening + ": " + Long.toHexString(p.key());
                Solver.Verdict win = online.winningMove(p, () -> online.nodes() > cap);
                assertTrue(online.lastFinished(), () -> "no verdict on a win in budget at " + where);
                if (win != null) {
                    assertWins(p, win.column());
                    assertFastestWin(p, online);
                    settled++;
                    continue;
                }
                Solver.Verdict move = online.holdingMove(p, () -> online.nodes() > cap);
                assertTrue(online.lastFinished(), () -> "no verdict on a draw in budget at " + where);
                if (move == null) {
                    move = online.best(p, () -> online.nodes() > cap);
                    assertNotNull(move, () -> "no exact value in budget at " + where);
                }
                Solver exact = new Solver(1 << 22);
                int value = exact.solve(p);
                assertEquals(move.score(), value, where);
                Position after = p.copy();
                if (!after.isWinningMove(move.column())) {
                    after.play(move.column());
                    assertEquals(-value, exact.solve(after), "column " + move.column() + " of " + where);
                }
                settled++;
            }
            assertEquals(6, settled, opening);
        }
    }

    /**
     * The book move of the side to move in {@code p}, then each reply, for as long as the book has a line (always
     * before ply 8); collects the positions left to the search and counts those the book answers.
     */
    private static int strategy(Position p, List<Position> frontier) {
        return walk(p, frontier, 1);
    }

    /**
     * The book's line for the side to move in {@code p}, then every reply, for as long as the book has a line (always
     * before ply 8): every line scores at least {@code lowest} (1: a win; 0: the draw held), and a line's successors
     * score at least as much as it does (a win is followed by wins, a loss by losses no shorter). Collects the positions left to the search; counts those the book answers. A line
     * that holds or wins must not let the reply win at once; a losing one may (the longest resistance can end that
     * way), and such a reply ends the walk there.
     */
    private static int walk(Position p, List<Position> frontier, int lowest) {
        if (p.canWinNext()) {
            return 0;
        }
        Solver.Verdict move = BOOK.lookup(p);
        if (p.moves() >= GravityMaster.SOLVE_FROM_PLY && move == null) {
            frontier.add(p);
            return 0;
        }
        assertNotNull(move, () -> "no line at ply " + p.moves() + ", key " + Long.toHexString(p.key()));
        assertTrue(move.score() >= lowest, () -> "a line below " + lowest + ": " + move);
        assertTrue(p.canPlay(move.column()));
        // Whatever the reply, the mover's next position is worth at least what this line says (the reply can only
        // do as well as the best one): a win stays a win, a draw at least a draw, a loss no shorter.
        int next = Math.min(move.score(), 1);
        Position child = p.copy();
        child.play(move.column());
        int count = 1;
        for (int reply = 0; reply < 7; reply++) {
            if (child.canPlay(reply)) {
                if (move.score() >= 0) {
                    assertFalse(child.isWinningMove(reply), () -> "the reply wins at once after " + move);
                } else if (child.isWinningMove(reply)) {
                    continue;
                }
                Position q = child.copy();
                q.play(reply);
                count += walk(q, frontier, next);
            }
        }
        return count;
    }

    /** Whether the opponent loses after X drops in {@code column}: a fresh solver, no cap. */
    /**
     * After a win was proven on {@code online}'s table, the master's exact solve on the same table finds the fastest
     * win within the maker's {@code fastestNodes}, and a second solver agrees on its score; the move it gives wins.
     */
    private static void assertFastestWin(Position p, Solver online) {
        long proven = online.nodes();
        Solver.Verdict fastest = online.best(p,
            () -> online.nodes() - proven > BookMaker.Settings.DEFAULT.fastestNodes());
        assertNotNull(fastest, () -> "no fastest win in budget at " + Long.toHexString(p.key()));
        assertEquals(new Solver(1 << 22).solve(p), fastest.score(), () -> "at " + Long.toHexString(p.key()));
        assertWins(p, fastest.column());
    }

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
        List<String> lines = lines(Book.RESOURCE);
        List<String> draws = lines(Book.DEFENCE);
        assertTrue(lines.size() > 0);
        assertTrue(draws.size() > 0);
        Set<String> keys = new HashSet<>();
        for (String line : lines) {
            keys.add(line.split(" ")[0]);
        }
        for (String line : draws) {
            keys.add(line.split(" ")[0]);
        }
        Book book = Book.shipped();
        assertEquals(keys.size(), book.size());
        Random random = new Random(1);
        int checked = 0;
        for (int tries = 0; tries < 400 && checked < 3; tries++) {
            String[] f = lines.get(random.nextInt(lines.size())).split(" ");
            Position p = Position.ofKey(Long.parseUnsignedLong(f[0], 16), 7, 6, 4);
            if (p.moves() < 8 || f[2].endsWith("+")) {
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

    /**
     * Lines of the second player's strategies re-proven by a fresh solver with no cap, from ply 7 on (earlier ones take
     * minutes each; BookMaker proved them with the same code): up to 4 drawing lines (the mover has no win, and after
     * the move the opponent has none), every losing line (exact score, kept by the move) and up to 3 winning ones
     * from ply 8 (exact score, kept by the move).
     */
    @Test
    void sampledDefenceLinesAgreeWithAFreshSolve() throws IOException {
        List<String> lines = new ArrayList<>(lines(Book.DEFENCE));
        java.util.Collections.shuffle(lines, new Random(2));
        int draws = 0;
        int losses = 0;
        int wins = 0;
        for (String line : lines) {
            String[] f = line.split(" ");
            Position p = Position.ofKey(Long.parseUnsignedLong(f[0], 16), 7, 6, 4);
            int score = Book.score(f[2]);
            boolean wanted = score == 0 ? draws < 4 : score < 0 || (wins < 3 && p.moves() >= 8);
            if (p.moves() < 7 || !wanted) {
                continue;
            }
            Position after = p.copy();
            after.play(Integer.parseInt(f[1]));
            Solver solver = new Solver(1 << 22);
            if (score == 0) {
                assertNull(solver.winningMove(p, () -> false), () -> "the mover wins at " + line);
                assertNull(solver.winningMove(after, () -> false), () -> "the opponent wins after " + line);
                assertTrue(solver.lastFinished());
                draws++;
            } else {
                assertEquals(score, solver.solve(p), line);
                if (!p.isWinningMove(Integer.parseInt(f[1]))) {
                    assertEquals(-score, solver.solve(after), line);
                }
                if (score < 0) {
                    losses++;
                } else {
                    wins++;
                }
            }
        }
        assertTrue(draws > 0 && losses > 0 && wins > 0, draws + " drawing, " + losses + " losing and " + wins
                + " winning lines from ply 7 on");
    }

    private static List<String> lines(String resource) throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = Book.class.getResourceAsStream(resource)) {
            assertNotNull(in, resource + " is on the class path");
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line);
                }
            }
        }
        return lines;
    }

    /**
     * Every winning line is the fastest win: the only line whose score is a bound ('+') is the empty board's, and
     * there the centre is the only winning first stone (the book answers every other one as a loss or a draw for X),
     * so it is the fastest too.
     */
    @Test
    void everyWinningLineIsTheFastest() throws IOException {
        List<String> bounds = new ArrayList<>();
        for (String resource : List.of(Book.RESOURCE, Book.DEFENCE)) {
            for (String line : lines(resource)) {
                if (line.endsWith("+")) {
                    bounds.add(line);
                }
            }
        }
        assertEquals(List.of("0 3 1+"), bounds);
        for (String opening : List.of("1", "2", "6", "7")) {
            assertTrue(BOOK.lookup(Position.ofSequence(opening)).score() > 0, opening + " loses for X");
        }
        for (String opening : List.of("3", "5")) {
            assertEquals(0, BOOK.lookup(Position.ofSequence(opening)).score(), opening + " draws");
        }
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
