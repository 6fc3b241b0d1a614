package inrow.game;

import inrow.engine.Game;
import inrow.engine.Mark;
import java.util.function.LongSupplier;

/**
 * Takeback requests, for the {@link Judge}: asking to take back one's last move (a computer opponent grants it at
 * once), granting the opponent's standing request, or refusing it. Granted, the round goes back to before the
 * asker's last move, with the asker to move.
 */
final class TakingBack {
    /** Takebacks a computer grants a person in one round; then it refuses (lichess's bots refuse takeback loops). */
    public static final int COMPUTER_TAKEBACKS = 3;
    private final LongSupplier clock;

    TakingBack(LongSupplier clock) {
        this.clock = clock;
    }

    /** Why {@code seat} may not ask for a takeback or grant the standing one now, or null when it may. */
    static Verdict.Refuse check(Table t, Mark seat) {
        Verdict.Refuse no = Manners.check(t, seat, "ask for a takeback");
        if (no != null) {
            return no;
        }
        if (!t.takebacks()) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "Takebacks are off in this game.");
        }
        if (t.offers().takeback() != null) {
            return null; // the opponent's to grant, or one's own already asked
        }
        int back = lastMoveOf(t.game(), seat);
        if (back < t.setup().openingStones(t.current())) {
            // An opening's stones stay: the colours were chosen for them.
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "You have no move to take back.");
        }
        if (t.control() != null && t.begun() && back < t.setup().openingStones(t.current()) + 2) {
            // Back before both sides had moved, the clocks would stop, each side's next move would count as its
            // free first one (a full clock again) and the game could be aborted: time without end, a loss undone.
            return new Verdict.Refuse(Refusal.NOT_ALLOWED,
                "Once the clocks have started, the first moves stay: only later moves can be taken back.");
        }
        Player opponent = t.player(seat.other());
        if (opponent != null && opponent.isBot()) {
            return t.takenBack() < COMPUTER_TAKEBACKS ? null : new Verdict.Refuse(Refusal.NO_MORE_TAKEBACKS,
                "The computer grants at most " + COMPUTER_TAKEBACKS + " takebacks a round; play on.");
        }
        int from = t.takebackAskFrom(seat);
        if (t.game().ply() < from) {
            return new Verdict.Refuse(Refusal.TOO_SOON,
                "You asked for a takeback a moment ago: you may ask again from move " + (from + 1) + ".");
        }
        return null;
    }

    Verdict takeback(Table t, Mark seat, Boolean accept) {
        Verdict.Refuse no = Manners.check(t, seat, "ask for a takeback");
        if (no != null) {
            return no;
        }
        if (!t.takebacks()) {
            return check(t, seat);
        }
        Mark standing = t.offers().takeback();
        if (Boolean.FALSE.equals(accept)) {
            return standing == seat.other()
                ? Verdict.commit(new Change.Offered(t.code(), t.round(), OfferKind.TAKEBACK, null))
                : new Verdict.Refuse(Refusal.NO_OFFER, "There is no takeback request to refuse.");
        }
        if (standing == seat.other()) {
            return Verdict.commit(takenBack(t, seat.other()));
        }
        if (standing == seat) {
            return new Verdict.Answer(new Verdict.Confirm());
        }
        no = check(t, seat);
        if (no != null) {
            return no;
        }
        Player opponent = t.player(seat.other());
        if (opponent != null && opponent.isBot()) {
            return Verdict.commit(takenBack(t, seat)); // a computer grants a person's first few takebacks at once
        }
        return Verdict.commit(new Change.Offered(t.code(), t.round(), OfferKind.TAKEBACK, seat));
    }

    private Change takenBack(Table t, Mark asker) {
        long at = clock.getAsLong();
        int back = lastMoveOf(t.game(), asker);
        // The asker keeps what it has (its clock must not gain); the granter gets back what it spent.
        Long x = asker == Mark.X ? kept(t, Mark.X, back, at) : restored(t, Mark.X, back);
        Long o = asker == Mark.O ? kept(t, Mark.O, back, at) : restored(t, Mark.O, back);
        return new Change.TakenBack(t.code(), t.round(), back, at, x, o);
    }

    /**
     * What a colour's clock keeps when the round goes back to its first {@code back} moves at {@code at}: its time
     * then, less the increments its moves being taken back earned (or moving fast and taking back would bank time);
     * null when untimed. Only moves made once the clocks ran earned one.
     */
    static Long kept(Table t, Mark mark, int back, long at) {
        if (t.control() == null) {
            return null;
        }
        int earned = 0;
        for (int ply = Math.max(back, t.setup().openingStones(t.current()) + 2); ply < t.game().ply(); ply++) {
            earned += Table.moverOf(ply) == mark ? 1 : 0;
        }
        return Math.max(0, t.timeLeft(mark, at) - earned * t.control().incrementMs());
    }

    /**
     * What the colour that grants a takeback keeps when the round goes back to its first {@code back} moves: its
     * clock as it was then, the time it spent on its moves taken back given back (and their increments gone), so
     * granting costs nothing (a computer lost on time after four ask-and-grant cycles); null when untimed.
     */
    static Long restored(Table t, Mark mark, int back) {
        if (t.control() == null) {
            return null;
        }
        for (int ply = back; ply < t.game().ply(); ply++) {
            if (Table.moverOf(ply) == mark && t.takebackBook().turnStart(ply) != null) {
                return t.takebackBook().turnStart(ply);
            }
        }
        return t.clocks().left().get(t.slot(mark)); // it has not moved since: as of its turn's start if its clock runs
    }

    /** The ply of this side's last move in the game, or -1. */
    private static int lastMoveOf(Game game, Mark side) {
        int last = game.ply() - 1;
        while (last >= 0 && Table.moverOf(last) != side) {
            last--;
        }
        return last;
    }
}
