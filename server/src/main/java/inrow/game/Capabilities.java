package inrow.game;

/**
 * What one viewer may do now, as the {@link Judge} would rule on it: place a stone, offer or accept a draw, ask for
 * or grant a takeback, abort, claim the win, ask for a rematch, resign, make a swap opening's choice, take a tournament
 * opening's step. The page shows
 * its buttons from this and never re-derives a rule.
 */
public record Capabilities(boolean move, boolean draw, boolean takeback, boolean abort, boolean claim,
                           boolean rematch, boolean resign, boolean choose, boolean step) {
    /** A spectator's: nothing. */
    public static final Capabilities NONE = new Capabilities(false, false, false, false, false, false, false, false,
        false);
}
