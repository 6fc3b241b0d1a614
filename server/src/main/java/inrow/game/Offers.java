package inrow.game;

import inrow.engine.Mark;

/** The standing offers of a round: who offered a draw, who asked to take a move back (null: nobody). */
public record Offers(Mark draw, Mark takeback) {
    public static final Offers NONE = new Offers(null, null);

    public Mark by(OfferKind kind) {
        return kind == OfferKind.DRAW ? draw : takeback;
    }

    Offers with(OfferKind kind, Mark by) {
        return kind == OfferKind.DRAW ? new Offers(by, takeback) : new Offers(draw, by);
    }
}
