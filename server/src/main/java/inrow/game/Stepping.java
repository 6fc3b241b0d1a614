package inrow.game;

import inrow.engine.Mark;
import java.util.function.LongSupplier;

/**
 * A tournament opening's step ({@link TournamentOpening}), for the {@link Judge}: the step is checked against the
 * opening as it stands, so a refused step commits nothing and a committed one always replays.
 */
final class Stepping {
    private final LongSupplier clock;

    Stepping(LongSupplier clock) {
        this.clock = clock;
    }

    /** Why {@code seat} may not take a step now, or null when it may. */
    static Verdict.Refuse check(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only a player can take the opening's steps.");
        } else if (t.status() == GameStatus.WAITING) {
            return new Verdict.Refuse(Refusal.NOT_STARTED, "The game has not started.");
        } else if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(Refusal.GAME_OVER, "The game is over.");
        } else if (!t.current().inTournament()) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, t.current().tournament() == null
                ? "This game has no tournament opening." : "The tournament opening is over.");
        } else if (t.toAct() != seat) {
            return new Verdict.Refuse(Refusal.NOT_YOUR_TURN, "Not your step: " + t.toAct() + " acts now.");
        }
        return null;
    }

    Verdict step(Table t, Mark seat, String text) {
        Verdict.Refuse no = check(t, seat);
        if (no != null) {
            return no;
        }
        TournamentMove move = text == null ? null : TournamentMove.parse(t.rules(), text);
        if (move == null) {
            return new Verdict.Refuse(Refusal.BAD_MESSAGE, "Not a step: " + text);
        }
        TournamentOpening.Answer answer = t.current().tournament().apply(t.current().tournament().actor(), move);
        if (answer instanceof TournamentOpening.Answer.No refused) {
            return new Verdict.Refuse(refused.why(), refused.message());
        }
        return Verdict.commit(new Change.Stepped(t.code(), t.round(), move.code(t.rules()), clock.getAsLong()));
    }
}
