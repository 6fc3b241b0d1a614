package inrow.pairing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A seek's range: which ranges are valid, and whom a range admits (by the rating as shown, rounded). */
class SeekTest {
    private static Seek ranged(Integer min, Integer max) {
        return new Seek("s1", "guest:a", "Ann", null, null, 1500, true, "gomoku-standard", "3+2", false, min, max, 0);
    }

    @Test
    void rangesWithinTheScaleWithMinAtMostMaxAreValid() {
        assertTrue(Seek.validRange(null, null));
        assertTrue(Seek.validRange(600, 3000));
        assertTrue(Seek.validRange(1500, 1500));
        assertTrue(Seek.validRange(null, 1400));
        assertTrue(Seek.validRange(1600, null));
        assertFalse(Seek.validRange(1600, 1400), "min above max");
        assertFalse(Seek.validRange(599, null));
        assertFalse(Seek.validRange(null, 3001));
        assertFalse(Seek.validRange(3001, null), "a lone bound is checked too");
        assertFalse(Seek.validRange(null, 599));
    }

    @Test
    void aRangeAdmitsRatingsWithinItsBoundsInclusive() {
        Seek s = ranged(1400, 1600);
        assertTrue(s.admits(1400));
        assertTrue(s.admits(1600.4), "1600 as shown");
        assertFalse(s.admits(1600.5), "1601 as shown");
        assertFalse(s.admits(1399));
        assertTrue(ranged(null, null).admits(2900));
        assertTrue(ranged(null, 1500).admits(700));
        assertFalse(ranged(1501, null).admits(1500));
    }
}
