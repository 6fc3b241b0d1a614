package inrow.bench;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Rules;
import java.util.SplittableRandom;

/** Reproducible positions for benchmarks. */
final class Positions {
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private Positions() {
    }

    /**
     * A quiet game in progress with {@code stones} stones played at random near the centre: no window of k cells holds
     * more than two stones of one side, so nobody has a three or a four and a bot has to search rather than answer a
     * threat. Same seed, same position.
     */
    static Game middleGame(Rules rules, int stones, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Game.start(rules);
        int cx = rules.width() / 2;
        int cy = rules.height() / 2;
        int spread = Math.max(2, Math.min(rules.width(), rules.height()) / 3);
        int tries = 0;
        while (game.ply() < stones) {
            if (++tries > 1_000_000) {
                throw new IllegalStateException("could not place " + stones + " quiet stones");
            }
            int x = cx + random.nextInt(-spread, spread + 1);
            int y = cy + random.nextInt(-spread, spread + 1);
            if (!rules.contains(x, y) || game.at(x, y) != null || !quiet(game, x, y, game.turn())) {
                continue;
            }
            MoveResult r = game.play(x, y);
            if (r instanceof MoveResult.Played played && !played.game().isOver()) {
                game = played.game();
            }
        }
        return game;
    }

    /** Whether a stone of {@code mover} at (x, y) leaves every k-window through it with at most two of its stones. */
    private static boolean quiet(Game game, int x, int y, Mark mover) {
        Rules rules = game.rules();
        int k = rules.win();
        for (int[] d : DIRECTIONS) {
            for (int start = -(k - 1); start <= 0; start++) {
                int own = 1;
                for (int i = start; i < start + k; i++) {
                    int cx = x + i * d[0];
                    int cy = y + i * d[1];
                    if (i != 0 && rules.contains(cx, cy) && game.at(cx, cy) == mover) {
                        own++;
                    }
                }
                if (own > 2) {
                    return false;
                }
            }
        }
        return true;
    }
}
