package inrow.bot.ladder;

import inrow.engine.Rules;
import java.util.List;

/**
 * The eight levels of each kind of game, weakest first. Level 8 is the master itself; the rest are its search
 * held back (docs/bots.md, "The ladder", has the measured ratings and the command that measured them).
 */
public final class Ladder {
    public static final int TOP = 8;
    /** Where a newcomer starts. */
    public static final int DEFAULT = 4;

    // number, sight, depth, nodes, temperature (in the evaluation's units: an open three is about 60), threats
    private static final List<Rung> LINES = List.of(
            new Rung(1, 0.45, 1, 300, 120, 0),
            new Rung(2, 0.7, 1, 300, 70, 0),
            new Rung(3, 0.85, 1, 600, 50, 0),
            new Rung(4, 0.96, 2, 3_000, 35, 0),
            new Rung(5, 1.0, 3, 8_000, 35, 0),
            new Rung(6, 1.0, 5, 20_000, 10, 0.1),
            new Rung(7, 1.0, 5, 40_000, 0, 0.2),
            new Rung(8, 1.0, 60, Long.MAX_VALUE, 0, 1.0));

    // gravity: temperature in the lookahead's units (a cell that wins for the mover is worth about 10 to 30)
    private static final List<Rung> DROPS = List.of(
            new Rung(1, 0.0, 1, 0, 0, 0),
            new Rung(2, 0.97, 1, 2_000, 30, 0),
            new Rung(3, 1.0, 3, 5_000, 12, 0),
            new Rung(4, 1.0, 6, 30_000, 5, 0),
            new Rung(5, 1.0, 8, 100_000, 3, 0),
            new Rung(6, 1.0, 10, 500_000, 2, 0),
            new Rung(7, 1.0, 11, 1_000_000, 0, 0),
            new Rung(8, 1.0, 60, Long.MAX_VALUE, 0, 1.0));

    private Ladder() {
    }

    /** Level {@code number} (1 to 8) for a game played under {@code rules}. */
    public static Rung rung(Rules rules, int number) {
        if (number < 1 || number > TOP) {
            throw new IllegalArgumentException("no level " + number);
        }
        return (rules.gravity() ? DROPS : LINES).get(number - 1);
    }
}
