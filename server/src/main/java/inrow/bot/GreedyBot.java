package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Level "greedy": looks one move ahead and no further. In this order it wins if it can, blocks the opponent's
 * immediate win, then plays the better of its own best cell and the opponent's best cell (the one that lines up the
 * most stones in a line that can still be completed; the opponent's only when strictly better, so attack wins ties),
 * then the centre, then anywhere. Ties are broken with the given random source. With gravity it only considers the
 * cells a dropped stone lands on, and, when it can, it does not fill the cell right under one where the opponent
 * would win (that would hand the opponent the win).
 */
public final class GreedyBot implements Bot {
    private final RandomGenerator random;

    public GreedyBot(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        Rules rules = game.rules();
        byte[] cells = game.cells();
        byte me = Game.code(game.toMove());
        byte you = (byte) (3 - me);

        List<Integer> wins = LineScores.winningCells(rules, cells, me);
        if (!wins.isEmpty()) {
            return decide(rules, pick(wins), "I win here");
        }
        List<Integer> threats = LineScores.winningCells(rules, cells, you);
        if (!threats.isEmpty()) {
            return decide(rules, pick(threats), threats.size() > 1 ? "Blocking one of your wins" : "Blocking your win");
        }

        int[] mine = LineScores.runScores(rules, cells, me);
        int[] yours = LineScores.runScores(rules, cells, you);
        int myBest = max(mine);
        int yourBest = max(yours);
        // A score of 1 is a lone stone: nothing to build on or to stop yet.
        if (rules.gravity()) {
            keepSafe(rules, cells, you, mine);
            keepSafe(rules, cells, you, yours);
            myBest = max(mine);
            yourBest = max(yours);
        }
        if (yourBest > myBest && yourBest >= 2) {
            // Named by the stones already lined up: a cell that would give them four blocks their three.
            String comment = yourBest >= 4 ? "Blocking your " + NumberWords.of(yourBest - 1) : "Getting in your way";
            return decide(rules, pick(argmax(yours, yourBest)), comment);
        }
        if (myBest >= 2) {
            String comment = myBest >= 3 ? "Lining up " + NumberWords.of(myBest) : "Building my line";
            return decide(rules, pick(argmax(mine, myBest)), comment);
        }

        List<Integer> centre = new ArrayList<>();
        for (int c : LineScores.centre(rules, cells)) {
            if (cells[c] == 0 && !handsOver(rules, cells, you, c)) {
                centre.add(c);
            }
        }
        if (!centre.isEmpty()) {
            return decide(rules, pick(centre), "Taking the centre");
        }
        // Anywhere, though preferably where a line of mine can still be made, and not under the opponent's win.
        List<Integer> open = myBest > 0 ? argmax(mine, myBest) : new ArrayList<>();
        if (open.isEmpty()) {
            List<Integer> handing = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                if (LineScores.playable(rules, cells, i)) {
                    (handsOver(rules, cells, you, i) ? handing : open).add(i);
                }
            }
            if (open.isEmpty()) {
                open = handing;
            }
        }
        if (open.isEmpty()) {
            throw new IllegalStateException("no empty cell on a game that is not over");
        }
        return decide(rules, pick(open), "Anywhere will do");
    }

    /**
     * Gravity: whether a stone on {@code c} would let the opponent win at once on the cell above it. {@code cells}
     * is restored on return.
     */
    private static boolean handsOver(Rules rules, byte[] cells, byte you, int c) {
        int w = rules.width();
        return rules.gravity() && c >= w && LineScores.winsAt(rules, cells, c % w, c / w - 1, you);
    }

    /** Gravity: clears the scores of cells that would hand the opponent a win, unless that leaves none. */
    private static void keepSafe(Rules rules, byte[] cells, byte you, int[] scores) {
        int[] kept = scores.clone();
        boolean any = false;
        for (int i = 0; i < kept.length; i++) {
            if (kept[i] > 0 && handsOver(rules, cells, you, i)) {
                kept[i] = 0;
            }
            any |= kept[i] > 0;
        }
        if (any) {
            System.arraycopy(kept, 0, scores, 0, scores.length);
        }
    }

    private int pick(List<Integer> cells) {
        return cells.get(random.nextInt(cells.size()));
    }

    private static Decision decide(Rules rules, int cell, String comment) {
        return new Decision(new Point(cell % rules.width(), cell / rules.width()), comment);
    }

    private static int max(int[] scores) {
        int best = 0;
        for (int s : scores) {
            best = Math.max(best, s);
        }
        return best;
    }

    private static List<Integer> argmax(int[] scores, int best) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            if (scores[i] == best) {
                cells.add(i);
            }
        }
        return cells;
    }
}
