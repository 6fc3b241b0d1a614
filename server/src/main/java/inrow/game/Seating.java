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

    /** {@code current}: the seat the sender holds already, or null. */
    Verdict sit(Table t, Mark current, Command.Sit j) {
        Mark seat;
        Player newcomer = null;
        if (j.watch()) {
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
                newcomer = Player.person(newToken.get(), takenBy(t, seat.other(), name) ? name + " 2" : name);
            }
        }
        List<Change> changes = new ArrayList<>();
        if (newcomer != null) {
            changes.add(new Change.Seated(t.code(), t.slot(seat), newcomer.token(), newcomer.name(), newcomer.kind(),
                null));
            changes.add(Finishing.status(t, t.game(), t.withPlayer(t.slot(seat), newcomer).full(), t.round(),
                clock.getAsLong()));
        } else if (seat != null && j.name() != null) {
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
