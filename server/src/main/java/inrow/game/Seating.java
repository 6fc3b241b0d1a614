package inrow.game;

import inrow.engine.Mark;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/** Who sits where, for the {@link Judge}: taking an open seat, coming back with a token, watching, a new name. */
final class Seating {
    private final Supplier<String> newToken;
    private final LongSupplier clock;

    Seating(Supplier<String> newToken, LongSupplier clock) {
        this.newToken = newToken;
        this.clock = clock;
    }

    /** Whether the person at {@code other} goes by this name already (in any case). */
    private static boolean takenBy(Table t, Mark other, String name) {
        Player p = t.player(other);
        return p != null && !p.isBot() && p.name().equalsIgnoreCase(name);
    }

    /**
     * The seat {@code account} owns at this table, or null (also for no account). Every seat is compared, in
     * constant time, as tokens are.
     */
    private static Mark owned(Table t, String account) {
        Mark found = null;
        for (Mark mark : Mark.values()) {
            Player p = t.player(mark);
            if (p != null && p.ownedBy(account)) {
                found = mark;
            }
        }
        return found;
    }

    /**
     * Makes the account the owner of the seat the token proves: refused for a token that proves no seat, and for
     * a seat another account owns already; nothing to do when this account owns it.
     */
    Verdict link(Table t, Command.Link l) {
        Mark seat = t.holding(l.token());
        if (seat == null || l.account() == null) {
            return new Verdict.Refuse(Refusal.BAD_TOKEN, "That token holds no seat in this game.", true);
        }
        Player p = t.player(seat);
        if (p.ownedBy(l.account())) {
            return new Verdict.Answer(new Verdict.Quiet());
        }
        if (p.account() != null) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "That seat belongs to another account.");
        }
        return new Verdict.Commit(List.of(new Change.Linked(t.code(), t.slot(seat), l.account())), new Verdict.Show());
    }

    /** {@code current}: the seat the sender holds already, or null. */
    Verdict sit(Table t, Mark current, Command.Sit j) {
        Mark seat;
        Player newcomer = null;
        if (j.token() == null && current == null && owned(t, j.account()) != null) {
            // The same account on another device: its seat, as a token would, even asked to watch (a page without
            // the seat's token joins as a spectator), as a browser holding the token always sits in its seat.
            seat = owned(t, j.account());
        } else if (j.watch()) {
            seat = null;
        } else if (j.token() != null) {
            seat = t.holding(j.token());
            if (seat == null) {
                return new Verdict.Refuse(Refusal.BAD_TOKEN, "That token holds no seat in this game.", true);
            }
        } else if (current != null) {
            seat = current; // already seated: a repeated join changes nothing but the name
        } else {
            seat = t.open();
            if (seat != null) {
                // Named by arrival, not by colour: colours swap on a rematch and are chosen in a swap opening.
                String name = Names.clean(j.name(), "Player " + (t.people() + 1));
                newcomer = Player.person(newToken.get(), takenBy(t, seat.other(), name) ? name + " 2" : name,
                    j.account());
            }
        }
        List<Change> changes = new ArrayList<>();
        if (newcomer != null) {
            changes.add(new Change.Seated(t.code(), t.slot(seat), newcomer.token(), newcomer.name(), newcomer.kind(),
                null, newcomer.account()));
            changes.add(Finishing.status(t, t.game(), t.withPlayer(t.slot(seat), newcomer).full(), t.round(),
                clock.getAsLong()));
        } else if (seat != null && j.name() != null && !j.watch()) { // a spectator's name is not the player's
            String rename = Names.clean(j.name(), t.player(seat).name());
            // Not to the opponent's name: two players of one name make a record nobody can read.
            if (!rename.equals(t.player(seat).name()) && !takenBy(t, seat.other(), rename)) {
                changes.add(new Change.Renamed(t.code(), t.slot(seat), rename));
            }
        }
        Verdict.Then then = new Verdict.Seat(seat, seat == null ? Names.clean(j.name(), "Spectator") : null);
        return changes.isEmpty() ? new Verdict.Answer(then) : new Verdict.Commit(changes, then);
    }
}
