package inrow.room;

import inrow.game.Chat;
import inrow.game.Table;

import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.protocol.ServerMessage;

/**
 * What a client's message must get past before the judge sees it: the limits one node keeps in memory for its
 * connections and seats, not rules of the game. A chat line beyond the connection's budget, a rename or seat change
 * beyond the seat's ({@link SeatChurn}), a listed game's seat taken from an address whose seats went back to the
 * lobby too often ({@link SeatLosses}). Touched only in the room's queue.
 */
final class Doorkeeper {
    private final Attendance here;
    private final SeatLosses seatLosses;
    /** Each seat's budget of renames and seat changes (issue 38: each is a whole state to everyone). */
    private final SeatChurn churn = new SeatChurn();

    Doorkeeper(Attendance here, SeatLosses seatLosses) {
        this.here = here;
        this.seatLosses = seatLosses;
    }

    /** The refusal the message gets before it is judged, or null to judge it. A ping's round trip is noted. */
    ServerMessage.Error check(Connection c, ClientMessage message, Table t, long now) {
        if (message instanceof ClientMessage.Ping p && p.rttMs() != null) {
            here.measured(c, p.rttMs());
        }
        Member m = here.member(c);
        if (message instanceof ClientMessage.Chat && m != null && !here.mayChat(c, now)) {
            return ErrorCode.RATE_LIMITED.reply("At most one chat line a second, please.", message.id());
        }
        if (message instanceof ClientMessage.Join j && m != null) {
            int slot = SeatChurn.slotSpent(t, m, j);
            if (slot >= 0 && !churn.take(slot, now)) {
                return ErrorCode.TOO_SOON.reply("You changed your name or seat a moment ago: wait "
                    + SeatChurn.EVERY_MS / 1000 + " s.", message.id());
            }
        }
        if (message instanceof ClientMessage.Join j && takesListedSeat(m, j, t)) {
            long barred = seatLosses.barredFor(c.address(), now);
            if (barred > 0) {
                return ErrorCode.SEAT_BARRED.reply("Seats you took here went back to the lobby "
                    + SeatLosses.MOST + " times unused: you may take a listed game's seat again in "
                    + (barred + 999) / 1000 + " s. You may watch meanwhile.", message.id());
            }
        }
        return null;
    }

    /** Whether this join would take a stranger's open seat in a listed game (not a seat the sender holds already). */
    private static boolean takesListedSeat(Member m, ClientMessage.Join j, Table t) {
        return m != null && !m.seated() && !j.wantsToWatch() && j.token() == null && !t.unlisted()
            && t.open() != null;
    }
}
