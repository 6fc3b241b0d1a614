package inrow.bot;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/** Opening stones for the levels that have no opening knowledge of their own: legal points close to the centre. */
final class Openings {
    private Openings() {
    }

    /** {@code count} stones played in turn from {@code game}, each on a free legal point within two of the centre. */
    static List<Point> nearCentre(Game game, int count, RandomGenerator random) {
        List<Point> placed = new ArrayList<>(count);
        int cx = game.rules().width() / 2;
        int cy = game.rules().height() / 2;
        for (int i = 0; i < count && !game.isOver(); i++) {
            List<Point> free = new ArrayList<>();
            for (int radius = 2; free.isEmpty() && radius <= Math.max(cx, cy) + 1; radius++) {
                for (int y = cy - radius; y <= cy + radius; y++) {
                    for (int x = cx - radius; x <= cx + radius; x++) {
                        if (game.isLegal(x, y)) {
                            free.add(new Point(x, y));
                        }
                    }
                }
            }
            Point p = free.get(random.nextInt(free.size()));
            placed.add(p);
            game = ((MoveResult.Played) game.play(p.x(), p.y())).game();
        }
        return placed;
    }
}
