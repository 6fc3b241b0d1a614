package inrow.pairing;

/**
 * Fair sides, as lichess balances colours: whoever moved first less often lately (their recent games' firsts minus
 * seconds is lower) moves first; if even, whoever had the second side last time; if still even, whoever waited
 * longer. Swap openings hand the colours to the players afterwards;
 * this only decides who places the opening stones, as a friend's game would.
 */
final class Colours {
    private Colours() {
    }

    /** {@code a} waited at least as long as {@code b}. */
    static Pairing assign(Entry a, Entry b) {
        return new Pairing(a.pool(), firstOf(a, b) ? a : b, firstOf(a, b) ? b : a);
    }

    private static boolean firstOf(Entry a, Entry b) {
        long fa = a.recent().firstsOverSeconds();
        long fb = b.recent().firstsOverSeconds();
        if (fa != fb) {
            return fa < fb;
        }
        boolean aWasSecond = a.recent().lastSide() == Side.SECOND;
        boolean bWasSecond = b.recent().lastSide() == Side.SECOND;
        if (aWasSecond != bWasSecond) {
            return aWasSecond;
        }
        return true;
    }
}
