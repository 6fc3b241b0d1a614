package inrow.engine;

/**
 * The opening rules that balance the first player's edge in gomoku and renju (the Gomocup and championship
 * standard). Both start with the opener placing three stones (black, white, black). Under {@link #SWAP} the other
 * player then picks a colour; under {@link #SWAP2} the other player may instead place two more stones (white, black)
 * and hand the choice of colour back to the opener.
 */
public enum OpeningRule {
    SWAP, SWAP2
}
