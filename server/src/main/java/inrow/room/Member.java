package inrow.room;

/**
 * What one connection is to its room: not yet joined, a spectator (joined, no seat), or the voice of a slot (its
 * colour follows the round, as the slot's player's does). A value: the room replaces it when it changes.
 */
public record Member(boolean joined, int slot) {
    static final int NO_SEAT = -1;
    public static final Member NEW = new Member(false, NO_SEAT);

    public static Member watching() {
        return new Member(true, NO_SEAT);
    }

    public static Member seatedAt(int slot) {
        return new Member(true, slot);
    }

    public boolean seated() {
        return slot != NO_SEAT;
    }
}
