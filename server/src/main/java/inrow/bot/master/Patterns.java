package inrow.bot.master;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Line patterns for one rule set (k and the overline rule): what a stone on an empty cell would make along one line.
 * Everything is derived from k: a pattern is "how many more stones the line through the cell needs to win" (its
 * level j) and whether it is flexible (two or more ways to go on, so one block does not stop it) or blocked.
 *
 * <p>For k = 5 the levels carry their gomoku names: j = 0 is a five, j = 1 a four (flexible: an open four, two
 * winning cells; blocked: one winning cell), j = 2 a three (flexible: the next stone can make an open four), and so
 * on. The definition is recursive and exact: a window is a FOUR when one more stone on it wins, a flexible FOUR when
 * two different cells do; below that a window has the level one above the best the next stone can reach. Wins are
 * checked with the rules' exact-k or overline meaning, so under exact k a run of k + 1 is never a five.
 *
 * <p>The window is the line through the cell, k - 1 cells each side (plus one more under exact k, to see whether a
 * run would overshoot). While the number of window states is small (k up to 7 or 8) each state is classified the
 * first time it is met and remembered in a table shared by all games with these rules (a lost race between threads
 * only computes the same byte twice); for longer lines the class is computed directly from the k-wide segments
 * through the cell.
 */
public final class Patterns {
    public static final int DEAD = 0;
    public static final int B1 = 11;
    public static final int F1 = 12;
    public static final int B2 = 13;
    public static final int F2 = 14;
    public static final int B3 = 15;
    public static final int F3 = 16;
    public static final int B4 = 17;
    public static final int F4 = 18;
    public static final int FIVE = 19;
    public static final int CODES = 20;

    /** Digits of a window cell, seen from the player whose patterns are computed. */
    public static final int EMPTY = 0;
    public static final int OWN = 1;
    public static final int BLOCKED = 2;

    private static final int MAX_TABLE_CELLS = 14;
    private static final ConcurrentHashMap<Long, Patterns> CACHE = new ConcurrentHashMap<>();

    final int k;
    final boolean overline;
    /** Cells each side of the centre that a pattern looks at. */
    final int half;
    /** Window cells without the centre: 2 * half. */
    final int span;
    /** Base-3 weight of each window cell, ordered from -half to +half without the centre. */
    final int[] pow3;
    private final byte[] table;

    private Patterns(int k, boolean overline, int half) {
        this.k = k;
        this.overline = overline;
        this.half = half;
        this.span = 2 * half;
        if (span <= MAX_TABLE_CELLS) {
            pow3 = new int[span];
            int p = 1;
            for (int i = 0; i < span; i++) {
                pow3[i] = p;
                p *= 3;
            }
            table = new byte[p];
            java.util.Arrays.fill(table, (byte) -1);
        } else {
            pow3 = null;
            table = null;
        }
    }

    public static Patterns of(int k, boolean overline) {
        return of(k, overline, overline ? k - 1 : k);
    }

    /**
     * Renju's white (five or more wins) seen through the exact-five window of black (k cells each side), so that both
     * players' window keys on one board have the same digits; the extra cell changes no pattern under overline.
     */
    public static Patterns wide(int k) {
        return of(k, true, k);
    }

    private static Patterns of(int k, boolean overline, int half) {
        long key = (k * 2L + (overline ? 1 : 0)) * 64 + half;
        Patterns cached = CACHE.get(key);
        if (cached == null) {
            cached = new Patterns(k, overline, half);
            Patterns raced = CACHE.putIfAbsent(key, cached);
            if (raced != null) {
                cached = raced;
            }
        }
        return cached;
    }

    /** True when {@link #code(int)} works on a base-3 window index, false when {@link #codeOf(int[])} must be used. */
    public boolean tabled() {
        return table != null;
    }

    /** The pattern of a window given as a base-3 index (digit i weighs 3^i), for tabled rules. */
    public int code(int index) {
        int c = table[index];
        return c >= 0 ? c : classify(index, new int[span]);
    }

    /** The pattern of a window given digit by digit (span cells, -half..-1 then 1..half). */
    public int codeOf(int[] digits) {
        if (table != null) {
            int index = 0;
            for (int i = 0; i < span; i++) {
                index += digits[i] * pow3[i];
            }
            return code(index);
        }
        return direct(digits);
    }

    /** Position in the digit array of the cell at offset t (t != 0) from the centre. */
    int position(int t) {
        return t < 0 ? t + half : t + half - 1;
    }

    /** Level (stones still needed) and flexibility to a code. */
    static int codeFor(int level, boolean flexible) {
        if (level <= 0) {
            return FIVE;
        }
        int j = Math.min(level, 9);
        return 20 - 2 * j - (flexible ? 0 : 1);
    }

    /** One level further from the win, same flexibility; codes at the far end saturate. */
    private static int demote(int code) {
        if (code <= 2) {
            return code;
        }
        return code - 2;
    }

    private int classify(int index, int[] digits) {
        int known = table[index];
        if (known >= 0) {
            return known;
        }
        decode(index, digits);
        int result;
        if (winsThroughCentre(digits)) {
            result = FIVE;
        } else {
            int completions = 0;
            for (int t = -(k - 1); t <= k - 1; t++) {
                if (t == 0) {
                    continue;
                }
                int pos = position(t);
                if (digits[pos] == EMPTY) {
                    digits[pos] = OWN;
                    if (winsThroughCentre(digits)) {
                        completions++;
                    }
                    digits[pos] = EMPTY;
                }
            }
            if (completions >= 2) {
                result = F4;
            } else if (completions == 1) {
                result = B4;
            } else {
                int best = DEAD;
                for (int t = -(k - 1); t <= k - 1; t++) {
                    if (t == 0) {
                        continue;
                    }
                    int pos = position(t);
                    if (digits[pos] == EMPTY) {
                        int c = classify(index + pow3[pos], new int[span]);
                        if (c > best) {
                            best = c;
                        }
                    }
                }
                result = demote(best);
            }
        }
        table[index] = (byte) result;
        return result;
    }

    private void decode(int index, int[] digits) {
        for (int i = 0; i < span; i++) {
            digits[i] = index % 3;
            index /= 3;
        }
    }

    private int digit(int[] digits, int t) {
        if (t == 0) {
            return OWN;
        }
        if (t < -half || t > half) {
            return BLOCKED;
        }
        return digits[position(t)];
    }

    /** Whether the run of own stones through the centre wins under the rules. */
    private boolean winsThroughCentre(int[] digits) {
        int left = 0;
        while (left < half && digits[position(-left - 1)] == OWN) {
            left++;
        }
        int right = 0;
        while (right < half && digits[position(right + 1)] == OWN) {
            right++;
        }
        int length = left + 1 + right;
        return length == k || (overline && length > k);
    }

    /**
     * Direct classification for long lines: exact for fives and fours; below that, the level comes from the k-wide
     * segments through the centre that can still become a win, and two or more best segments make it flexible.
     */
    private int direct(int[] digits) {
        if (winsThroughCentre(digits)) {
            return FIVE;
        }
        int best = -1;
        int bestCount = 0;
        for (int s = -(k - 1); s <= 0; s++) {
            int own = 0;
            boolean alive = true;
            for (int t = s; t < s + k; t++) {
                int d = digit(digits, t);
                if (d == BLOCKED) {
                    alive = false;
                    break;
                }
                if (d == OWN) {
                    own++;
                }
            }
            if (alive && !overline && (digit(digits, s - 1) == OWN || digit(digits, s + k) == OWN)) {
                alive = false;
            }
            if (!alive) {
                continue;
            }
            if (own > best) {
                best = own;
                bestCount = 1;
            } else if (own == best) {
                bestCount++;
            }
        }
        if (best < 0) {
            return DEAD;
        }
        if (best == k - 1) {
            int completions = 0;
            int first = Integer.MIN_VALUE;
            for (int s = -(k - 1); s <= 0; s++) {
                int own = 0;
                int empty = Integer.MIN_VALUE;
                boolean alive = true;
                for (int t = s; t < s + k; t++) {
                    int d = digit(digits, t);
                    if (d == BLOCKED) {
                        alive = false;
                        break;
                    }
                    if (d == OWN) {
                        own++;
                    } else {
                        empty = t;
                    }
                }
                if (alive && !overline && (digit(digits, s - 1) == OWN || digit(digits, s + k) == OWN)) {
                    alive = false;
                }
                if (alive && own == k - 1 && empty != first) {
                    if (completions == 0) {
                        first = empty;
                    }
                    completions++;
                }
            }
            return completions >= 2 ? F4 : B4;
        }
        return codeFor(k - best, bestCount >= 2);
    }
}
