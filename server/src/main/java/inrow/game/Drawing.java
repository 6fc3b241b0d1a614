package inrow.game;

import inrow.engine.Mark;
import inrow.engine.Result;
import java.util.function.LongSupplier;

/** Draw offers, for the {@link Judge}: offering, accepting, declining, and a computer's answer. */
final class Drawing {
    private final LongSupplier clock;

    Drawing(LongSupplier clock) {
        this.clock = clock;
    }

    /**
     * Why {@code seat} may not offer a draw or accept the standing one now, or null when it may. A player offers
     * again only {@link Table#drawOfferGap} moves after their last offer of the round.
     */
    static Verdict.Refuse check(Table t, Mark seat) {
        Verdict.Refuse no = Manners.check(t, seat, "offer a draw");
        if (no != null) {
            return no;
        }
        Mark standing = t.offers().draw();
        if (standing != null) {
            return null; // the opponent's to accept, or one's own already made
        }
        if (!t.begun()) {
            // Until both sides have moved the game can still be called off, which is what an offer then would mean.
            return new Verdict.Refuse(Refusal.NOT_ALLOWED,
                "A draw can be offered once both sides have moved; until then you may abort the game.");
        }
        int from = t.drawOfferFrom(seat);
        if (t.game().ply() < from) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED,
                "You offered a draw a few moves ago: you may offer one again from move " + (from + 1) + ".");
        }
        return null;
    }

    /** Offer a draw, accept the opponent's standing offer, or ({@code accept} false) decline it. */
    Verdict draw(Table t, Mark seat, Boolean accept) {
        Verdict.Refuse no = Manners.check(t, seat, "offer a draw");
        if (no != null) {
            return no;
        }
        Mark standing = t.offers().draw();
        if (Boolean.FALSE.equals(accept)) {
            return standing == seat.other()
                ? Verdict.commit(new Change.Offered(t.code(), t.round(), OfferKind.DRAW, null))
                : new Verdict.Refuse(Refusal.NO_OFFER, "There is no draw offer to decline.");
        }
        if (standing == seat.other()) {
            return Verdict.commit(Finishing.ending(t, null, Result.Reason.AGREEMENT, clock.getAsLong()));
        }
        if (standing == seat) {
            return new Verdict.Answer(new Verdict.Confirm()); // offered already
        }
        no = check(t, seat);
        return no != null ? no : Verdict.commit(new Change.Offered(t.code(), t.round(), OfferKind.DRAW, seat));
    }

    /** A computer's answer to the draw offer standing against it. */
    Verdict botDraw(Table t, Mark bot, boolean accept) {
        if (t.status() != GameStatus.PLAYING || t.offers().draw() != bot.other()) {
            return new Verdict.Ignore();
        }
        return Verdict.commit(accept ? Finishing.ending(t, null, Result.Reason.AGREEMENT, clock.getAsLong())
            : new Change.Offered(t.code(), t.round(), OfferKind.DRAW, null));
    }
}
