package inrow.bot.ladder;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.LineScores;
import inrow.bot.connect4.Position;
import inrow.bot.master.Clock;
import inrow.bot.master.Engine;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Levels 1 to 7 of the ladder: the master's search held back as a weaker person plays (see {@link Rung}). It always
 * takes a win in one; then, if it looks at the opponent's threats this move, it blocks a win in one and otherwise
 * plays the master's search at the level's depth and node limit, choosing among the root moves with noise; if it does
 * not look, it only builds its own lines. Its strength depends on nodes and chance, never on the host's speed.
 */
public final class LadderBot implements Bot {
    private final int level;
    private final RandomGenerator random;
    private final Engine engine = new Engine();
    private final DropScores drops = new DropScores();

    public LadderBot(int level, RandomGenerator random) {
        if (level < 1 || level >= Ladder.TOP) {
            throw new IllegalArgumentException("level 1 to 7; level 8 is the master: " + level);
        }
        this.level = level;
        this.random = random;
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        Rules rules = game.rules();
        Rung rung = Ladder.rung(rules, level);
        byte[] cells = game.cells();
        byte me = Game.code(game.toMove());
        byte you = (byte) (3 - me);
        List<Integer> wins = LineScores.winningCells(rules, cells, me);
        if (!wins.isEmpty()) {
            return at(rules, wins.get(0), "I win here");
        }
        if (random.nextDouble() >= rung.sight()) {
            return at(rules, Selfish.choose(rules, cells, me, random), "Building my line");
        }
        List<Integer> threats = LineScores.winningCells(rules, cells, you);
        if (!threats.isEmpty()) {
            return at(rules, threats.get(random.nextInt(threats.size())), "Blocking your win");
        }
        if (rules.gravity()) {
            return drop(game, rung, budget);
        }
        return line(game, rung, budget);
    }

    private Decision drop(Game game, Rung rung, Budget budget) {
        Rules rules = game.rules();
        if (!Position.supports(rules)) {
            return at(rules, Selfish.choose(rules, game.cells(), Game.code(game.toMove()), random), "Building my line");
        }
        long late = System.nanoTime() + budget.remainingNanos() * 9 / 10;
        drops.score(game, rung.depth(), rung.nodes(), () -> System.nanoTime() > late || budget.expired());
        int column = drops.columns[Softmax.pick(drops.scores, rung.temperature(), random)];
        return new Decision(new Point(column, game.landing(column)), "Building my line");
    }

    private Decision line(Game game, Rung rung, Budget budget) {
        Rules rules = game.rules();
        engine.maxDepth = rung.depth();
        engine.nodeLimit = rung.nodes();
        engine.threatShare = rung.threats();
        engine.useSolver = false;
        engine.allScores = rung.temperature() > 0;
        List<Point> played = game.moves();
        int[] xs = new int[played.size()];
        int[] ys = new int[played.size()];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = played.get(i).x();
            ys[i] = played.get(i).y();
        }
        // the clock only guards against a host so slow that even the node limit takes too long
        Clock clock = new Clock(System.nanoTime() + budget.remainingNanos() * 9 / 10, budget::expired);
        Engine.Choice c = engine.decide(rules.width(), rules.height(), rules.win(), rules.overline(), rules.renju(),
                xs, ys, xs.length, clock);
        if (rung.temperature() > 0 && engine.lastStage.equals("search") && engine.lastDepth > 0) {
            int[] moves = engine.rootMoves();
            int pick = moves[Softmax.pick(engine.rootScores(), rung.temperature(), random)];
            if (pick % rules.width() != c.x() || pick / rules.width() != c.y()) {
                return at(rules, pick, "Building my line");
            }
        }
        return new Decision(new Point(c.x(), c.y()), c.comment());
    }

    @Override
    public void reset() {
        engine.reset();
    }

    private static Decision at(Rules rules, int cell, String comment) {
        return new Decision(new Point(cell % rules.width(), cell / rules.width()), comment);
    }
}
