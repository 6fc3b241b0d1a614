package inrow.game;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The clocks of a timed round: each slot's time left as of {@code since} (when the side to move got its turn).
 * Untimed rounds keep {@code since} alone: the first-move and idle deadlines count from it.
 */
public record Clocks(List<Long> left, long since) {
    public Clocks {
        left = left == null ? null : Collections.unmodifiableList(Arrays.asList(left.get(0), left.get(1)));
    }

    static Clocks start(TimeControl control, long since) {
        return new Clocks(control == null ? null : List.of(control.startMs(), control.startMs()), since);
    }

    /** The time a slot has left at {@code now}, if its clock is the one running. */
    long leftAt(int slot, boolean running, long now) {
        long held = left.get(slot);
        return running ? held - Math.max(0, now - since) : held;
    }

    Clocks moved(int slot, Long after, long at) {
        if (left == null || after == null) {
            return new Clocks(left, at);
        }
        Long[] next = left.toArray(new Long[2]);
        next[slot] = after;
        return new Clocks(Arrays.asList(next), at);
    }

    /** The running slot's clock stopped {@code at}: what it had left then is what it keeps (never below zero). */
    Clocks stopped(int slot, long at) {
        Long[] next = left.toArray(new Long[2]);
        next[slot] = Math.max(0, leftAt(slot, true, at));
        return new Clocks(Arrays.asList(next), at);
    }

    /** One slot's time set to {@code ms}, the turn's start unchanged. */
    Clocks set(int slot, long ms) {
        if (left == null) {
            return this;
        }
        Long[] next = left.toArray(new Long[2]);
        next[slot] = ms;
        return new Clocks(Arrays.asList(next), since);
    }

    Clocks since(long at) {
        return new Clocks(left, at);
    }

    /**
     * The clocks after a takeback: the values each slot has at {@code at} (time spent is not given back, see
     * {@code Manners}), the turn starting again then.
     */
    Clocks takenBack(List<Long> leftNow, long at) {
        return new Clocks(left == null ? null : leftNow, at);
    }
}
