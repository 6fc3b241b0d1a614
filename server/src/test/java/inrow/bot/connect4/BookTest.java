package inrow.bot.connect4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The shipped book agrees with a fresh solve: for a sample of its entries, the stored score is the position's exact
 * score and the stored column keeps it. Entries from ply 8 on are sampled (earlier ones take minutes each to solve
 * again; BookMaker solved them with the same code).
 */
class BookTest {
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
        for (int tries = 0; tries < 200 && checked < 3; tries++) {
            String[] f = lines.get(random.nextInt(lines.size())).split(" ");
            Position p = Position.ofKey(Long.parseUnsignedLong(f[0], 16), 7, 6, 4);
            if (p.moves() < 8) {
                continue;
            }
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
