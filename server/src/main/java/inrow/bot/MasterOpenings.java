package inrow.bot;

import inrow.bot.master.Clock;
import inrow.bot.master.Engine;
import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The master's part in swap and swap2 openings. As opener it tries random compact stone patterns near the centre (drawn
 * by the caller's random, so every game differs) and keeps one its own short search finds close to even; as chooser
 * it takes the colour that search prefers, or (swap2) places two more stones when neither is clearly better.
 */
final class MasterOpenings {
    /** An opening the master places scores within this (evaluation units: an open three is about 60) of even. */
    static final int BALANCED = 60;
    /** The chooser takes a colour without asking for more stones when its side is ahead by more than this. */
    static final int CLEAR = 90;
    /** Alpha-beta depth of an assessment: shallow, so the same position always gets the same score quickly. */
    static final int DEPTH = 4;
    /** Candidates tried and time spent at most while placing (placeOpening has no budget of its own). */
    private static final int TRIES = 24;
    private static final long PLACE_NANOS = 3_000_000_000L;
    /** Clock of one assessment: long enough for DEPTH to finish, so the score does not depend on the machine's load. */
    private static final long ASSESS_NANOS = 2_000_000_000L;

    private MasterOpenings() {
    }

    /** The position's value for black by the master's fixed-depth search (positive: black is better). */
    static int assess(Engine engine, Game game, long nanos) {
        Rules rules = game.rules();
        int[][] played = MasterBot.played(game);
        int[] xs = played[0];
        int[] ys = played[1];
        int n = xs.length;
        int depth = engine.maxDepth;
        engine.maxDepth = DEPTH;
        try {
            return engine.assess(rules.width(), rules.height(), rules.win(), rules.overline(), rules.renju(), xs, ys, n,
                    new Clock(System.nanoTime() + nanos, () -> false));
        } finally {
            engine.maxDepth = depth;
        }
    }

    /**
     * {@code count} stones from {@code game} (colours alternating from the side to move): the first random candidate
     * whose assessment is within {@link #BALANCED} of even, else the closest of those tried.
     */
    static List<Point> place(Engine engine, Game game, int count, RandomGenerator random) {
        long until = System.nanoTime() + PLACE_NANOS;
        List<Point> best = null;
        int bestScore = Integer.MAX_VALUE;
        for (int t = 0; t < TRIES && (best == null || System.nanoTime() < until); t++) {
            long left = Math.max(until - System.nanoTime(), ASSESS_NANOS / 4);
            List<Point> stones = new ArrayList<>(count);
            Game after = candidate(game, count, random, stones);
            if (after == null) {
                continue;
            }
            int score = Math.abs(assess(engine, after, Math.min(ASSESS_NANOS, left)));
            if (score < bestScore) {
                best = stones;
                bestScore = score;
            }
            if (score <= BALANCED) {
                break;
            }
        }
        return best != null ? best : Openings.nearCentre(game, count, random);
    }

    /** Random legal stones near the centre and near each other, played on {@code game}; null if the game ends. */
    private static Game candidate(Game game, int count, RandomGenerator random, List<Point> out) {
        Rules rules = game.rules();
        int cx = rules.width() / 2;
        int cy = rules.height() / 2;
        int reach = Math.max(1, Math.min(4, Math.min(cx, cy) - 1));
        for (int i = 0; i < count; i++) {
            Point p = null;
            for (int a = 0; a < 50 && p == null; a++) {
                int x;
                int y;
                if (game.ply() == 0) {
                    x = cx + random.nextInt(3) - 1;
                    y = cy + random.nextInt(3) - 1;
                } else {
                    // near a stone already down, without drifting from the centre
                    Point near = game.moves().get(random.nextInt(game.ply()));
                    x = near.x() + random.nextInt(5) - 2;
                    y = near.y() + random.nextInt(5) - 2;
                    if (Math.abs(x - cx) > reach || Math.abs(y - cy) > reach) {
                        continue;
                    }
                }
                if (game.isLegal(x, y)) {
                    p = new Point(x, y);
                }
            }
            if (p == null || !(game.play(p.x(), p.y()) instanceof MoveResult.Played played) || played.game().isOver()) {
                return null;
            }
            out.add(p);
            game = played.game();
        }
        return game;
    }

    /** The colour the master's search prefers; MORE (when offered) if neither is ahead by {@link #CLEAR}. */
    static ColourChoice choose(Engine engine, Game game, boolean moreOffered, Budget budget) {
        long nanos = Math.max(20_000_000L, Math.min(ASSESS_NANOS, budget.remainingNanos() * 3 / 4));
        int score = assess(engine, game, nanos);
        if (score > CLEAR) {
            return ColourChoice.BLACK;
        }
        if (score < -CLEAR) {
            return ColourChoice.WHITE;
        }
        if (moreOffered) {
            return ColourChoice.MORE;
        }
        return score >= 0 ? ColourChoice.BLACK : ColourChoice.WHITE;
    }
}
