package inrow.protocol;

/**
 * What one connection's viewer may do now, as the judge that would decide it says: {@code draw} offers or accepts a
 * draw, {@code takeback} asks for or grants one, {@code choose} makes a swap opening's choice, {@code step}
 * takes a tournament opening's step. A spectator may do
 * none of it. Sent on an events socket with every {@code state} and {@code events} frame; the page shows its buttons
 * from it and never works a rule out itself.
 */
public record Can(boolean move, boolean draw, boolean takeback, boolean abort, boolean claim, boolean rematch,
                  boolean resign, boolean choose, boolean step) {
    public static final Can NOTHING = new Can(false, false, false, false, false, false, false, false, false);
}
