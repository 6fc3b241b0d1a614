package inrow.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The moves of a game, immutable, where one more move costs one slot instead of a copy of them all. Games that
 * follow each other share one array: a list sees only its first {@code size} slots, which never change once
 * written, and the next move goes into the slot after them if no other game has claimed it, or shares it if it holds
 * the same move (a game that branched off earlier with another move, after a takeback or in a bot's search, copies
 * instead). Copying every list on every move was the
 * largest share of what a move allocated in the engine, and each copy lived until the next move.
 */
final class MoveList extends AbstractList<Point> implements RandomAccess {
    private static final MoveList EMPTY = new MoveList(new Point[0], 0, new AtomicInteger());
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Point[].class);

    private final Point[] slots;
    private final int size;
    /** How many slots of {@link #slots} are written, shared by every list on that array. */
    private final AtomicInteger written;

    private MoveList(Point[] slots, int size, AtomicInteger written) {
        this.slots = slots;
        this.size = size;
        this.written = written;
    }

    static MoveList empty() {
        return EMPTY;
    }

    static MoveList of(List<Point> moves) {
        if (moves instanceof MoveList list) {
            return list;
        }
        Point[] copy = moves.toArray(new Point[0]);
        return new MoveList(copy, copy.length, new AtomicInteger(copy.length));
    }

    /** These moves and then {@code p}. */
    MoveList plus(Point p) {
        if (size < slots.length) {
            if (written.compareAndSet(size, size + 1)) {
                // Released, so a thread that reads it (below) with acquire also sees everything before it.
                SLOT.setRelease(slots, size, p);
                return new MoveList(slots, size + 1, written);
            }
            // The same move played again from the same game (a bot that tried it while thinking, then the judge
            // that checks the bot's answer): the slot already holds it, and stays so, since a slot is written once.
            if (p.equals(SLOT.getAcquire(slots, size))) {
                return new MoveList(slots, size + 1, written);
            }
        }
        // Full: grow, as a game goes on. Taken by another branch: copy to just this size, since a branch is most
        // often a probe played once (a bot trying each cell); if it goes on, its next move grows it.
        boolean full = size == slots.length;
        Point[] copy = Arrays.copyOf(slots, full ? Math.max(16, size * 2) : size + 1);
        copy[size] = p;
        return new MoveList(copy, size + 1, new AtomicInteger(size + 1));
    }

    @Override
    public Point get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("move " + index + " of " + size);
        }
        return slots[index];
    }

    @Override
    public int size() {
        return size;
    }
}
