package inrow.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Every clock InRow offers falls in the speed lichess would give it; untimed games have none. */
class SpeedTest {
    private static Speed fischer(long initialS, long incrementS) {
        return Speed.of(initialS * 1000, incrementS * 1000, 0);
    }

    @Test
    void thePoolPresets() {
        assertEquals(Speed.BULLET, fischer(60, 0));       // 60 s estimated
        assertEquals(Speed.BLITZ, fischer(180, 2));       // 260
        assertEquals(Speed.BLITZ, fischer(300, 3));       // 420
        assertEquals(Speed.RAPID, fischer(600, 5));       // 800
        assertEquals(Speed.RAPID, fischer(900, 10));      // 1300
        assertEquals(Speed.CORRESPONDENCE, Speed.of(0, 0, 86_400_000L));
        assertEquals(Speed.CORRESPONDENCE, Speed.of(0, 0, 14 * 86_400_000L));
    }

    @Test
    void theBoundsSitWhereStated() {
        assertEquals(Speed.BULLET, fischer(0, 1));        // 40
        assertEquals(Speed.BULLET, fischer(179, 0));
        assertEquals(Speed.BLITZ, fischer(180, 0));
        assertEquals(Speed.BLITZ, fischer(479, 0));
        assertEquals(Speed.RAPID, fischer(480, 0));
        assertEquals(Speed.RAPID, fischer(1499, 0));
        assertEquals(Speed.CLASSICAL, fischer(1500, 0));
        assertEquals(Speed.CLASSICAL, fischer(10_800, 180));
    }

    @Test
    void aTimePerMoveCountsAsItsFischerTwin() {
        assertEquals(Speed.BLITZ, Speed.of(0, 0, 5_000));      // 40 x 5 = 200: the quickest per-move clock
        assertEquals(Speed.BLITZ, Speed.of(0, 0, 11_000));     // 440
        assertEquals(Speed.RAPID, Speed.of(0, 0, 12_000));     // 480
        assertEquals(Speed.RAPID, Speed.of(0, 0, 37_000));     // 1480
        assertEquals(Speed.CLASSICAL, Speed.of(0, 0, 38_000)); // 1520
        assertEquals(Speed.CLASSICAL, Speed.of(0, 0, 600_000));
    }

    @Test
    void untimedGamesHaveNoSpeed() {
        assertThrows(IllegalArgumentException.class, () -> Speed.of(0, 0, 0));
    }
}
