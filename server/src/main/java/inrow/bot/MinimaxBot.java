package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Level "minimax": two plies, its move and the opponent's best reply. A position is worth the number of k-long
 * windows still open for the bot (no opponent stone in them) minus those still open for the opponent, or a large
 * negative value when the opponent has just won. An immediate win is taken without searching. Boards of more than
 * {@value #FULL_SEARCH_CELLS} cells only consider empty cells within {@value #REACH} of a stone (the centre on an
 * empty board). The search stops between candidate moves once the budget runs out and plays the best move found so
 * far. Ties are broken with the given random source. With gravity the moves are the columns' landing cells, and the
 * opponent's replies to a move include the cell it opens above itself.
 */
public final class MinimaxBot implements Bot {
    static final int FULL_SEARCH_CELLS = 64;
    static final int REACH = 2;
    private static final int LOSS = -1_000_000;
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final RandomGenerator random;
    private LineWindows windows;

    public MinimaxBot(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Decision choose(Game game, Budget budget) {
        Rules rules = game.rules();
        if (windows == null || !windows.rules.equals(rules)) {
            windows = new LineWindows(rules);
        }
        int w = rules.width();
        int n = rules.cells();
        byte[] cells = game.cells();
        byte me = Game.code(game.toMove());
        byte you = (byte) (3 - me);
        boolean gravity = rules.gravity();
        // With gravity there are at most width moves: no need to narrow them down.
        boolean near = !gravity && n > FULL_SEARCH_CELLS;

        boolean[] candidate = new boolean[n];
        List<Integer> candidates = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            if (LineScores.playable(rules, cells, c) && (!near || nearStone(rules, cells, c))) {
                candidate[c] = true;
                candidates.add(c);
            }
        }
        if (candidates.isEmpty()) {
            // Only a large empty board gets here: no stone to play near.
            for (int c : LineScores.centre(rules)) {
                if (cells[c] == 0) {
                    candidates.add(c);
                }
            }
            return decide(rules, pick(candidates), "Taking the centre");
        }

        List<Integer> wins = new ArrayList<>();
        List<Integer> threats = new ArrayList<>();
        for (int c : candidates) {
            if (LineScores.winsAt(rules, cells, c % w, c / w, me)) {
                wins.add(c);
            }
            if (LineScores.winsAt(rules, cells, c % w, c / w, you)) {
                threats.add(c);
            }
        }
        if (!wins.isEmpty()) {
            return decide(rules, pick(wins), "I win here");
        }

        // Stones of each side in every window, and how many windows each side still has open.
        int[][] stones = new int[3][windows.count];
        for (int c = 0; c < n; c++) {
            if (cells[c] != 0) {
                for (int wi : windows.byCell[c]) {
                    stones[cells[c]][wi]++;
                }
            }
        }
        int openMine = 0;
        int openYours = 0;
        for (int wi = 0; wi < windows.count; wi++) {
            openMine += stones[you][wi] == 0 ? 1 : 0;
            openYours += stones[me][wi] == 0 ? 1 : 0;
        }

        // Blocks first, so that a short budget still looks at them; the rest in random order.
        List<Integer> order = new ArrayList<>(threats);
        List<Integer> rest = new ArrayList<>();
        for (int c : candidates) {
            if (!threats.contains(c)) {
                rest.add(c);
            }
        }
        shuffle(rest);
        order.addAll(rest);

        int best = Integer.MIN_VALUE;
        List<Integer> bestMoves = new ArrayList<>();
        int[] extra = new int[(2 * REACH + 1) * (2 * REACH + 1)];
        for (int i = 0; i < order.size(); i++) {
            if (i > 0 && budget.expired()) {
                break;
            }
            int m = order.get(i);
            int value;
            // The opponent's immediate wins do not depend on where my stone goes, only on whether it fills them
            // (or, with gravity, opens one right above it).
            if (threats.size() > 1 || (threats.size() == 1 && threats.get(0) != m)
                    || (gravity && m >= w && LineScores.winsAt(rules, cells, m % w, m / w - 1, you))) {
                value = LOSS;
            } else {
                value = reply(rules, cells, stones, candidates, candidate, extra, near, m, me, you, openMine, openYours);
            }
            if (value > best) {
                best = value;
                bestMoves.clear();
            }
            if (value == best) {
                bestMoves.add(m);
            }
        }
        if (best == LOSS && !threats.isEmpty()) {
            // Lost against best play whatever I do; still stop one of the wins.
            bestMoves = threats;
        }
        int move = pick(bestMoves);
        return decide(rules, move, comment(game, rules, cells, stones, threats, move, me, you));
    }

    /**
     * The value of my stone on {@code m} once the opponent has answered as best it can, with no immediate win on
     * either side; board, counts and open totals are restored on return.
     */
    private int reply(Rules rules, byte[] cells, int[][] stones, List<Integer> candidates, boolean[] candidate,
            int[] extra, boolean near, int m, byte me, byte you, int openMine, int openYours) {
        int[][] byCell = windows.byCell;
        cells[m] = me;
        int closed = 0;
        for (int wi : byCell[m]) {
            if (stones[me][wi]++ == 0) {
                closed++;
            }
        }
        int mine = openMine;
        int yours = openYours - closed;
        int value = Integer.MAX_VALUE;
        int[] theirs = stones[you];
        for (int r : candidates) {
            if (r != m) {
                value = Math.min(value, mine - closedBy(byCell[r], theirs) - yours);
            }
        }
        if (rules.gravity() && m >= rules.width()) {
            // The cell my stone opened in its column.
            value = Math.min(value, mine - closedBy(byCell[m - rules.width()], theirs) - yours);
        }
        if (near) {
            // Cells my stone brought within reach.
            int extras = around(rules, cells, m, candidate, extra);
            for (int e = 0; e < extras; e++) {
                value = Math.min(value, mine - closedBy(byCell[extra[e]], theirs) - yours);
            }
        }
        if (value == Integer.MAX_VALUE) {
            value = mine - yours;
        }
        for (int wi : byCell[m]) {
            stones[me][wi]--;
        }
        cells[m] = 0;
        return value;
    }

    /** How many of these windows a stone would close for the other side: those without a stone of its own yet. */
    private static int closedBy(int[] through, int[] own) {
        int closed = 0;
        for (int wi : through) {
            if (own[wi] == 0) {
                closed++;
            }
        }
        return closed;
    }

    /** The empty cells within reach of {@code m} that are not candidates already; returns how many were written. */
    private static int around(Rules rules, byte[] cells, int m, boolean[] candidate, int[] out) {
        int w = rules.width();
        int mx = m % w;
        int my = m / w;
        int count = 0;
        for (int y = my - REACH; y <= my + REACH; y++) {
            for (int x = mx - REACH; x <= mx + REACH; x++) {
                if (rules.contains(x, y)) {
                    int c = y * w + x;
                    if (cells[c] == 0 && !candidate[c]) {
                        out[count++] = c;
                    }
                }
            }
        }
        return count;
    }

    private static boolean nearStone(Rules rules, byte[] cells, int c) {
        int w = rules.width();
        int cx = c % w;
        int cy = c / w;
        for (int y = cy - REACH; y <= cy + REACH; y++) {
            for (int x = cx - REACH; x <= cx + REACH; x++) {
                if (rules.contains(x, y) && cells[y * w + x] != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private String comment(Game game, Rules rules, byte[] cells, int[][] stones, List<Integer> threats, int move,
            byte me, byte you) {
        if (threats.contains(move)) {
            return threats.size() > 1 ? "Blocking one of your wins" : "Blocking your win";
        }
        if (game.ply() == 0 && LineScores.centre(rules, cells).contains(move)) {
            return "Taking the centre";
        }
        int w = rules.width();
        int k = rules.win();
        int mx = move % w;
        int my = move / w;
        cells[move] = me;
        Set<Integer> next = new HashSet<>();
        for (int[] d : DIRECTIONS) {
            for (int i = -k; i <= k; i++) {
                int x = mx + i * d[0];
                int y = my + i * d[1];
                if (i != 0 && rules.contains(x, y) && cells[y * w + x] == 0
                        && LineScores.winsAt(rules, cells, x, y, me)) {
                    next.add(y * w + x);
                }
            }
        }
        cells[move] = 0;
        if (next.size() > 1) {
            return "Two ways to win now";
        }
        if (next.size() == 1) {
            return "Threatening to win";
        }
        int theirs = 0;
        int mine = 0;
        for (int wi : windows.byCell[move]) {
            if (stones[me][wi] == 0) {
                theirs = Math.max(theirs, stones[you][wi]);
            }
            if (stones[you][wi] == 0) {
                mine = Math.max(mine, stones[me][wi]);
            }
        }
        if (theirs >= 2 && theirs > mine) {
            return theirs >= 3 ? "Blocking your " + NumberWords.of(theirs) : "Getting in your way";
        }
        if (mine >= 2) {
            return "Lining up " + NumberWords.of(mine + 1);
        }
        if (mine == 1) {
            return "Building my line";
        }
        return "Keeping my options open";
    }

    private void shuffle(List<Integer> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Integer t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    private int pick(List<Integer> cells) {
        return cells.get(random.nextInt(cells.size()));
    }

    private static Decision decide(Rules rules, int cell, String comment) {
        return new Decision(new Point(cell % rules.width(), cell / rules.width()), comment);
    }
}
