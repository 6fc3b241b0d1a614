package inrow.bot.master;

/**
 * Scores built on the line patterns. Every empty cell carries, for each player, the value of playing there: the sum
 * over its four lines of what the stone would make (a five, an open four, a four, an open three...) plus a bonus for
 * the combinations that win by themselves (double four, four-three, double three). {@link SearchBoard} keeps these
 * per-cell values and their sums up to date move by move; the evaluation is the difference of the sums, and move
 * ordering reads the per-cell values.
 */
public final class Evaluator {
    /** What a stone makes on one line, by pattern code. */
    static final int[] LINE = new int[Patterns.CODES];
    /** Bonus by combined class of a cell. */
    static final int[] CLASS = new int[SearchBoard.CLASSES];

    static {
        LINE[Patterns.FIVE] = 3000;
        LINE[Patterns.F4] = 320;
        LINE[Patterns.B4] = 70;
        LINE[Patterns.F3] = 60;
        LINE[Patterns.B3] = 14;
        LINE[Patterns.F2] = 12;
        LINE[Patterns.B2] = 4;
        LINE[Patterns.F1] = 3;
        LINE[Patterns.B1] = 1;
        for (int c = 1; c < Patterns.B1; c++) {
            LINE[c] = c >= 9 ? 1 : 0;
        }
        CLASS[SearchBoard.C_FLEX4] = 600;
        CLASS[SearchBoard.C_FOUR_THREE] = 400;
        CLASS[SearchBoard.C_THREE_THREE] = 250;
        CLASS[SearchBoard.C_DOUBLE] = 30;
    }

    private Evaluator() {
    }

    /** Static value of the position for the side to move, well inside the mate scores. */
    static int evaluate(SearchBoard b) {
        int me = b.toMove();
        int mine = b.valueSum(me);
        int theirs = b.valueSum(3 - me);
        return mine - theirs + (mine + theirs) / 16 + 20;
    }

    /**
     * How promising a move looks for {@code me}: what it makes for me, what it takes from the opponent, with the
     * decisive combinations first.
     */
    static int moveScore(SearchBoard b, int q, int me) {
        int op = 3 - me;
        int attack = b.value(q, me);
        int defence = b.value(q, op);
        return ATTACK_PRIORITY[b.cls(q, me)] + DEFENCE_PRIORITY[b.cls(q, op)] + attack + attack / 2 + defence;
    }

    private static final int[] ATTACK_PRIORITY = new int[SearchBoard.CLASSES];
    private static final int[] DEFENCE_PRIORITY = new int[SearchBoard.CLASSES];

    static {
        ATTACK_PRIORITY[SearchBoard.C_FIVE] = 1 << 26;
        DEFENCE_PRIORITY[SearchBoard.C_FIVE] = 1 << 25;
        ATTACK_PRIORITY[SearchBoard.C_FLEX4] = 1 << 24;
        DEFENCE_PRIORITY[SearchBoard.C_FLEX4] = 1 << 20;
        ATTACK_PRIORITY[SearchBoard.C_FOUR_THREE] = 1 << 22;
        DEFENCE_PRIORITY[SearchBoard.C_FOUR_THREE] = 1 << 18;
        ATTACK_PRIORITY[SearchBoard.C_THREE_THREE] = 1 << 19;
        DEFENCE_PRIORITY[SearchBoard.C_THREE_THREE] = 1 << 16;
        ATTACK_PRIORITY[SearchBoard.C_FOUR] = 1200;
        DEFENCE_PRIORITY[SearchBoard.C_FOUR] = 300;
        ATTACK_PRIORITY[SearchBoard.C_THREE] = 1500;
        DEFENCE_PRIORITY[SearchBoard.C_THREE] = 600;
        ATTACK_PRIORITY[SearchBoard.C_DOUBLE] = 200;
        DEFENCE_PRIORITY[SearchBoard.C_DOUBLE] = 100;
    }
}
