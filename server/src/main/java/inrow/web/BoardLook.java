package inrow.web;

import inrow.protocol.GameView;
import java.util.HashSet;
import java.util.Set;

/**
 * How a board is drawn: gomoku-family boards (five in a row, or 9x9 and larger) as a go board, stones on the
 * intersections and star points where a go board has them; small boards as cells with X and O.
 */
record BoardLook(boolean go, Set<Long> stars) {

    static BoardLook of(int width, int height, int win) {
        boolean go = win >= 5 || (width >= 9 && height >= 9);
        return new BoardLook(go, go ? stars(width, height) : Set.of());
    }

    /**
     * Star points as go and renju boards place them: on the third line of boards under 13, the fourth from 13 up,
     * the centre of odd boards, and the side midpoints from 19 up (the 15x15 renju board has five: the corners of
     * the fourth line and the centre).
     */
    static Set<Long> stars(int width, int height) {
        Set<Long> stars = new HashSet<>();
        int d = Math.min(width, height) < 13 ? 2 : 3;
        boolean corners = width > 2 * d + 2 && height > 2 * d + 2;
        if (corners) {
            for (int x : new int[] {d, width - 1 - d}) {
                for (int y : new int[] {d, height - 1 - d}) {
                    stars.add(key(x, y));
                }
            }
        }
        if (width % 2 == 1 && height % 2 == 1 && Math.min(width, height) >= 7) {
            stars.add(key(width / 2, height / 2));
            if (corners && width >= 19 && height >= 19) {
                stars.add(key(width / 2, d));
                stars.add(key(width / 2, height - 1 - d));
                stars.add(key(d, height / 2));
                stars.add(key(width - 1 - d, height / 2));
            }
        }
        return stars;
    }

    /**
     * Whether a game's pieces are black and white stones (a go board without gravity) rather than X and O; the page
     * draws them so and the text record names the seats so.
     */
    static boolean stones(GameView.RulesView r) {
        return of(r.width(), r.height(), r.win()).go() && !r.gravity();
    }

    boolean star(int x, int y) {
        return stars.contains(key(x, y));
    }

    static long key(int x, int y) {
        return ((long) x << 32) | y;
    }
}
