package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Test-only opponents for master, independent of its engine: a greedy one-move player and a small alpha-beta player,
 * both on the classic "k-window count" evaluation (every k-wide window holding stones of one player only is worth
 * more the fuller it is). They stand in for the real greedy and minimax levels in benchmarks.
 */
final class MasterSparring {
    private MasterSparring() {
    }

    /** Window weights by stones in the window: k - 1 is a four, k a win. */
    static long[] weights(int k) {
        long[] w = new long[k + 1];
        long v = 1;
        for (int i = 1; i < k; i++) {
            w[i] = v;
            v *= 8;
        }
        w[k] = 1L << 40;
        return w;
    }

    /** Sum over windows for X minus O. */
    static long evaluate(Rules rules, byte[] cells, long[] w) {
        int width = rules.width();
        int height = rules.height();
        int k = rules.win();
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        long total = 0;
        for (int[] d : dirs) {
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    int ex = x + (k - 1) * d[0];
                    int ey = y + (k - 1) * d[1];
                    if (ex < 0 || ex >= width || ey < 0 || ey >= height) {
                        continue;
                    }
                    int nx = 0;
                    int no = 0;
                    for (int i = 0; i < k; i++) {
                        byte c = cells[(y + i * d[1]) * width + x + i * d[0]];
                        if (c == 1) {
                            nx++;
                        } else if (c == 2) {
                            no++;
                        }
                    }
                    if (no == 0 && nx > 0) {
                        total += w[nx];
                    } else if (nx == 0 && no > 0) {
                        total -= w[no];
                    }
                }
            }
        }
        return total;
    }

    /** Empty cells within distance 2 of a stone, or the centre on an empty board. */
    static List<Point> candidates(Game game) {
        Rules rules = game.rules();
        List<Point> out = new ArrayList<>();
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                if (game.at(x, y) != null) {
                    continue;
                }
                boolean near = false;
                for (int dy = -2; dy <= 2 && !near; dy++) {
                    for (int dx = -2; dx <= 2 && !near; dx++) {
                        int cx = x + dx;
                        int cy = y + dy;
                        near = rules.contains(cx, cy) && game.at(cx, cy) != null;
                    }
                }
                if (near) {
                    out.add(new Point(x, y));
                }
            }
        }
        if (out.isEmpty()) {
            out.add(new Point(rules.width() / 2, rules.height() / 2));
        }
        return out;
    }

    /** One ply: the move with the best window evaluation after it, ties broken at random. */
    static final class Greedy implements Bot {
        private final RandomGenerator random;

        Greedy(RandomGenerator random) {
            this.random = random;
        }

        @Override
        public Decision choose(Game game, Budget budget) {
            Rules rules = game.rules();
            long[] w = weights(rules.win());
            int sign = game.toMove() == inrow.engine.Mark.X ? 1 : -1;
            byte mine = (byte) (sign > 0 ? 1 : 2);
            byte theirs = (byte) (3 - mine);
            byte[] cells = game.cells();
            Point best = null;
            long bestScore = Long.MIN_VALUE;
            int ties = 0;
            for (Point p : candidates(game)) {
                int i = p.y() * rules.width() + p.x();
                cells[i] = mine;
                long attack = sign * evaluate(rules, cells, w);
                cells[i] = theirs;
                long defence = -sign * evaluate(rules, cells, w);
                cells[i] = 0;
                long score = attack - defence / 2;
                if (score > bestScore) {
                    bestScore = score;
                    best = p;
                    ties = 1;
                } else if (score == bestScore && random.nextInt(++ties) == 0) {
                    best = p;
                }
            }
            return new Decision(best, "greedy");
        }
    }

    /** Alpha-beta to a fixed depth over the best-looking candidates, window evaluation at the leaves. */
    static final class Minimax implements Bot {
        private final RandomGenerator random;
        private final int depth;
        private final int width;

        Minimax(RandomGenerator random, int depth, int width) {
            this.random = random;
            this.depth = depth;
            this.width = width;
        }

        @Override
        public Decision choose(Game game, Budget budget) {
            Rules rules = game.rules();
            long[] w = weights(rules.win());
            List<Point> moves = ordered(game, w);
            Point best = moves.get(0);
            long bestScore = Long.MIN_VALUE;
            int ties = 0;
            for (Point p : moves) {
                Game next = ((inrow.engine.MoveResult.Played) game.play(p.x(), p.y())).game();
                long s = -search(next, depth - 1, Long.MIN_VALUE + 1, Long.MAX_VALUE, w);
                if (s > bestScore) {
                    bestScore = s;
                    best = p;
                    ties = 1;
                } else if (s == bestScore && random.nextInt(++ties) == 0) {
                    best = p;
                }
            }
            return new Decision(best, "minimax");
        }

        private List<Point> ordered(Game game, long[] w) {
            Rules rules = game.rules();
            int sign = game.toMove() == inrow.engine.Mark.X ? 1 : -1;
            byte mine = (byte) (sign > 0 ? 1 : 2);
            byte[] cells = game.cells();
            List<Point> all = candidates(game);
            long[] scores = new long[all.size()];
            for (int j = 0; j < all.size(); j++) {
                Point p = all.get(j);
                int i = p.y() * rules.width() + p.x();
                cells[i] = mine;
                long a = sign * evaluate(rules, cells, w);
                cells[i] = (byte) (3 - mine);
                long d = -sign * evaluate(rules, cells, w);
                cells[i] = 0;
                scores[j] = a - d;
            }
            Integer[] idx = new Integer[all.size()];
            for (int j = 0; j < idx.length; j++) {
                idx[j] = j;
            }
            java.util.Arrays.sort(idx, (a, b) -> Long.compare(scores[b], scores[a]));
            List<Point> out = new ArrayList<>();
            for (int j = 0; j < Math.min(width, idx.length); j++) {
                out.add(all.get(idx[j]));
            }
            return out;
        }

        private long search(Game game, int depth, long alpha, long beta, long[] w) {
            if (game.isOver()) {
                return game.result().winner() == null ? 0 : -(1L << 50) - depth;
            }
            int sign = game.toMove() == inrow.engine.Mark.X ? 1 : -1;
            if (depth == 0) {
                return sign * evaluate(game.rules(), game.cells(), w);
            }
            long best = Long.MIN_VALUE + 1;
            for (Point p : ordered(game, w)) {
                Game next = ((inrow.engine.MoveResult.Played) game.play(p.x(), p.y())).game();
                long s = -search(next, depth - 1, -beta, -alpha, w);
                if (s > best) {
                    best = s;
                }
                if (s > alpha) {
                    alpha = s;
                }
                if (alpha >= beta) {
                    break;
                }
            }
            return best;
        }
    }
}
