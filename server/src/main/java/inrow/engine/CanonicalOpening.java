package inrow.engine;

import java.util.List;

/**
 * The 26 canonical renju openings: the first three stones with black's first at the centre, white's second next to
 * it and black's third within the central 5x5 square. Up to the board's symmetries every such start is exactly one
 * of these (RIF: "All 26 canonical openings must be possible and only 26 canonical openings can be possible"). In
 * the direct openings white's stone is straight above black's (h8, h9), in the indirect ones diagonally (h8, i9);
 * the third stone is given as the published tables give it, as columns right and rows up from the centre.
 */
public enum CanonicalOpening {
    KANSEI(true, 1, 0, 2),
    KEIGETSU(true, 2, 1, 2),
    SOSEI(true, 3, 2, 2),
    KAGETSU(true, 4, 1, 1),
    ZANGETSU(true, 5, 2, 1),
    UGETSU(true, 6, 1, 0),
    KINSEI(true, 7, 2, 0),
    SHOGETSU(true, 8, 0, -1),
    KYUGETSU(true, 9, 1, -1),
    SHINGETSU(true, 10, 2, -1),
    ZUISEI(true, 11, 0, -2),
    SANGETSU(true, 12, 1, -2),
    YUSEI(true, 13, 2, -2),
    CHOSEI(false, 1, 2, 2),
    KYOGETSU(false, 2, 2, 1),
    KOSEI(false, 3, 2, 0),
    SUIGETSU(false, 4, 2, -1),
    RYUSEI(false, 5, 2, -2),
    UNGETSU(false, 6, 1, 0),
    HOGETSU(false, 7, 1, -1),
    RANGETSU(false, 8, 1, -2),
    GINGETSU(false, 9, 0, -1),
    MYOJO(false, 10, 0, -2),
    SHAGETSU(false, 11, -1, -1),
    MEIGETSU(false, 12, -1, -2),
    SUISEI(false, 13, -2, -2);

    private final boolean direct;
    private final int number;
    private final int right;
    private final int up;

    CanonicalOpening(boolean direct, int number, int right, int up) {
        this.direct = direct;
        this.number = number;
        this.right = right;
        this.up = up;
    }

    /** Whether white's stone is straight above black's first (else diagonally, above and to the right). */
    public boolean direct() {
        return direct;
    }

    /** The published short name: 1D..13D, 1I..13I. */
    public String code() {
        return number + (direct ? "D" : "I");
    }

    /** The lower-case name used on the wire and in the store: "kagetsu". */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The opening with this key, or null. */
    public static CanonicalOpening of(String key) {
        for (CanonicalOpening o : values()) {
            if (o.key().equals(key)) {
                return o;
            }
        }
        return null;
    }

    /**
     * The opening a person named, by its code ("2I", "13d") or its name ("Kyogetsu", "kyogetsu"), case aside; null
     * when the text names none.
     */
    public static CanonicalOpening named(String text) {
        if (text == null) {
            return null;
        }
        String t = text.strip();
        for (CanonicalOpening o : values()) {
            if (o.code().equalsIgnoreCase(t) || o.name().equalsIgnoreCase(t)) {
                return o;
            }
        }
        return null;
    }

    /** The name as a proper noun: "Kyogetsu". */
    public String title() {
        return name().charAt(0) + key().substring(1);
    }

    /** Whether the opening's stones fit on these rules' board: an odd square of at least 5 (renju's is 15). */
    public static boolean fits(Rules rules) {
        return rules.width() == rules.height() && rules.width() % 2 == 1 && rules.width() >= 5 && !rules.gravity();
    }

    /** The three stones in play order (black, white, black) on this board, which must {@link #fits} them. */
    public List<Point> stones(Rules rules) {
        int c = rules.width() / 2;
        return List.of(Point.of(c, c), direct ? Point.of(c, c - 1) : Point.of(c + 1, c - 1),
            Point.of(c + right, c - up));
    }

    /**
     * Which canonical opening three stones (in play order) are, up to the board's symmetries, or null when they are
     * none: black's first off the centre, white's not next to it, or black's second outside the central 5x5.
     */
    public static CanonicalOpening recognise(Rules rules, List<Point> three) {
        if (three.size() != 3 || !fits(rules)) {
            return null;
        }
        List<Point> black = List.of(three.get(0), three.get(2));
        List<Point> white = List.of(three.get(1));
        for (CanonicalOpening o : values()) {
            List<Point> s = o.stones(rules);
            if (Symmetry.congruent(rules, black, white, List.of(s.get(0), s.get(2)), List.of(s.get(1)))) {
                return o;
            }
        }
        return null;
    }
}
