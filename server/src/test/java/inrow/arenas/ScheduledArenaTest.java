package inrow.arenas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.tournament.Arena;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The operator's schedule: how it is written, and which slot's arena is made when. */
class ScheduledArenaTest {
    private static final long HOUR = 3_600_000;

    @Test
    void theDefaultIsAnHourlyGomokuBlitzArena() {
        ScheduledArena s = ScheduledArena.parse(ScheduledArena.DEFAULT).get(0);
        assertEquals(new ScheduledArena("gomoku", 180_000, 2_000, 57, 60), s);
        Arena next = s.next(10 * HOUR + 5).orElseThrow();
        assertEquals(11 * HOUR, next.startsAt(), "the next hour, UTC");
        assertEquals(11 * HOUR + 57 * 60_000, next.endsAt());
        assertEquals("Hourly gomoku 3+2", next.settings().name());
        assertTrue(next.scheduled());
        assertTrue(next.settings().rated());
        assertEquals(next.id(), s.next(11 * HOUR - 1).orElseThrow().id(), "one id for one slot");
        assertEquals(s.key(11 * HOUR), s.key(next.startsAt()));
    }

    @Test
    void severalOrNone() {
        assertEquals(List.of(), ScheduledArena.parse("none"));
        assertEquals(List.of(), ScheduledArena.parse(""));
        List<ScheduledArena> two = ScheduledArena.parse("gomoku:3+2:57@60, renju:5+3:90@1440");
        assertEquals(new ScheduledArena("renju", 300_000, 3_000, 90, 1440), two.get(1));
        assertEquals("Daily renju 5+3", two.get(1).next(0).orElseThrow().settings().name());
        for (String bad : new String[] {"chess:3+2:57@60", "gomoku:3:57@60", "gomoku:3+2:57", "gomoku:3+2:90@60",
            "gomoku:3+2:5@60"}) {
            assertThrows(IllegalArgumentException.class, () -> ScheduledArena.parse(bad), bad);
        }
    }
}
