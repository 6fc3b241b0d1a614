package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The 26 canonical openings against the published table (Renju International Federation; the same coordinates in the
 * Wikipedia article "Renju opening pattern"'s figures): black h8, white h9 (direct) or i9 (indirect), then black's
 * third. And the count itself as an oracle: every start the rules allow (184 of them) is exactly one of the 26 up
 * to the board's symmetries.
 */
class CanonicalOpeningTest {
    /** Published number, name, the three stones in notation (column letter, row from the bottom). */
    private static final String TABLE = """
        1D Kansei h8 h9 h10
        2D Keigetsu h8 h9 i10
        3D Sosei h8 h9 j10
        4D Kagetsu h8 h9 i9
        5D Zangetsu h8 h9 j9
        6D Ugetsu h8 h9 i8
        7D Kinsei h8 h9 j8
        8D Shogetsu h8 h9 h7
        9D Kyugetsu h8 h9 i7
        10D Shingetsu h8 h9 j7
        11D Zuisei h8 h9 h6
        12D Sangetsu h8 h9 i6
        13D Yusei h8 h9 j6
        1I Chosei h8 i9 j10
        2I Kyogetsu h8 i9 j9
        3I Kosei h8 i9 j8
        4I Suigetsu h8 i9 j7
        5I Ryusei h8 i9 j6
        6I Ungetsu h8 i9 i8
        7I Hogetsu h8 i9 i7
        8I Rangetsu h8 i9 i6
        9I Gingetsu h8 i9 h7
        10I Myojo h8 i9 h6
        11I Shagetsu h8 i9 g7
        12I Meigetsu h8 i9 g6
        13I Suisei h8 i9 f6
        """;

    private static final Rules RENJU = Rules.RENJU;

    private static String name(Point p) {
        return p.name(RENJU.height()).toLowerCase(java.util.Locale.ROOT);
    }

    @Test
    void everyNamedOpeningHasThePublishedStones() {
        List<String> rows = TABLE.strip().lines().toList();
        assertEquals(26, rows.size());
        Set<CanonicalOpening> seen = EnumSet.noneOf(CanonicalOpening.class);
        for (String row : rows) {
            String[] f = row.trim().split(" ");
            CanonicalOpening o = CanonicalOpening.valueOf(f[1].toUpperCase(java.util.Locale.ROOT));
            assertEquals(f[0], o.code(), o + "'s number");
            List<String> stones = o.stones(RENJU).stream().map(CanonicalOpeningTest::name).toList();
            assertEquals(List.of(f[2], f[3], f[4]), stones, o + "'s stones");
            assertEquals(o, CanonicalOpening.of(f[1].toLowerCase(java.util.Locale.ROOT)));
            seen.add(o);
        }
        assertEquals(EnumSet.allOf(CanonicalOpening.class), seen);
    }

    @Test
    void noOpeningIsATransformOfAnother() {
        for (CanonicalOpening a : CanonicalOpening.values()) {
            for (CanonicalOpening b : CanonicalOpening.values()) {
                List<Point> sa = a.stones(RENJU);
                List<Point> sb = b.stones(RENJU);
                boolean same = Symmetry.congruent(RENJU, List.of(sa.get(0), sa.get(2)), List.of(sa.get(1)),
                    List.of(sb.get(0), sb.get(2)), List.of(sb.get(1)));
                assertEquals(a == b, same, a + " against " + b);
            }
        }
    }

    @Test
    void everyAllowedStartIsExactlyOneOfTheTwentySix() {
        int c = RENJU.width() / 2;
        List<List<Point>> classes = new ArrayList<>();
        int starts = 0;
        for (int wx = c - 1; wx <= c + 1; wx++) {
            for (int wy = c - 1; wy <= c + 1; wy++) {
                for (int bx = c - 2; bx <= c + 2; bx++) {
                    for (int by = c - 2; by <= c + 2; by++) {
                        Point first = Point.of(c, c);
                        Point white = Point.of(wx, wy);
                        Point third = Point.of(bx, by);
                        if (white.equals(first) || third.equals(first) || third.equals(white)) {
                            continue;
                        }
                        starts++;
                        List<Point> three = List.of(first, white, third);
                        assertNotNull(CanonicalOpening.recognise(RENJU, three), three.toString());
                        if (classes.stream().noneMatch(k -> Symmetry.congruent(RENJU, List.of(k.get(0), k.get(2)),
                            List.of(k.get(1)), List.of(first, third), List.of(white)))) {
                            classes.add(three);
                        }
                    }
                }
            }
        }
        assertEquals(8 * 23, starts);
        assertEquals(26, classes.size(), "classes of starts under the board's symmetries");
    }

    @Test
    void aStartOutsideTheRulesIsNoOpening() {
        int c = RENJU.width() / 2;
        assertNull(CanonicalOpening.recognise(RENJU, List.of(Point.of(c, c), Point.of(c, c - 2), Point.of(c, c + 1))),
            "white not next to black's first");
        assertNull(CanonicalOpening.recognise(RENJU, List.of(Point.of(c, c), Point.of(c, c - 1), Point.of(c + 3, c))),
            "third outside the central 5x5");
        assertNull(CanonicalOpening.recognise(RENJU, List.of(Point.of(c + 1, c), Point.of(c, c), Point.of(c + 2, c))),
            "first off the centre");
        assertEquals(CanonicalOpening.KAGETSU, CanonicalOpening.recognise(RENJU,
            List.of(Point.of(c, c), Point.of(c + 1, c), Point.of(c + 1, c + 1))), "a turned Kagetsu is Kagetsu");
        assertTrue(CanonicalOpening.fits(RENJU));
        assertFalse(CanonicalOpening.fits(Rules.CONNECT4));
    }
}
