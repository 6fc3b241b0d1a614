package inrow.game;

import inrow.engine.Mark;
import java.util.function.LongSupplier;

/**
 * A swap opening's choice, for the {@link Judge}: a colour (the seats then follow it) or, in swap2's first choice,
 * two more stones.
 */
final class Choosing {
    private final LongSupplier clock;

    Choosing(LongSupplier clock) {
        this.clock = clock;
    }

    /**
     * Why {@code seat} may not make a choice now, or null when it may. Outside a choice: {@code not_allowed}; the
     * other person's choice: {@code not_your_turn}.
     */
    static Verdict.Refuse check(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only a player can choose a colour.");
        } else if (t.status() == GameStatus.WAITING) {
            return new Verdict.Refuse(Refusal.NOT_STARTED, "The game has not started.");
        } else if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(Refusal.GAME_OVER, "The game is over.");
        } else if (t.phase() != OpeningPhase.CHOOSE) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, t.opening().rule() == null
                ? "This game has no swap opening." : "There is no colour to choose now.");
        } else if (t.toAct() != seat) {
            return new Verdict.Refuse(Refusal.NOT_YOUR_TURN, "Not your choice: " + t.toAct() + " chooses now.");
        }
        return null;
    }

    Verdict choose(Table t, Mark seat, Take take) {
        Verdict.Refuse no = check(t, seat);
        if (no != null) {
            return no;
        }
        if (take == Take.MORE && !t.opening().moreOffered()) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "Placing more stones is not offered now: choose X or O.");
        }
        return Verdict.commit(new Change.Chose(t.code(), t.round(), t.game().ply(), take, clock.getAsLong()));
    }

    /** A computer's choice for the turn {@code turn}: dropped if the game moved on while it thought. */
    Verdict botChoose(Table t, long turn, Mark seat, Take take) {
        if (t.status() != GameStatus.PLAYING || t.turnKey() != turn || t.phase() != OpeningPhase.CHOOSE
            || t.toAct() != seat) {
            return new Verdict.Ignore();
        }
        Take allowed = take == Take.MORE && !t.opening().moreOffered() ? Take.X : take; // a bot's slip: take black
        return Verdict.commit(new Change.Chose(t.code(), t.round(), t.game().ply(), allowed, clock.getAsLong()));
    }
}
