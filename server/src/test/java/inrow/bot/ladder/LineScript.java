package inrow.bot.ladder;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.LineScores;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;

/**
 * A script that only completes its own lines: it plays where its longest run that can still become k in a row
 * grows longest (the first such cell), and never looks at the opponent's stones.
 */
final class LineScript implements Bot {
    @Override
    public Decision choose(Game game, Budget budget) {
        Rules rules = game.rules();
        byte[] cells = game.cells();
        int[] runs = LineScores.runScores(rules, cells, Game.code(game.toMove()));
        int best = -1;
        for (int c = 0; c < cells.length; c++) {
            if (LineScores.playable(rules, cells, c) && (best < 0 || runs[c] > runs[best])) {
                best = c;
            }
        }
        return new Decision(new Point(best % rules.width(), best / rules.width()), "");
    }
}
