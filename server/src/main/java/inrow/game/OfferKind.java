package inrow.game;

import java.util.Locale;

/** What one player may propose and the other answer: a draw, or taking back the proposer's last move. */
public enum OfferKind {
    DRAW, TAKEBACK;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
