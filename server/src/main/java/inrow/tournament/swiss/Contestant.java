package inrow.tournament.swiss;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A player to be paired this round, with what the Dutch rules read from his card (C.04.3 A.6, A.7, A.4): score,
 * colour difference and preference, floats of the last two rounds, whether he may get the bye.
 */
record Contestant(int id, int pairingNumber, int halves, List<Colour> colours, int imbalance, Colour preference,
                  boolean absolute, boolean strong, Colour repeated, Float lastFloat, Float floatBefore,
                  boolean byeEligible, Set<Integer> met, boolean topscorer) {

    /**
     * @param pairingNumber the player's number among those who have entered the tournament (E.5's parity): a late
     *     joiner who has not yet been paired is not counted, as bbpPairings and C.04.2's late entrants have it
     */
    static Contestant of(Scorecard card, int pairingNumber, Map<Integer, Scorecard> cards, boolean lastRound) {
        List<Colour> colours = card.colours();
        int whites = (int) colours.stream().filter(c -> c == Colour.WHITE).count();
        int blacks = colours.size() - whites;
        int imbalance = Math.abs(whites - blacks);
        Colour fewer = whites > blacks ? Colour.BLACK : Colour.WHITE;
        Colour last = colours.isEmpty() ? null : colours.get(colours.size() - 1);
        boolean twice = colours.size() >= 2 && colours.get(colours.size() - 2) == last;
        Colour preference;
        if (imbalance > 1) {
            preference = fewer;
        } else if (twice) {
            preference = last.opposite();
        } else if (imbalance > 0) {
            preference = fewer;
        } else if (last != null) {
            preference = last.opposite();
        } else {
            preference = null;
        }
        boolean absolute = imbalance > 1 || twice;
        int rounds = card.entries().size();
        // A.7: in the last round, players with more than half the points played for may meet despite colours.
        boolean top = lastRound && card.halves() > rounds;
        return new Contestant(card.player(), pairingNumber, card.halves(), colours, imbalance, preference,
            absolute, !absolute && imbalance > 0, twice ? last : null, floatOf(card, cards, 1),
            floatOf(card, cards, 2), card.mayGetBye(), card.metOpponents(), top);
    }

    private static Float floatOf(Scorecard card, Map<Integer, Scorecard> cards, int roundsBack) {
        int index = card.entries().size() - roundsBack;
        if (index < 0) {
            return Float.NONE;
        }
        Entry e = card.entries().get(index);
        if (!e.played()) {
            return e.halves() > 0 ? Float.DOWN : Float.NONE;
        }
        int mine = card.halvesAfter(index);
        int theirs = cards.get(e.opponent()).halvesAfter(index);
        return mine > theirs ? Float.DOWN : mine < theirs ? Float.UP : Float.NONE;
    }

    boolean absoluteImbalance() {
        return imbalance > 1;
    }

    /** Ranked above: more points, then the smaller pairing number (A.2). */
    boolean ranksAbove(Contestant other) {
        return halves != other.halves ? halves > other.halves : pairingNumber < other.pairingNumber;
    }
}
