package inrow.tournament.swiss;

/**
 * One player's line for one round. {@code opponent} is 0 and {@code colour} null for a bye or an absence; a forfeit
 * has an opponent and a colour on the paper but {@code played} false.
 */
public record Entry(Kind kind, int opponent, Colour colour, int halves, boolean played) {
    public enum Kind { GAME, BYE, ABSENT }

    static final Entry BYE = new Entry(Kind.BYE, 0, null, 2, false);
    static final Entry ABSENT = new Entry(Kind.ABSENT, 0, null, 0, false);

    /** A pairing-allocated bye or a forfeit win: the points without a game, which bars a later bye (C.04.3 C.2). */
    public boolean unplayedWin() {
        return !played && halves == 2;
    }
}
