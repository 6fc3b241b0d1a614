package inrow.room;

import inrow.game.Timekeeper;

/**
 * What one connection is to its room: not yet joined, a spectator (joined, no seat), or the voice of a slot (its
 * colour follows the round, as the slot's player's does); the name a spectator chats under; and the network lag
 * measured on the connection, refunded (capped) on a timed move. A value: the room replaces it when it changes.
 */
public record Member(boolean joined, int slot, String name, long lagMs) {
    static final int NO_SEAT = -1;
    /** The most lag refunded on one move. */
    static final long MAX_LAG_REFUND_MS = inrow.game.Timekeeper.MAX_LAG_REFUND_MS;
    public static final Member NEW = new Member(false, NO_SEAT, null, 0);

    public static Member watching() {
        return new Member(true, NO_SEAT, null, 0);
    }

    public static Member seatedAt(int slot) {
        return new Member(true, slot, null, 0);
    }

    public boolean seated() {
        return slot != NO_SEAT;
    }

    Member at(int newSlot, String newName) {
        return new Member(true, newSlot, newName, lagMs);
    }

    /**
     * This member as the judge may trust it: the lag the client claimed, at most half the round trip the server
     * measured itself on the connection ({@code measuredRttMs}; -1 while none came back, and then nothing is refunded).
     */
    Member trusted(long measuredRttMs) {
        long lag = measuredRttMs < 0 ? 0 : Math.min(lagMs, measuredRttMs / 2);
        return lag == lagMs ? this : new Member(joined, slot, name, lag);
    }

    /** A round trip measured by the client: half of it is the one-way lag, capped at what a move may get back. */
    Member lag(long rttMs) {
        return new Member(joined, slot, name, Math.max(0, Math.min(MAX_LAG_REFUND_MS, rttMs / 2)));
    }
}
