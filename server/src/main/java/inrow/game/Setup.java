package inrow.game;

import inrow.engine.CanonicalOpening;
import inrow.engine.OpeningRule;
import inrow.engine.Rules;

/**
 * How a game is played, fixed when its room is created: the rules, how long a computer may think per move and the
 * least time between moves shown ({@code paceMillis}), the clock (null: untimed), whether takebacks are allowed,
 * whether the lobby leaves it out, the swap opening, renju's tournament opening or the canonical renju opening
 * every round starts with (null: none), and the game kind its rounds are rated in (null: casual).
 */
public record Setup(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl control,
                    boolean takebacks, boolean unlisted, OpeningRule opening, String ratedKind,
                    TournamentRule tournament, CanonicalOpening canonical) {
    public boolean rated() {
        return ratedKind != null;
    }

    /**
     * The stones {@code round} started with or placed before colours were settled, never taken back: a canonical
     * opening's three, else the round's swap or tournament opening's.
     */
    public int openingStones(Round round) {
        return canonical != null ? 3 : round.openingStones();
    }

    static Setup of(Change.Created c) {
        return new Setup(c.code(), c.rules(), c.thinkMillis(), c.paceMillis(), c.clock(), c.takebacks(),
            c.unlisted(), c.opening(), c.ratedKind(), c.tournament(), c.canonical());
    }
}
