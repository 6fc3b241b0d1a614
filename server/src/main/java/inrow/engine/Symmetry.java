package inrow.engine;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The eight symmetries of a square board (turns by quarters and mirrors), about its centre. Renju's opening rules
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

    /**
     * The image of {@code p} on a square board of side {@code size}: coordinates doubled around the centre so an
     * even side (centre between points) works as well as an odd one.
     */
    public Point apply(Point p, int size) {
        int c = size - 1; // twice the centre
        int dx = 2 * p.x() - c;
        int dy = 2 * p.y() - c;
        int nx = xx * dx + xy * dy;
        int ny = yx * dx + yy * dy;
        return Point.of((nx + c) / 2, (ny + c) / 2);
    }

    /**
     * Whether the stones {@code a} and {@code b} (each read in play order: black, white, black...) make the same
     * position up to one of the board's symmetries, colours kept. Only square boards have all eight; on another
     * board only the identity is tried.
     */
    public static boolean congruent(Rules rules, List<Point> blackA, List<Point> whiteA, List<Point> blackB,
                                    List<Point> whiteB) {
        if (blackA.size() != blackB.size() || whiteA.size() != whiteB.size()) {
            return false;
        }
        Set<Point> bb = new HashSet<>(blackB);
        Set<Point> wb = new HashSet<>(whiteB);
        for (Symmetry s : values()) {
            if (s != IDENTITY && rules.width() != rules.height()) {
                continue;
            }
            if (s.maps(blackA, bb, rules.width()) && s.maps(whiteA, wb, rules.width())) {
                return true;
            }
        }
        return false;
    }

    private boolean maps(List<Point> from, Set<Point> onto, int size) {
        Set<Point> image = new HashSet<>();
        for (Point p : from) {
            image.add(apply(p, size));
        }
        return image.equals(onto);
    }
}
