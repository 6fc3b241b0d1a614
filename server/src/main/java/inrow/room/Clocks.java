package inrow.room;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The clocks of a timed round: each slot's time left as of {@code since} (when the side to move got its turn), and
 * what the mover's clock held after each ply. Untimed rounds keep
 * {@code since} alone: the first-move and idle deadlines count from it.
 */
public record Clocks(List<Long> left, long since, List<Long> afterPly) {
    public Clocks {
        left = left == null ? null : Collections.unmodifiableList(Arrays.asList(left.get(0), left.get(1)));
        afterPly = Collections.unmodifiableList(new ArrayList<>(afterPly));
    }

    static Clocks start(TimeControl control, long since) {
        return new Clocks(control == null ? null : List.of(control.startMs(), control.startMs()), since, List.of());
    }

    /** The time a slot has left at {@code now}, if its clock is the one running. */
    long leftAt(int slot, boolean running, long now) {
        long held = left.get(slot);
        return running ? held - Math.max(0, now - since) : held;
    }

    Clocks moved(int slot, Long after, long at) {
        List<Long> plies = new ArrayList<>(afterPly);
        plies.add(after);
        if (left == null || after == null) {
            return new Clocks(left, at, plies);
        }
        Long[] next = left.toArray(new Long[2]);
        next[slot] = after;
        return new Clocks(Arrays.asList(next), at, plies);
    }

    /** The running slot's clock stopped {@code at}: what it had left then is what it keeps (never below zero). */
    Clocks stopped(int slot, long at) {
        Long[] next = left.toArray(new Long[2]);
        next[slot] = Math.max(0, leftAt(slot, true, at));
        return new Clocks(Arrays.asList(next), at, afterPly);
    }

    Clocks since(long at) {
        return new Clocks(left, at, afterPly);
    }

    /**
     * The clocks after a takeback to {@code ply} moves: the values each slot has at {@code at} (time spent is not
     * given back), the turn starting again then; the record of each ply's value is cut to the position's.
     */
    Clocks takenBack(int ply, List<Long> leftNow, long at) {
        List<Long> plies = afterPly.subList(0, Math.min(ply, afterPly.size()));
        return new Clocks(left == null ? null : leftNow, at, plies);
    }
}
