package inrow.tournament.swiss;

import java.util.List;

/**
 * C.04.3 E: who takes white on a board. In order: both preferences granted; the stronger preference (absolute over
 * strong over mild; between two absolutes the wider colour difference); alternate from the last round in which the
 * two had different colours (E.3); the higher ranked player's preference (E.4); and with no preference at all, the
 * higher ranked player gets the initial colour if his pairing number is odd, the other one if even (E.5).
 */
final class ColourAllocation {
    private ColourAllocation() {
    }

    static Board board(Contestant a, Contestant b, Colour initial) {
        Colour forA = colourFor(a, b, initial);
        return forA == Colour.WHITE ? new Board(a.id(), b.id()) : new Board(b.id(), a.id());
    }

    private static Colour colourFor(Contestant p, Contestant o, Colour initial) {
        Colour neutral = neutral(p, o);
        if (neutral != null) {
            return neutral;
        }
        Contestant higher = p.ranksAbove(o) ? p : o;
        Colour forHigher;
        if (higher.preference() != null) {
            forHigher = higher.preference();
        } else {
            forHigher = higher.pairingNumber() % 2 == 1 ? initial : initial.opposite();
        }
        return higher == p ? forHigher : forHigher.opposite();
    }

    /** E.1 to E.3; null when they leave it open. */
    private static Colour neutral(Contestant p, Contestant o) {
        Colour pp = p.preference();
        Colour op = o.preference();
        if (pp == null || op == null || pp != op) {
            if (pp != null) {
                return pp;
            }
            return op != null ? op.opposite() : null;
        }
        if (p.absolute() && (p.imbalance() > o.imbalance() || !o.absolute())) {
            return pp;
        }
        if (o.absolute() && (o.imbalance() > p.imbalance() || !p.absolute())) {
            return op.opposite();
        }
        if (p.strong() && !o.strong()) {
            return pp;
        }
        if (o.strong() && !p.strong()) {
            return op.opposite();
        }
        List<Colour> pc = p.colours();
        List<Colour> oc = o.colours();
        for (int i = pc.size() - 1, j = oc.size() - 1; i >= 0 && j >= 0; i--, j--) {
            if (pc.get(i) != oc.get(j)) {
                return oc.get(j);
            }
        }
        return null;
    }
}
