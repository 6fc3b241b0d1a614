package inrow.engine;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The eight symmetries of a square board (turns by quarters and mirrors), about its centre; a board of another shape
 * has the four that do not swap its sides. Renju's opening rules
 * forbid offering two fifth moves that are "symmetrical": two offers whose positions one of these turns into the
 * other leave the same game to play, so white's choice among them would be no choice.
 */
public enum Symmetry {
    IDENTITY(1, 0, 0, 1),
    QUARTER(0, -1, 1, 0),
    HALF(-1, 0, 0, -1),
    THREE_QUARTERS(0, 1, -1, 0),
    MIRROR_X(-1, 0, 0, 1),
    MIRROR_Y(1, 0, 0, -1),
    DIAGONAL(0, 1, 1, 0),
    ANTI_DIAGONAL(0, -1, -1, 0);

    private final int xx;
    private final int xy;
    private final int yx;
    private final int yy;

    Symmetry(int xx, int xy, int yx, int yy) {
        this.xx = xx;
        this.xy = xy;
        this.yx = yx;
        this.yy = yy;
    }

    /** Whether this symmetry maps the board of these rules onto itself: a quarter turn or a diagonal needs a square. */
    public boolean fits(Rules rules) {
        return xy == 0 || rules.width() == rules.height();
    }

    /**
     * The image of {@code p} on the board of {@code rules}: coordinates doubled around the centre so an even side
     * (centre between points) works as well as an odd one.
     */
    public Point apply(Point p, Rules rules) {
        int cx = rules.width() - 1; // twice the centre
        int cy = rules.height() - 1;
        int dx = 2 * p.x() - cx;
        int dy = 2 * p.y() - cy;
        int nx = xx * dx + xy * dy;
        int ny = yx * dx + yy * dy;
        return Point.of((nx + cx) / 2, (ny + cy) / 2);
    }

    /**
     * Whether black's stones {@code blackA} with white's {@code whiteA} make the same position as {@code blackB} with
     * {@code whiteB}, up to one of the board's symmetries, colours kept.
     */
    public static boolean congruent(Rules rules, List<Point> blackA, List<Point> whiteA, List<Point> blackB,
                                    List<Point> whiteB) {
        if (blackA.size() != blackB.size() || whiteA.size() != whiteB.size()) {
            return false;
        }
        Set<Point> bb = new HashSet<>(blackB);
        Set<Point> wb = new HashSet<>(whiteB);
        for (Symmetry s : values()) {
            if (s.fits(rules) && s.maps(blackA, bb, rules) && s.maps(whiteA, wb, rules)) {
                return true;
            }
        }
        return false;
    }

    private boolean maps(List<Point> from, Set<Point> onto, Rules rules) {
        Set<Point> image = new HashSet<>();
        for (Point p : from) {
            image.add(apply(p, rules));
        }
        return image.equals(onto);
    }
}
