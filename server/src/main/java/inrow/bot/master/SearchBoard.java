package inrow.bot.master;

import java.util.Arrays;

/**
 * The mutable board the search plays on: play and undo, an incremental Zobrist hash, and for every empty cell and
 * both players the line pattern a stone there would make in each of the four directions, kept up to date along the
 * four lines through each move (never recomputed for the whole board). From the patterns come each cell's combined
 * class (five, open four or double four, four-three, four, double three, three...), its value for the evaluation,
 * per-class counters and bit sets of the cells of each class, so "does the opponent threaten a five?" is a lookup
 * and "where are my fours?" a walk over a few words.
 *
 * <p>Cells are stored on a padded grid (walls around the board) so that windows never need bounds checks. Colours
 * are 1 (X) and 2 (O), the engine's codes; "side" is colour - 1.
 */
public final class SearchBoard {
    public static final int C_NONE = 0;
    public static final int C_ONE = 1;
    public static final int C_TWO = 2;
    public static final int C_DOUBLE = 3;
    public static final int C_THREE = 4;
    public static final int C_THREE_THREE = 5;
    public static final int C_FOUR = 6;
    public static final int C_FOUR_THREE = 7;
    public static final int C_FLEX4 = 8;
    public static final int C_FIVE = 9;
    public static final int CLASSES = 10;

    public static final byte EMPTY = 0;
    public static final byte WALL = 3;
    /** Window digit of a cell value, for X (row 0) and O (row 1). */
    private static final int[][] DIGIT = {{0, 1, 2, 2}, {0, 2, 1, 2}};

    public final int width;
    public final int height;
    public final int k;
    public final boolean overline;
    /** Renju: black (X) wins only with exactly k and may not play the points {@link #forbidden(int)} names. */
    public final boolean renju;
    /** X's patterns; O's are {@link #patternsO}, the same object except in renju (exact five for X, five or more for O). */
    final Patterns patterns;
    final Patterns patternsO;
    private final boolean tabled;
    private final int half;
    final int pad;
    final int stride;
    final int size;
    final int cells;

    final byte[] cell;
    final int[] dirs;
    /** Padded indices of the real cells, row by row. */
    final int[] board;
    private final byte[] code;
    private final byte[] cls;
    private final int[] val;
    private final int[] classCount = new int[2 * CLASSES];
    private final int[] valueSum = new int[2];
    final byte[] near;
    /** Bit sets of cells: empty ones near a stone; per side, empty ones of class five, four or more, three or more. */
    private final long[] candBits;
    private final long[][] fiveBits = new long[2][];
    private final long[][] fourBits = new long[2][];
    private final long[][] threeBits = new long[2][];
    private final int words;
    private final int[] stack;
    private int count;
    /** Undo log: code changes (slot << 8 | old code) and cell refreshes (-1 - slot, old class, old value). */
    private int[] log = new int[4096];
    private int logSize;
    private final int[] frames;
    private long hash;
    private final long[] zobrist;
    private final int[] pow3;
    private final int[] digitsX;
    private final int[] digitsO;
    /** Tabled rules: base-3 window index of every cell and direction, for X and for O, kept up to date. */
    private final int[] keyX;
    private final int[] keyO;
    /** What a stone of colour c adds to a key where it sits at window position i: [c * span + i]. */
    private final int[] addX;
    private final int[] addO;
    /** Window position of the moved stone seen from the cell u steps along the line: [u + half]. */
    private final int[] posFrom;

    /** Renju only: black's forbidden points. */
    private final Fouls fouls;

    private final int symmetries;
    private final int[][] symIndex;
    private final int[][] symInverse;
    private final long[] symHash;

    public SearchBoard(int width, int height, int k, boolean overline, boolean symmetry) {
        this(width, height, k, overline, false, symmetry);
    }

    public SearchBoard(int width, int height, int k, boolean overline, boolean renju, boolean symmetry) {
        this.width = width;
        this.height = height;
        this.k = k;
        this.overline = overline;
        this.renju = renju;
        // renju: both tables look k cells each side, so one window key per cell and direction serves both players
        this.patterns = renju ? Patterns.of(k, false) : Patterns.of(k, overline);
        this.patternsO = renju ? Patterns.wide(k) : patterns;
        this.tabled = patterns.tabled();
        this.pow3 = patterns.pow3;
        this.half = patterns.half;
        this.pad = Math.max(half, 2);
        this.stride = width + 2 * pad;
        this.size = stride * (height + 2 * pad);
        this.cells = width * height;
        this.cell = new byte[size];
        Arrays.fill(cell, WALL);
        this.board = new int[cells];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int i = index(x, y);
                cell[i] = EMPTY;
                board[y * width + x] = i;
            }
        }
        this.dirs = new int[] {1, stride, stride + 1, stride - 1};
        this.code = new byte[size * 8];
        this.cls = new byte[size * 2];
        this.val = new int[size * 2];
        this.near = new byte[size];
        this.words = (size + 63) >>> 6;
        this.candBits = new long[words];
        for (int s = 0; s < 2; s++) {
            fiveBits[s] = new long[words];
            fourBits[s] = new long[words];
            threeBits[s] = new long[words];
        }
        this.stack = new int[cells + 1];
        this.frames = new int[cells + 1];
        this.zobrist = Zobrist.keys(size, 0x1A2B3C4D5E6F7788L + width * 131L + height);
        this.digitsX = new int[patterns.span];
        this.digitsO = new int[patterns.span];
        int span = patterns.span;
        this.posFrom = new int[2 * half + 1];
        for (int u = -half; u <= half; u++) {
            posFrom[u + half] = u == 0 ? -1 : patterns.position(-u);
        }
        if (tabled) {
            keyX = new int[size * 4];
            keyO = new int[size * 4];
            addX = new int[3 * span];
            addO = new int[3 * span];
            for (int i = 0; i < span; i++) {
                addX[span + i] = pow3[i];
                addX[2 * span + i] = 2 * pow3[i];
                addO[span + i] = 2 * pow3[i];
                addO[2 * span + i] = pow3[i];
            }
            for (int q : board) {
                for (int d = 0; d < 4; d++) {
                    int dd = dirs[d];
                    int ix = 0;
                    int p = q - half * dd;
                    int i = 0;
                    for (int t = -half; t <= half; t++, p += dd) {
                        if (t != 0) {
                            ix += DIGIT[0][cell[p]] * pow3[i];
                            i++;
                        }
                    }
                    keyX[q * 4 + d] = ix;
                    keyO[q * 4 + d] = ix; // only walls so far: the same for both players
                }
            }
        } else {
            keyX = null;
            keyO = null;
            addX = null;
            addO = null;
        }
        for (int q : board) {
            for (int d = 0; d < 4; d++) {
                recompute(q, d);
            }
            for (int s = 0; s < 2; s++) {
                refresh(q, s, false);
                classCount[s * CLASSES + cls[q * 2 + s]]++;
                valueSum[s] += val[q * 2 + s];
                setBits(q, s, cls[q * 2 + s]);
            }
        }
        this.fouls = renju ? new Fouls(this) : null;
        if (symmetry) {
            symmetries = width == height ? 8 : 4;
            symIndex = new int[symmetries][size];
            symInverse = new int[symmetries][size];
            symHash = new long[symmetries];
            for (int s = 0; s < symmetries; s++) {
                for (int y = 0; y < height; y++) {
                    for (int x = 0; x < width; x++) {
                        int[] t = transform(s, x, y);
                        int from = index(x, y);
                        int to = index(t[0], t[1]);
                        symIndex[s][from] = to;
                        symInverse[s][to] = from;
                    }
                }
            }
        } else {
            symmetries = 0;
            symIndex = null;
            symInverse = null;
            symHash = null;
        }
    }

    private int[] transform(int s, int x, int y) {
        int w = width - 1;
        int h = height - 1;
        return switch (s) {
            case 0 -> new int[] {x, y};
            case 1 -> new int[] {w - x, y};
            case 2 -> new int[] {x, h - y};
            case 3 -> new int[] {w - x, h - y};
            case 4 -> new int[] {y, x};
            case 5 -> new int[] {h - y, x};
            case 6 -> new int[] {y, w - x};
            default -> new int[] {h - y, w - x};
        };
    }

    public int index(int x, int y) {
        return (y + pad) * stride + x + pad;
    }

    public int x(int index) {
        return index % stride - pad;
    }

    public int y(int index) {
        return index / stride - pad;
    }

    public int at(int index) {
        return cell[index];
    }

    public boolean isEmpty(int index) {
        return cell[index] == EMPTY;
    }

    public int stones() {
        return count;
    }

    public boolean full() {
        return count == cells;
    }

    /** Colour to move by count: X (1) on even counts. */
    public int toMove() {
        return (count & 1) == 0 ? 1 : 2;
    }

    public long hash() {
        return hash;
    }

    public int lastMove() {
        return count == 0 ? -1 : stack[count - 1];
    }

    public int move(int i) {
        return stack[i];
    }

    /** Pattern code of a stone of {@code color} on empty {@code q} along direction {@code d}. */
    public int code(int q, int d, int color) {
        return code[((q << 2) | d) << 1 | (color - 1)];
    }

    /** Combined class of empty {@code q} for {@code color} (C_FIVE: playing there wins). */
    public int cls(int q, int color) {
        return cls[q * 2 + color - 1];
    }

    public int value(int q, int color) {
        return val[q * 2 + color - 1];
    }

    public int valueSum(int color) {
        return valueSum[color - 1];
    }

    public int classCount(int color, int c) {
        return classCount[(color - 1) * CLASSES + c];
    }

    /** Empty cells where {@code color} would complete a winning line. */
    public int fives(int color) {
        return classCount[(color - 1) * CLASSES + C_FIVE];
    }

    /** Empty cells where {@code color} would make a four that cannot be stopped (open four or double four). */
    public int flexFours(int color) {
        return classCount[(color - 1) * CLASSES + C_FLEX4];
    }

    /** Empty cells where {@code color} would make at least a four. */
    public int fours(int color) {
        int base = (color - 1) * CLASSES;
        return classCount[base + C_FOUR] + classCount[base + C_FOUR_THREE] + classCount[base + C_FLEX4]
                + classCount[base + C_FIVE];
    }

    /** Empty cells where {@code color} would make an open three or better. */
    public int threats(int color) {
        int base = (color - 1) * CLASSES;
        int n = 0;
        for (int c = C_THREE; c < CLASSES; c++) {
            n += classCount[base + c];
        }
        return n;
    }

    /** The first empty cell of class C_FIVE for {@code color}, or -1. */
    public int findFive(int color) {
        if (fives(color) == 0) {
            return -1;
        }
        long[] bits = fiveBits[color - 1];
        for (int w = 0; w < words; w++) {
            if (bits[w] != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits[w]);
            }
        }
        return -1;
    }

    /** Whether some direction through empty q has a pattern of at least {@code min} for {@code color}. */
    public boolean hasCode(int q, int color, int min) {
        int base = (q << 3) | (color - 1);
        return code[base] >= min || code[base + 2] >= min || code[base + 4] >= min || code[base + 6] >= min;
    }

    public void play(int p, int color) {
        for (int s = 0; s < 2; s++) {
            int slot = p * 2 + s;
            valueSum[s] -= val[slot];
            classCount[s * CLASSES + cls[slot]]--;
            clearBits(p, s);
        }
        candBits[p >>> 6] &= ~(1L << p);
        cell[p] = (byte) color;
        hash ^= zobrist[p * 2 + color - 1];
        if (symHash != null) {
            for (int s = 0; s < symmetries; s++) {
                symHash[s] ^= zobrist[symIndex[s][p] * 2 + color - 1];
            }
        }
        frames[count] = logSize;
        stack[count++] = p;
        for (int dy = -2; dy <= 2; dy++) {
            int row = p + dy * stride;
            for (int dx = -2; dx <= 2; dx++) {
                int r = row + dx;
                if (near[r]++ == 0 && cell[r] == EMPTY) {
                    candBits[r >>> 6] |= 1L << r;
                }
            }
        }
        logging = true;
        if (tabled) {
            placeStone(p, color);
        } else {
            updateLines(p);
        }
        logging = false;
    }

    /** Tabled rules: adds the stone to the keys along its four lines and re-reads the codes of the empty cells. */
    private void placeStone(int p, int color) {
        int span = patterns.span;
        int ax = color * span;
        for (int d = 0; d < 4; d++) {
            int dd = dirs[d];
            int q = p - half * dd;
            for (int u = -half; u <= half; u++, q += dd) {
                if (u == 0) {
                    continue;
                }
                int slot = q * 4 + d;
                int pos = posFrom[u + half];
                int kx = keyX[slot] + addX[ax + pos];
                int ko = keyO[slot] + addO[ax + pos];
                keyX[slot] = kx;
                keyO[slot] = ko;
                if (cell[q] == EMPTY) {
                    int base = slot << 1;
                    int cx = patterns.code(kx);
                    int co = patternsO.code(ko);
                    if (code[base] != cx) {
                        record(base << 8 | code[base]);
                        code[base] = (byte) cx;
                        refresh(q, 0, true);
                    }
                    if (code[base + 1] != co) {
                        record((base + 1) << 8 | code[base + 1]);
                        code[base + 1] = (byte) co;
                        refresh(q, 1, true);
                    }
                }
            }
        }
    }

    /** Tabled rules: takes the stone out of the keys along its four lines (codes come back from the undo log). */
    private void liftStone(int p, int color) {
        int span = patterns.span;
        int ax = color * span;
        for (int d = 0; d < 4; d++) {
            int dd = dirs[d];
            int q = p - half * dd;
            for (int u = -half; u <= half; u++, q += dd) {
                if (u == 0) {
                    continue;
                }
                int slot = q * 4 + d;
                int pos = posFrom[u + half];
                keyX[slot] -= addX[ax + pos];
                keyO[slot] -= addO[ax + pos];
            }
        }
    }

    public void undo() {
        int p = stack[--count];
        int color = cell[p];
        cell[p] = EMPTY;
        hash ^= zobrist[p * 2 + color - 1];
        if (symHash != null) {
            for (int s = 0; s < symmetries; s++) {
                symHash[s] ^= zobrist[symIndex[s][p] * 2 + color - 1];
            }
        }
        for (int dy = -2; dy <= 2; dy++) {
            int row = p + dy * stride;
            for (int dx = -2; dx <= 2; dx++) {
                int r = row + dx;
                if (--near[r] == 0) {
                    candBits[r >>> 6] &= ~(1L << r);
                }
            }
        }
        if (near[p] > 0) {
            candBits[p >>> 6] |= 1L << p;
        }
        if (tabled) {
            liftStone(p, color);
        }
        int start = frames[count];
        int i = logSize;
        while (i > start) {
            int e = log[--i];
            if (e >= 0) {
                code[e >>> 8] = (byte) (e & 0xFF);
            } else {
                int oldVal = log[--i];
                int oldCls = log[--i];
                int slot = -1 - e;
                int side = slot & 1;
                classCount[side * CLASSES + cls[slot]]--;
                classCount[side * CLASSES + oldCls]++;
                valueSum[side] += oldVal - val[slot];
                cls[slot] = (byte) oldCls;
                val[slot] = oldVal;
                setBits(slot >> 1, side, oldCls);
            }
        }
        logSize = start;
        // p's own codes were left untouched while it was occupied: count it as an empty cell again
        for (int s = 0; s < 2; s++) {
            int slot = p * 2 + s;
            setBits(p, s, cls[slot]);
            valueSum[s] += val[slot];
            classCount[s * CLASSES + cls[slot]]++;
        }
    }

    private boolean logging;


    private void record(int entry) {
        if (logSize == log.length) {
            log = Arrays.copyOf(log, log.length * 2);
        }
        log[logSize++] = entry;
    }

    private void updateLines(int p) {
        for (int d = 0; d < 4; d++) {
            int dd = dirs[d];
            int q = p - half * dd;
            for (int t = -half; t <= half; t++, q += dd) {
                if (t != 0 && cell[q] == EMPTY) {
                    int changed = recompute(q, d);
                    if ((changed & 1) != 0) {
                        refresh(q, 0, true);
                    }
                    if ((changed & 2) != 0) {
                        refresh(q, 1, true);
                    }
                }
            }
        }
    }

    /** Recomputes both players' codes of empty q along d; bit 0 / bit 1 tell whose changed. */
    private int recompute(int q, int d) {
        int dd = dirs[d];
        int cx;
        int co;
        if (tabled) {
            cx = patterns.code(keyX[q * 4 + d]);
            co = patternsO.code(keyO[q * 4 + d]);
        } else {
            int p = q - half * dd;
            int i = 0;
            for (int t = -half; t <= half; t++, p += dd) {
                if (t == 0) {
                    continue;
                }
                int v = cell[p];
                digitsX[i] = DIGIT[0][v];
                digitsO[i] = DIGIT[1][v];
                i++;
            }
            cx = patterns.codeOf(digitsX);
            co = patternsO.codeOf(digitsO);
        }
        int base = ((q << 2) | d) << 1;
        int changed = 0;
        if (code[base] != cx) {
            if (logging) {
                record(base << 8 | code[base]);
            }
            code[base] = (byte) cx;
            changed |= 1;
        }
        if (code[base + 1] != co) {
            if (logging) {
                record((base + 1) << 8 | code[base + 1]);
            }
            code[base + 1] = (byte) co;
            changed |= 2;
        }
        return changed;
    }

    /** Recomputes class and value of empty q for side s from its four codes. */
    private void refresh(int q, int s, boolean counted) {
        int base = (q << 3) | s;
        int c0 = code[base];
        int c1 = code[base + 2];
        int c2 = code[base + 4];
        int c3 = code[base + 6];
        int c = classify(c0, c1, c2, c3);
        int v = Evaluator.LINE[c0] + Evaluator.LINE[c1] + Evaluator.LINE[c2] + Evaluator.LINE[c3] + Evaluator.CLASS[c];
        int slot = q * 2 + s;
        if (counted) {
            if (logging) {
                record(cls[slot]);
                record(val[slot]);
                record(-1 - slot);
            }
            classCount[s * CLASSES + cls[slot]]--;
            classCount[s * CLASSES + c]++;
            valueSum[s] += v - val[slot];
            setBits(q, s, c);
        }
        cls[slot] = (byte) c;
        val[slot] = v;
    }

    /** Puts empty q into side s's class sets as class c says. */
    private void setBits(int q, int s, int c) {
        int w = q >>> 6;
        long bit = 1L << q;
        if (c == C_FIVE) {
            fiveBits[s][w] |= bit;
        } else {
            fiveBits[s][w] &= ~bit;
        }
        if (c >= C_FOUR) {
            fourBits[s][w] |= bit;
        } else {
            fourBits[s][w] &= ~bit;
        }
        if (c >= C_THREE) {
            threeBits[s][w] |= bit;
        } else {
            threeBits[s][w] &= ~bit;
        }
    }

    private void clearBits(int q, int s) {
        int w = q >>> 6;
        long mask = ~(1L << q);
        fiveBits[s][w] &= mask;
        fourBits[s][w] &= mask;
        threeBits[s][w] &= mask;
    }

    /** Writes the cells of a bit set into out; returns how many. */
    private int collect(long[] bits, int[] out) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            long x = bits[w];
            while (x != 0) {
                out[n++] = (w << 6) + Long.numberOfTrailingZeros(x);
                x &= x - 1;
            }
        }
        return n;
    }

    /** Empty cells within two of a stone, in board order; the count. */
    public int candidates(int[] out) {
        return collect(candBits, out);
    }

    /** Empty cells where {@code color} makes at least a four (a five-threat or a win); the count. */
    public int fourCells(int color, int[] out) {
        return collect(fourBits[color - 1], out);
    }

    /** Empty cells where {@code color} makes at least an open three; the count. */
    public int threeCells(int color, int[] out) {
        return collect(threeBits[color - 1], out);
    }

    /** Empty cells where either player makes at least a four; the count. */
    public int fourCellsOfBoth(int[] out) {
        int n = 0;
        long[] a = fourBits[0];
        long[] b = fourBits[1];
        for (int w = 0; w < words; w++) {
            long x = a[w] | b[w];
            while (x != 0) {
                out[n++] = (w << 6) + Long.numberOfTrailingZeros(x);
                x &= x - 1;
            }
        }
        return n;
    }

    /** The code of empty q along d for color computed from the cells alone (for tests). */
    int directCode(int q, int d, int color) {
        int dd = dirs[d];
        int[] digits = new int[patterns.span];
        int p = q - half * dd;
        int i = 0;
        for (int t = -half; t <= half; t++, p += dd) {
            if (t != 0) {
                digits[i++] = DIGIT[color - 1][cell[p]];
            }
        }
        return (color == 1 ? patterns : patternsO).codeOf(digits);
    }

    /** Bucket of a code for classification: 0 nothing, 1 weak, 2 minor (B3, F2), 3 F3, 4 B4, 5 F4, 6 five. */
    private static final int[] BUCKET = new int[Patterns.CODES];

    static {
        for (int c = 1; c < Patterns.CODES; c++) {
            BUCKET[c] = 1;
        }
        BUCKET[Patterns.B3] = 2;
        BUCKET[Patterns.F2] = 2;
        BUCKET[Patterns.F3] = 3;
        BUCKET[Patterns.B4] = 4;
        BUCKET[Patterns.F4] = 5;
        BUCKET[Patterns.FIVE] = 6;
    }

    /** Class by the four buckets, index b0 * 343 + b1 * 49 + b2 * 7 + b3. */
    private static final byte[] CLASS_OF = new byte[7 * 7 * 7 * 7];

    static {
        for (int i = 0; i < CLASS_OF.length; i++) {
            CLASS_OF[i] = (byte) classifyBuckets(i / 343, i / 49 % 7, i / 7 % 7, i % 7);
        }
    }

    static int classify(int c0, int c1, int c2, int c3) {
        return CLASS_OF[BUCKET[c0] * 343 + BUCKET[c1] * 49 + BUCKET[c2] * 7 + BUCKET[c3]];
    }

    private static int classifyBuckets(int b0, int b1, int b2, int b3) {
        int top = Math.max(Math.max(b0, b1), Math.max(b2, b3));
        int fives = top == 6 ? 1 : 0;
        int flex4 = (b0 == 5 ? 1 : 0) + (b1 == 5 ? 1 : 0) + (b2 == 5 ? 1 : 0) + (b3 == 5 ? 1 : 0);
        int four = (b0 == 4 ? 1 : 0) + (b1 == 4 ? 1 : 0) + (b2 == 4 ? 1 : 0) + (b3 == 4 ? 1 : 0);
        int flex3 = (b0 == 3 ? 1 : 0) + (b1 == 3 ? 1 : 0) + (b2 == 3 ? 1 : 0) + (b3 == 3 ? 1 : 0);
        int minor = (b0 == 2 ? 1 : 0) + (b1 == 2 ? 1 : 0) + (b2 == 2 ? 1 : 0) + (b3 == 2 ? 1 : 0);
        int weak = top >= 1 ? 1 : 0;
        if (fives > 0) {
            return C_FIVE;
        }
        if (flex4 > 0 || four >= 2) {
            return C_FLEX4;
        }
        if (four > 0) {
            return flex3 > 0 ? C_FOUR_THREE : C_FOUR;
        }
        if (flex3 >= 2) {
            return C_THREE_THREE;
        }
        if (flex3 > 0) {
            return C_THREE;
        }
        if (minor >= 2) {
            return C_DOUBLE;
        }
        if (minor > 0) {
            return C_TWO;
        }
        return weak > 0 ? C_ONE : C_NONE;
    }

    /** Renju: whether black (X) may not play empty q (a double three, a double four or an overline). */
    public boolean forbidden(int q) {
        return fouls != null && fouls.forbidden(q);
    }

    /** Whether {@code color} may play empty q: always, except black on a forbidden point in renju. */
    public boolean legal(int q, int color) {
        return fouls == null || color != 1 || !fouls.forbidden(q);
    }

    /** The kind of foul of black on q by the full check, {@link Fouls#NONE} when allowed (for tests). */
    int foulKind(int q) {
        return fouls == null ? Fouls.NONE : fouls.foul(q, 0);
    }

    /** An empty cell where {@code color} may play a four that cannot be stopped (open or double four), or -1. */
    public int flexFourCell(int color) {
        if (flexFours(color) == 0) {
            return -1;
        }
        long[] bits = fourBits[color - 1];
        for (int w = 0; w < words; w++) {
            long x = bits[w];
            while (x != 0) {
                int q = (w << 6) + Long.numberOfTrailingZeros(x);
                x &= x - 1;
                if (cls[q * 2 + color - 1] == C_FLEX4 && legal(q, color)) {
                    return q;
                }
            }
        }
        return -1;
    }

    /**
     * Whether {@code color} can make a four that cannot be stopped: {@link #flexFours} counts the cells, but in renju
     * black's double four is forbidden, and so is an open four that makes a double three or an overline elsewhere.
     */
    public boolean hasFlexFour(int color) {
        if (flexFours(color) == 0) {
            return false;
        }
        return fouls == null || color != 1 || flexFourCell(color) >= 0;
    }

    /** Hash of the position up to board symmetry (the least of the symmetric hashes); plain hash without symmetry. */
    public long canonicalHash() {
        if (symHash == null) {
            return hash;
        }
        long best = symHash[0];
        for (int s = 1; s < symmetries; s++) {
            if (symHash[s] < best) {
                best = symHash[s];
            }
        }
        return best;
    }

    /** Which symmetry gives the canonical hash (0 without symmetry). */
    public int canonicalSymmetry() {
        if (symHash == null) {
            return 0;
        }
        int best = 0;
        for (int s = 1; s < symmetries; s++) {
            if (symHash[s] < symHash[best]) {
                best = s;
            }
        }
        return best;
    }

    /** A cell mapped into the canonical frame of symmetry s. */
    public int toCanonical(int s, int q) {
        return symHash == null ? q : symIndex[s][q];
    }

    /** A cell of the canonical frame of symmetry s mapped back to this position. */
    public int fromCanonical(int s, int q) {
        return symHash == null ? q : symInverse[s][q];
    }

    /** Whether empty q is on the board and close (within 2) to a stone. */
    public boolean isCandidate(int q) {
        return cell[q] == EMPTY && near[q] > 0;
    }

    /** Distance-from-centre rank of q, smaller is more central, for tie breaks. */
    public int centrality(int q) {
        int dx = Math.abs(2 * x(q) - (width - 1));
        int dy = Math.abs(2 * y(q) - (height - 1));
        return Math.max(dx, dy) * 4 + dx + dy;
    }

    /** Whether the stone of {@code color} on q (placed) makes a winning run under the rules: an O(k) check. */
    public boolean winsAt(int q, int color) {
        boolean longer = overline && !(renju && color == 1);
        for (int d = 0; d < 4; d++) {
            int dd = dirs[d];
            int n = 1;
            int p = q - dd;
            while (cell[p] == color && n <= k) {
                n++;
                p -= dd;
            }
            p = q + dd;
            while (cell[p] == color && n <= k) {
                n++;
                p += dd;
            }
            if (n == k || (longer && n > k)) {
                return true;
            }
        }
        return false;
    }
}
