package inrow.game;

/**
 * The Renju International Federation's tournament opening rules (RIF certified; quoted in docs/renju-openings.md).
 *
 * <p>Soosorv-8 ({@link #SOOSORV_8}), the World Championship's rule since 2017: "The first player puts one of the 26
 * openings. The other player has the right to swap. The white player puts the 4th move anywhere on board and
 * declares [the number of] fifth moves offered in the game [not less than 1 and not greater than 8]. The other player
 * has a right to swap. The black player puts as many 5th moves on the board as it was declared before. The fifth
 * moves can not be symmetrical. The white player chooses one 5th from these offerings and plays the 6th move."
 *
 * <p>Taraguchi-10 ({@link #TARAGUCHI_10}): "The black player puts the first move in the center of the board. The
 * other player may swap. The white player will put the 2nd move within 3x3 central square. The other player may
 * swap. The black player will put the 3rd move within 5x5 central square. The other player may swap. The white
 * player will put the 4th move within 7x7 central square. [The other player may swap.] The black player will put the
 * 5th move within 9x9 central square [then] the other player may swap, [or] the black player puts 10 5th moves
 * anywhere on board (symmetrical moves are not allowed) [and] the white player chooses one of the offered 5th moves
 * and plays the 6th move anywhere on board."
 */
public enum TournamentRule {
    SOOSORV_8(8), TARAGUCHI_10(10);

    private final int fifths;

    TournamentRule(int fifths) {
        this.fifths = fifths;
    }

    /** Soosorv-8: the most fifth moves white may declare; Taraguchi-10: the number black offers. */
    public int fifths() {
        return fifths;
    }

    /** The spelling on the wire and in the store: "soosorv8", "taraguchi10". */
    public String code() {
        return this == SOOSORV_8 ? "soosorv8" : "taraguchi10";
    }

    /** The rule with this code, or null. */
    public static TournamentRule of(String code) {
        for (TournamentRule r : values()) {
            if (r.code().equals(code)) {
                return r;
            }
        }
        return null;
    }
}
