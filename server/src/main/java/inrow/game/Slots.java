package inrow.game;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * Two values by slot, either possibly null (an open seat, a player who never offered): immutable, and kept as they
 * are when already so (a table is made for every change, several per move, and most of it comes over unchanged).
 */
final class Slots<T> extends AbstractList<T> implements RandomAccess {
    private final T first;
    private final T second;

    private Slots(T first, T second) {
        this.first = first;
        this.second = second;
    }

    static <T> List<T> of(T first, T second) {
        return new Slots<>(first, second);
    }

    static <T> List<T> none() {
        return new Slots<>(null, null);
    }

    /** The same two, fixed: throws unless there are exactly two. */
    static <T> List<T> copy(List<T> two) {
        if (two instanceof Slots<T> kept) {
            return kept;
        }
        if (two.size() != 2) {
            throw new IllegalArgumentException("a table has two slots, not " + two.size());
        }
        return new Slots<>(two.get(0), two.get(1));
    }

    /** {@code two} with {@code slot} holding {@code value}. */
    static <T> List<T> with(List<T> two, int slot, T value) {
        return slot == 0 ? new Slots<>(value, two.get(1)) : new Slots<>(two.get(0), value);
    }

    @Override
    public T get(int index) {
        return switch (index) {
            case 0 -> first;
            case 1 -> second;
            default -> throw new IndexOutOfBoundsException("slot " + index + " of 2");
        };
    }

    @Override
    public int size() {
        return 2;
    }
}
