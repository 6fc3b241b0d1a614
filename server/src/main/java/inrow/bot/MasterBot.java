package inrow.bot;

import inrow.bot.book.RenjuBook;
import inrow.bot.connect4.GravityMaster;
import inrow.bot.master.Clock;
import inrow.bot.master.Engine;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Level "master": the strongest player. It wins at once when it can and blocks a five it must; small boards and
 * positions with few empty cells are solved exactly (perfect play, fastest win, longest resistance); elsewhere it
 * looks for a win by continuous fours (VCF), stops the opponent's, looks for a win by threes and fours (VCT), then
 * runs iterative deepening alpha-beta on line patterns (see {@link inrow.bot.master.Engine}). It answers a few
 * milliseconds before the budget runs out, keeps its tables between the moves of a game, and {@link #reset()}
 * clears them. On gravity boards (Connect Four) it plays by {@link GravityMaster} instead: the gomoku engine knows
 * nothing of gravity and would pick cells a stone cannot reach.
 */
public final class MasterBot implements Bot {
    /** Kept back from the budget for returning the answer and the odd pause. */
    private static final long MIN_MARGIN_NANOS = 500_000L;
    private static final long MAX_MARGIN_NANOS = 8_000_000L;

    private final Engine engine = new Engine();
    /** Renju positions from the 26 canonical openings, answered without a search (see {@link RenjuBook}). */
    private final RenjuBook book;
    private GravityMaster gravity;
    /** How many times the engine failed and the fallback move was played; tests expect none. */
    int failures;

    public MasterBot() {
        this(RenjuBook.builtIn());
    }

    /** With this book (empty: the search decides every move, as the book's maker needs). */
    public MasterBot(RenjuBook book) {
        this.book = book;
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        long remaining = budget.remainingNanos();
        long margin = Math.max(MIN_MARGIN_NANOS, Math.min(MAX_MARGIN_NANOS, remaining / 25));
        long deadline = System.nanoTime() + Math.max(0, remaining - margin);
        Rules rules = game.rules();
        if (rules.gravity()) {
            return chooseDrop(game, deadline, budget);
        }
        Point known = rules.renju() ? book.move(game) : null;
        if (known != null) {
            return new Decision(known, null);
        }
        Clock clock = new Clock(deadline, budget::expired);
        int[][] played = MasterBot.played(game);
        int[] xs = played[0];
        int[] ys = played[1];
        int n = xs.length;
        try {
            Engine.Choice c =
                    engine.decide(rules.width(), rules.height(), rules.win(), rules.overline(), rules.renju(), xs, ys, n,
                            clock);
            if (rules.contains(c.x(), c.y()) && game.at(c.x(), c.y()) == null) {
                return new Decision(new Point(c.x(), c.y()), c.comment());
            }
        } catch (RuntimeException e) {
            engine.reset();
        }
        failures++;
        return fallback(game);
    }

    /**
     * Accepts only when it cannot find a win: on its own turn, when its search finds no forced win; on the
     * opponent's, unless the search shows every answer of the opponent loses.
     */
    @Override
    public boolean acceptsDraw(Game game, inrow.engine.Mark self, Budget budget) {
        if (game.rules().gravity()) {
            // Connect Four: only when the solved value is no win for it; unsolved in time, it plays on.
            return gravity().acceptsDraw(game, self, System.nanoTime() + budget.remainingNanos(), budget::expired);
        }
        choose(game, budget);
        int score = engine.lastScore; // from the side to move
        return game.turn() == self ? !engine.foundWin(score) : !engine.foundWin(-score);
    }

    /** A balanced opening by the master's own search, different from game to game (see {@link MasterOpenings}). */
    @Override
    public List<Point> placeOpening(Game game, int count, RandomGenerator random) {
        return MasterOpenings.place(engine, game, count, random);
    }

    /** The colour its search prefers, or MORE (swap2) when neither is clearly better. */
    @Override
    public ColourChoice chooseColour(Game game, boolean moreOffered, Budget budget) {
        return MasterOpenings.choose(engine, game, moreOffered, budget);
    }

    /** Renju's tournament openings: every role by its evaluation (see {@link MasterTournamentOpenings}). */
    @Override
    public inrow.game.TournamentMove tournamentStep(inrow.game.TournamentOpening opening, RandomGenerator random) {
        return MasterTournamentOpenings.of(engine).act(opening, random);
    }

    /** Statistics of the last decision, for tools: stage, depth, nodes, time. */
    public String lastStats() {
        return engine.lastStage + " depth " + engine.lastDepth + " nodes " + engine.lastNodes + " ms "
                + engine.lastNanos / 1_000_000 + " score " + engine.lastScore + " [" + engine.lastTrace + "]";
    }

    /** Engine access for tools and benchmarks. */
    public Engine engine() {
        return engine;
    }

    @Override
    public void reset() {
        engine.reset();
        if (gravity != null) {
            gravity.reset();
        }
    }

    private Decision chooseDrop(Game game, long deadline, Budget budget) {
        GravityMaster.Choice c = gravity().choose(game, deadline, budget::expired);
        int y = game.landing(c.column());
        if (y >= 0 && game.isLegal(c.column(), y)) {
            return new Decision(new Point(c.column(), y), c.comment());
        }
        failures++;
        for (int x = 0; x < game.rules().width(); x++) {
            if (game.landing(x) >= 0) {
                return new Decision(new Point(x, game.landing(x)), "A quiet move");
            }
        }
        throw new IllegalStateException("no legal column in a game that is not over");
    }

    /** Made on first use, so a gomoku master never loads the Connect Four book. */
    private GravityMaster gravity() {
        if (gravity == null) {
            gravity = new GravityMaster();
        }
        return gravity;
    }

    /** The moves played so far as the engine takes them: their columns, then their rows, in order. */
    static int[][] played(Game game) {
        List<Point> moves = game.moves();
        int[][] out = new int[2][moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            out[0][i] = moves.get(i).x();
            out[1][i] = moves.get(i).y();
        }
        return out;
    }

    /** The empty cell nearest the centre: only if the engine failed, which it should not. */
    private static Decision fallback(Game game) {
        Rules rules = game.rules();
        Point best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                if (game.at(x, y) == null) {
                    int d = Math.abs(2 * x - rules.width() + 1) + Math.abs(2 * y - rules.height() + 1);
                    if (d < bestDistance) {
                        bestDistance = d;
                        best = new Point(x, y);
                    }
                }
            }
        }
        return new Decision(best, "A quiet move");
    }
}
