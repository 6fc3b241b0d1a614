package inrow.game;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Result;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * How a round ends off the board, for the {@link Judge}: a resignation, a win claimed against an opponent gone too
 * long; and the status fact every ending (and every start) is written as.
 */
final class Finishing {
    private final LongSupplier clock;
    private final long abandonMillis;

    Finishing(LongSupplier clock, long abandonMillis) {
        this.clock = clock;
        this.abandonMillis = abandonMillis;
    }

    /** Why {@code seat} may not resign now, or null when it may. */
    static Verdict.Refuse checkResign(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only a player can resign.");
        } else if (t.status() == GameStatus.WAITING) {
            return new Verdict.Refuse(Refusal.NOT_STARTED, "The game has not started.");
        } else if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(Refusal.GAME_OVER, "The game is already over.");
        }
        return null;
    }

    Verdict resign(Table t, Mark seat) {
        Verdict.Refuse no = checkResign(t, seat);
        return no != null ? no : forfeit(t, seat, Result.Reason.RESIGN);
    }

    /** Why {@code seat} may not claim the win now, or null when it may: its opponent must be gone long enough. */
    Verdict.Refuse checkClaim(Table t, Whereabouts w, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only a player can claim a win.");
        }
        if (t.status() != GameStatus.PLAYING) {
            boolean over = t.status() == GameStatus.OVER;
            return new Verdict.Refuse(over ? Refusal.GAME_OVER : Refusal.NOT_STARTED,
                over ? "The game is already over." : "The game has not started.");
        }
        if (!Timekeeper.claimable(t)) {
            return new Verdict.Refuse(Refusal.NOT_CLAIMABLE,
                "A game with days per move is not claimed for being away: only the deadline decides.");
        }
        long away = w.awayFor(t, seat.other(), clock.getAsLong());
        if (away < 0) {
            return new Verdict.Refuse(Refusal.NOT_CLAIMABLE, "Your opponent is still here.");
        } else if (away < abandonMillis) {
            long left = (abandonMillis - away + 999) / 1000;
            return new Verdict.Refuse(Refusal.NOT_CLAIMABLE,
                "Your opponent may still come back: wait " + left + " s more.");
        }
        return null;
    }

    Verdict claim(Table t, Whereabouts w, Mark seat) {
        Verdict.Refuse no = checkClaim(t, w, seat);
        return no != null ? no : forfeit(t, seat.other(), Result.Reason.ABANDONED);
    }

    private Verdict forfeit(Table t, Mark loser, Result.Reason reason) {
        return new Verdict.Commit(List.of(status(t, t.game().forfeit(loser, reason), true, t.round(),
            clock.getAsLong())), new Verdict.Show());
    }

    /** The round ends off the board ({@code winner} null for no winner), as of {@code now}. */
    static Change.Status ending(Table t, Mark winner, Result.Reason reason, long now) {
        return status(t, t.game().end(winner, reason), true, t.round(), now);
    }

    /** The status fact of game {@code g} in round {@code forRound}, with both seats taken or not ({@code full}). */
    static Change.Status status(Table t, Game g, boolean full, int forRound, long now) {
        Result r = g.result();
        GameStatus status = g.isOver() ? GameStatus.OVER : full ? GameStatus.PLAYING : GameStatus.WAITING;
        return new Change.Status(t.code(), forRound, status, r == null ? null : r.winner(),
            r == null ? null : r.reason(), now);
    }
}
