package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The board's symmetries: each maps the board onto itself, one to one, and the eight of a square all differ. */
class SymmetryTest {
    private static Set<Point> image(Symmetry s, Rules rules) {
        Set<Point> out = new HashSet<>();
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                out.add(s.apply(Point.of(x, y), rules));
            }
        }
        return out;
    }

    private static Set<Point> board(Rules rules) {
        return image(Symmetry.IDENTITY, rules);
    }

    @Test
    void everyFittingSymmetryMapsTheBoardOntoItself() {
        for (Rules rules : List.of(Rules.RENJU, new Rules(8, 8, 5, true), Rules.CONNECT4)) {
            for (Symmetry s : Symmetry.values()) {
                if (s.fits(rules)) {
                    assertEquals(board(rules), image(s, rules), s + " on " + rules.width() + "x" + rules.height());
                }
            }
        }
        assertEquals(4, java.util.Arrays.stream(Symmetry.values()).filter(s -> s.fits(Rules.CONNECT4)).count());
    }

    @Test
    void theEightOfASquareAllDiffer() {
        Point p = Point.of(9, 4); // two right of the centre, three up: off every axis and diagonal
        Set<Point> images = new HashSet<>();
        for (Symmetry s : Symmetry.values()) {
            images.add(s.apply(p, Rules.RENJU));
        }
        assertEquals(8, images.size());
    }

    @Test
    void congruentKeepsColours() {
        Rules r = Rules.RENJU;
        assertTrue(Symmetry.congruent(r, List.of(Point.of(7, 7)), List.of(Point.of(7, 6)),
            List.of(Point.of(7, 7)), List.of(Point.of(8, 7))), "white above or to the right: a quarter turn");
        assertFalse(Symmetry.congruent(r, List.of(Point.of(7, 7)), List.of(Point.of(7, 6)),
            List.of(Point.of(7, 6)), List.of(Point.of(7, 7))), "the colours exchanged are another position");
        assertFalse(Symmetry.congruent(r, List.of(Point.of(7, 7)), List.of(Point.of(7, 6)),
            List.of(Point.of(7, 7)), List.of(Point.of(8, 6))), "straight and diagonal differ");
    }
}
