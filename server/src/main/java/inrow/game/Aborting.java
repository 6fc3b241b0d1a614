package inrow.game;

import inrow.engine.Mark;
import inrow.engine.Result;
import java.util.function.LongSupplier;

/** Calling a game off, for the {@link Judge}: either player may, before both sides have made their first move. */
final class Aborting {
    private final LongSupplier clock;

    Aborting(LongSupplier clock) {
        this.clock = clock;
    }

    /** Why {@code seat} may not abort now, or null when it may. */
    static Verdict.Refuse check(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only a player can abort the game.");
        }
        if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "The game is already over.");
        }
        if (t.begun()) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED,
                "Too late to abort: both sides have moved. Resign, or offer a draw.");
        }
        return null;
    }

    Verdict abort(Table t, Mark seat) {
        Verdict.Refuse no = check(t, seat);
        return no != null ? no
            : Verdict.commit(Finishing.ending(t, null, Result.Reason.ABORTED, clock.getAsLong()));
    }
}
