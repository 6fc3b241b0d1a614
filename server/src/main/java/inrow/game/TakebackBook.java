package inrow.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a round remembers for fair takebacks: each ply's mover's clock as its turn began ({@code turnStarts}, by
 * ply; empty when untimed), so a takeback gives the side that grants it back the time it spent on the moves taken
 * back; and the ply at which each slot last asked for one ({@code askedAt}, null: not this round), so a refused
 * request is not asked again at once. Derived from the round's facts by {@link Table#evolve}; {@code askedAt} is kept
 * in memory only, like the draw offers' spacing.
 */
record TakebackBook(List<Long> turnStarts, List<Integer> askedAt) {
    /** Plies (a move each) after a takeback request before the same player may ask again. */
    static final int ASK_GAP = 2;
    static final TakebackBook EMPTY = new TakebackBook(List.of(), Arrays.asList(null, null));

    TakebackBook {
        turnStarts = List.copyOf(turnStarts);
        askedAt = java.util.Collections.unmodifiableList(Arrays.asList(askedAt.get(0), askedAt.get(1)));
    }

    /** The move of {@code ply} was made by a side whose clock held {@code heldAtTurnStart} (null: untimed). */
    TakebackBook moved(int ply, Long heldAtTurnStart) {
        if (heldAtTurnStart == null) {
            return this;
        }
        List<Long> next = new ArrayList<>(turnStarts.subList(0, Math.min(ply, turnStarts.size())));
        while (next.size() < ply) {
            next.add(null); // a move this book did not see (a record read back without clocks)
        }
        next.add(heldAtTurnStart);
        return new TakebackBook(next, askedAt);
    }

    /** The round went back to its first {@code ply} moves: the request it answered is spent. */
    TakebackBook takenBack(int ply) {
        return new TakebackBook(turnStarts.subList(0, Math.min(ply, turnStarts.size())), Arrays.asList(null, null));
    }

    TakebackBook asked(int slot, int ply) {
        Integer[] at = askedAt.toArray(new Integer[2]);
        at[slot] = ply;
        return new TakebackBook(turnStarts, Arrays.asList(at));
    }

    /** The ply from which the slot may ask again (0: now). */
    int askFrom(int slot) {
        Integer at = askedAt.get(slot);
        return at == null ? 0 : at + ASK_GAP;
    }

    /** The mover's clock as the turn of {@code ply} began, or null if not known. */
    Long turnStart(int ply) {
        return ply < turnStarts.size() ? turnStarts.get(ply) : null;
    }

    /** This book with another's requests (the same round, seen before a catch-up). */
    TakebackBook askedAs(TakebackBook before) {
        return new TakebackBook(turnStarts, before.askedAt);
    }
}
