package inrow.tournament.swiss;

import java.util.Optional;

/**
 * Pairs the next round of a Swiss tournament by the FIDE Dutch system (Handbook C.04.3, the 2025 rules in force from
 * 2026): score brackets from the top, moved-down players, the absolute criteria (no second meeting, no second
 * bye, no two players with the same absolute colour preference unless one is a leader in the last round),
 * completion (what floats down can still be paired), the quality criteria in their order, and candidates tried in
 * the rules' order of transpositions and exchanges. docs/tournaments.md says what is exact and what is not.
 */
public final class DutchPairing {
    private DutchPairing() {
    }

    /** The next round's pairings, or empty when no pairing satisfies the absolute criteria. */
    public static Optional<Pairings> pair(SwissState state) {
        return new DutchRound(state).pair();
    }
}
