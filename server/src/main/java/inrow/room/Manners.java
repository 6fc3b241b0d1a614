package inrow.room;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.protocol.ErrorCode;
import inrow.protocol.GameStatus;
import inrow.protocol.OfferKind;
import inrow.protocol.OpeningPhase;
import java.util.function.LongSupplier;

/**
 * Table manners, for the {@link Judge}: draw offers, takeback requests and aborts, each a verdict and, when it
 * holds, a change. Pure like the judge: the time is injected.
 */
final class Manners {
    private final LongSupplier clock;
    /** Takebacks a computer grants a person in one round; then it refuses (lichess's bots refuse takeback loops). */
    static final int COMPUTER_TAKEBACKS = 3;

    Manners(LongSupplier clock) {
        this.clock = clock;
    }


    /**
     * Offer a draw, accept the opponent's standing offer, or ({@code accept} false) decline it. A player offers again
     * only {@link Table#drawOfferGap} moves after their last offer of the round.
     */
    Verdict draw(Table t, Mark seat, Boolean accept) {
        Verdict no = manners(t, seat, "offer a draw");
        if (no != null) {
            return no;
        }
        Mark standing = t.offers().draw();
        if (Boolean.FALSE.equals(accept)) {
            return standing == seat.other()
                ? Judge.commit(new Change.Offered(t.code(), t.round(), OfferKind.DRAW, null))
                : new Verdict.Refuse(ErrorCode.NO_OFFER, "There is no draw offer to decline.");
        }
        if (standing == seat.other()) {
            return Judge.commit(Judge.ending(t, null, Result.Reason.AGREEMENT, clock.getAsLong()));
        }
        if (standing == seat) {
            return new Verdict.Answer(new Verdict.Confirm()); // offered already
        }
        if (!t.begun()) {
            // Until both sides have moved the game can still be called off, which is what an offer then would mean.
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED,
                "A draw can be offered once both sides have moved; until then you may abort the game.");
        }
        int from = t.drawOfferFrom(seat);
        if (t.game().ply() < from) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED,
                "You offered a draw a few moves ago: you may offer one again from move " + (from + 1) + ".");
        }
        return Judge.commit(new Change.Offered(t.code(), t.round(), OfferKind.DRAW, seat));
    }

    /**
     * Ask to take back one's last move (a computer opponent grants it at once), grant the opponent's standing
     * request, or ({@code accept} false) refuse it. Granted, the round goes back to before the asker's last move,
     * with the asker to move.
     */
    Verdict takeback(Table t, Mark seat, Boolean accept) {
        Verdict no = manners(t, seat, "ask for a takeback");
        if (no != null) {
            return no;
        }
        if (!t.takebacks()) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, "Takebacks are off in this game.");
        }
        Mark standing = t.offers().takeback();
        if (Boolean.FALSE.equals(accept)) {
            return standing == seat.other()
                ? Judge.commit(new Change.Offered(t.code(), t.round(), OfferKind.TAKEBACK, null))
                : new Verdict.Refuse(ErrorCode.NO_OFFER, "There is no takeback request to refuse.");
        }
        if (standing == seat.other()) {
            return Judge.commit(takenBack(t, seat.other()));
        }
        if (standing == seat) {
            return new Verdict.Answer(new Verdict.Confirm());
        }
        int back = lastMoveOf(t.game(), seat);
        if (back < t.opening().stones()) {
            // An opening's stones stay: the colours were chosen for them.
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, "You have no move to take back.");
        }
        if (t.control() != null && t.begun() && back < t.opening().stones() + 2) {
            // Back before both sides had moved, the clocks would stop, each side's next move would count as its
            // free first one (a full clock again) and the game could be aborted: time without end, a loss undone.
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED,
                "Once the clocks have started, the first moves stay: only later moves can be taken back.");
        }
        Player opponent = t.player(seat.other());
        if (opponent != null && opponent.isBot()) {
            if (t.takenBack() >= COMPUTER_TAKEBACKS) {
                return new Verdict.Refuse(ErrorCode.NO_MORE_TAKEBACKS, "The computer grants at most "
                    + COMPUTER_TAKEBACKS + " takebacks a round; play on.");
            }
            return Judge.commit(takenBack(t, seat)); // a computer grants a person's first few takebacks at once
        }
        int from = t.takebackAskFrom(seat);
        if (t.game().ply() < from) {
            return new Verdict.Refuse(ErrorCode.TOO_SOON,
                "You asked for a takeback a moment ago: you may ask again from move " + (from + 1) + ".");
        }
        return Judge.commit(new Change.Offered(t.code(), t.round(), OfferKind.TAKEBACK, seat));
    }

    private Change takenBack(Table t, Mark asker) {
        long at = clock.getAsLong();
        int back = lastMoveOf(t.game(), asker);
        // The asker keeps what it has (its clock must not gain); the granter gets back what it spent.
        Long x = asker == Mark.X ? t.keptAfterTakeback(Mark.X, back, at) : t.restoredAfterTakeback(Mark.X, back);
        Long o = asker == Mark.O ? t.keptAfterTakeback(Mark.O, back, at) : t.restoredAfterTakeback(Mark.O, back);
        return new Change.TakenBack(t.code(), t.round(), back, at, x, o);
    }

    /** The ply of this side's last move in the game, or -1. */
    private static int lastMoveOf(Game game, Mark side) {
        int last = game.ply() - 1;
        while (last >= 0 && Judge.moverOf(last) != side) {
            last--;
        }
        return last;
    }

    /** Either player may call the game off before both sides have made their first move. */
    Verdict abort(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can abort the game.");
        }
        if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, "The game is already over.");
        }
        if (t.begun()) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED,
                "Too late to abort: both sides have moved. Resign, or offer a draw.");
        }
        return Judge.commit(Judge.ending(t, null, Result.Reason.ABORTED, clock.getAsLong()));
    }

    /** What refuses an offer whatever it is: a spectator, or a game that is not on. */
    private static Verdict manners(Table t, Mark seat, String what) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can " + what + ".");
        }
        if (t.status() != GameStatus.PLAYING) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, t.status() == GameStatus.OVER
                ? "The game is over." : "The game has not started.");
        }
        if (t.phase() != OpeningPhase.DONE) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED,
                "Not during the opening: the colours are not settled yet (you may abort).");
        }
        return null;
    }


    /** A computer's answer to the draw offer standing against it. */
    Verdict botDraw(Table t, Mark bot, boolean accept) {
        if (t.status() != GameStatus.PLAYING || t.offers().draw() != bot.other()) {
            return new Verdict.Ignore();
        }
        return Judge.commit(accept ? Judge.ending(t, null, Result.Reason.AGREEMENT, clock.getAsLong())
            : new Change.Offered(t.code(), t.round(), OfferKind.DRAW, null));
    }

}
