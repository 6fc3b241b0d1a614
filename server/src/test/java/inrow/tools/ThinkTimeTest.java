package inrow.tools;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class ThinkTimeTest {
    @Test
    void turnLimitLessAMarginOfTwelvePercentOrThirtyMillis() {
        assertEquals(new ThinkTime(880, 940), ThinkTime.of(1000, 0, -1, 400));
        assertEquals(new ThinkTime(70, 85), ThinkTime.of(100, 0, -1, 400));
        assertEquals(new ThinkTime(26_400, 28_200), ThinkTime.of(30_000, 0, 5_000, 400), "no match limit");
    }

    @Test
    void matchTimeLeftIsShared() {
        // 10 s left over 25 moves: 400 ms a move, less 12 %.
        assertEquals(new ThinkTime(352, 376), ThinkTime.of(5000, 180_000, 10_000, 300));
        // Near the end of the board fewer moves share it: 8 empty cells, 4 of ours, 2500 ms each.
        assertEquals(new ThinkTime(2200, 2350), ThinkTime.of(5000, 180_000, 10_000, 8));
    }

    @Test
    void zeroMeansFastAndNothingIsNegative() {
        ThinkTime fast = ThinkTime.of(0, 0, -1, 400);
        assertEquals(ThinkTime.FAST_THINK_MILLIS, fast.thinkMillis());
        ThinkTime broke = ThinkTime.of(1000, 60_000, 0, 100);
        assertTrue(broke.thinkMillis() >= 1 && broke.hardMillis() > broke.thinkMillis());
    }
}
