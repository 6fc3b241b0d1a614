package inrow.bot.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.MasterBot;
import inrow.engine.CanonicalOpening;
import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.engine.Symmetry;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The master's renju book as shipped: every line is a legal game and a legal move (the engine refuses a forbidden
 * point for black), every canonical opening's first position is in it, and the master answers from it in any of the
 * board's eight images of a position without searching: a budget that fails the test when consulted proves no search
 * ran.
 */
@Timeout(60)
class RenjuBookTest {
    private static final Rules RENJU = Rules.RENJU;
    private final RenjuBook book = RenjuBook.builtIn();

    @Test
    void everyLineIsALegalGameAndALegalMove() {
        assertTrue(book.lines().size() >= CanonicalOpening.values().length, "lines: " + book.lines().size());
        for (RenjuBook.Line l : book.lines()) {
            Game g = Game.replay(RENJU, l.stones()); // throws on an illegal or forbidden stone
            assertNotNull(CanonicalOpening.recognise(RENJU, l.stones().subList(0, 3)), l.text());
            assertTrue(g.play(l.move().x(), l.move().y()) instanceof MoveResult.Played,
                "the book's move must be legal (not forbidden for black): " + l.text());
        }
    }

    @Test
    void everyOpeningsFirstPositionIsInTheBook() {
        for (CanonicalOpening o : CanonicalOpening.values()) {
            assertNotNull(book.move(Game.replay(RENJU, o.stones(RENJU))), o.code() + " " + o.title());
        }
    }

    @Test
    void theMasterPlaysTheBooksMoveInEveryImageOfEveryPositionWithoutSearching() {
        for (RenjuBook.Line l : book.lines()) {
            for (Symmetry s : Symmetry.values()) {
                List<Point> turned = new ArrayList<>();
                l.stones().forEach(p -> turned.add(s.apply(p, RENJU)));
                Game g = Game.replay(RENJU, turned);
                Budget noSearch = Budget.millis(30_000, () -> {
                    throw new AssertionError("the master searched a book position: " + l.text());
                });
                long started = System.nanoTime();
                Decision d = new MasterBot().choose(g, noSearch);
                long micros = (System.nanoTime() - started) / 1_000;
                // Two lines may reach images of one position (the search chose for each): the book keeps one move
                // for them all, so the master's move must lead where one of those lines leads, up to a symmetry.
                List<Point> after = new ArrayList<>(turned);
                after.add(d.move());
                boolean known = false;
                for (RenjuBook.Line m : book.lines()) {
                    List<Point> theirs = new ArrayList<>(m.stones());
                    theirs.add(m.move());
                    known |= congruent(after, theirs);
                }
                assertTrue(known, l.text() + " under " + s + ": " + d.move() + " in " + micros + " us");
            }
        }
    }

    @Test
    void aPositionOutsideTheBookOrAnotherBoardIsLeftToTheSearch() throws IOException {
        RenjuBook small = RenjuBook.read(new StringReader("# a comment\nh8 h9 h10 > g9 # Kansei\n"));
        assertEquals(1, small.size());
        assertEquals(Point.of(6, 6), small.move(Game.replay(RENJU, CanonicalOpening.KANSEI.stones(RENJU))));
        assertNull(small.move(Game.replay(RENJU, CanonicalOpening.SOSEI.stones(RENJU))));
        Rules freestyle = Rules.preset("gomoku");
        assertNull(small.move(Game.replay(freestyle, CanonicalOpening.KANSEI.stones(freestyle))));
    }

    private static boolean congruent(List<Point> a, List<Point> b) {
        return a.size() == b.size()
            && Symmetry.congruent(RENJU, colour(a, 0), colour(a, 1), colour(b, 0), colour(b, 1));
    }

    private static List<Point> colour(List<Point> moves, int parity) {
        List<Point> out = new ArrayList<>();
        for (int i = parity; i < moves.size(); i += 2) {
            out.add(moves.get(i));
        }
        return out;
    }
}
