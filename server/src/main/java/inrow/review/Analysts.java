package inrow.review;

import inrow.engine.Mark;
import inrow.engine.Rules;

/**
 * The exact analysts a review uses, for other boards that want the same values (the analysis board): made on demand,
 * since the Connect Four solver's table alone is 9 MB.
 */
public final class Analysts {
    private Analysts() {
    }

    /** An exact analyst for these rules (small boards, then Connect Four's solver), or null when none proves them. */
    public static Analyst exactFor(Rules rules) {
        if (SmallBoards.fits(rules)) {
            return new SmallBoards();
        }
        if (inrow.bot.connect4.Position.supports(rules)) {
            return new FourInARow();
        }
        return null;
    }

    /** Whether {@link #exactFor} has an analyst for these rules, asked without making one. */
    public static boolean proves(Rules rules) {
        return SmallBoards.fits(rules) || inrow.bot.connect4.Position.supports(rules);
    }

    /** Whether the master engine estimates positions of these rules (open boards up to 19 x 19). */
    public static boolean estimates(Rules rules) {
        return Gomoku.fits(rules);
    }

    /** The review's own scale: black's engine score as the {@code mover}'s chance to win. */
    public static double chance(int blackScore, Mark mover) {
        return Gomoku.chance(blackScore, mover);
    }
}
