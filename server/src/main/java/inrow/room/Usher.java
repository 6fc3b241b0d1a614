package inrow.room;

import inrow.game.Table;
import inrow.game.Verdict;

import inrow.engine.Mark;
import inrow.protocol.MessageId;

/**
 * Shows connections to their seats: binds a connection to the seat the judge gave it (the seat's older connection
 * then only watches), welcomes it, tells seated connections their new colour when colours swap, and takes a seat
 * back when a listed game's seat returns to the lobby. Touched only in the room's queue; the room does what follows
 * (telling the other nodes, showing the room), as {@link Seated} says.
 */
final class Usher {
    private final Attendance here;
    private final Outbox outbox;
    private final SeatLosses seatLosses;
    /**
     * The address of the connection that took each slot on this node, or null: a seat that goes back to the lobby
     * is counted against it ({@link SeatLosses}), whichever node's timer reopened it. Not durable, as the count.
     */
    private final String[] seatedFrom = new String[2];

    Usher(Attendance here, Outbox outbox, SeatLosses seatLosses) {
        this.here = here;
        this.outbox = outbox;
        this.seatLosses = seatLosses;
    }

    /** What the room does after a seat was given: whose news it is, and whom the room is shown to. */
    enum Seated {
        /** The connection left while its seat was being saved: the seat is taken all the same; show everyone. */
        GONE,
        /** Joined again as it was: the welcome answers it, and nobody else hears of it. */
        AS_BEFORE,
        /** A seat changed hands: show everyone. */
        SEATED,
        /** A spectator more (or a new name): it is counted with the crowd. */
        WATCHING
    }

    /**
     * Carries out {@code s} for {@code c}: binds it, welcomes it (echoing {@code id}) and sends it the chat it may
     * read. {@code changed}: a step was committed for it.
     */
    Seated seat(Connection c, Verdict.Seat s, boolean changed, Table t, MessageId id) {
        Member before = here.member(c);
        if (before == null) {
            return Seated.GONE;
        }
        bind(c, s.seat() == null ? Member.NO_SEAT : t.slot(s.seat()), s.name());
        if (changed && s.seat() != null && !before.seated()) {
            seatedFrom[t.slot(s.seat())] = c.address();
        }
        outbox.welcome(c, s.seat(), s.seat() == null ? null : t.player(s.seat()).token(), id);
        if (!changed && before.joined() && before.slot() == here.member(c).slot()) {
            return Seated.AS_BEFORE;
        }
        outbox.chat(c, t.chatFor(s.seat() != null));
        return s.seat() != null || changed || before.seated() ? Seated.SEATED : Seated.WATCHING;
    }

    /** Makes the connection the slot's (or a spectator); the slot's older connection, if any, now only watches. */
    private void bind(Connection c, int slot, String name) {
        Connection previous = here.bind(c, slot, name);
        if (previous != null) {
            outbox.welcome(previous, null, null, null);
        }
    }

    /**
     * A listed game's seat went back to the lobby (on this node's timer or another's): the address that took it here
     * is counted, and the connection that spoke for it is told and only watches from now on.
     */
    void unseated(int slot, long now) {
        seatLosses.lost(seatedFrom[slot], now);
        seatedFrom[slot] = null;
        Connection c = here.at(slot);
        if (c != null) {
            here.bind(c, Member.NO_SEAT, null);
            outbox.seatLost(c);
        }
    }

    /** Colours swapped (a new round, a swap opening's choice): every seated connection is told its new seat. */
    void swapped(Table next) {
        for (int slot = 0; slot < 2; slot++) {
            if (here.at(slot) != null && next.players().get(slot) != null) {
                Mark mark = next.markOf(slot);
                outbox.welcome(here.at(slot), mark, next.player(mark).token(), null);
            }
        }
    }
}
