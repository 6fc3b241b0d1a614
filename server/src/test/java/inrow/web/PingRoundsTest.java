package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every open socket is pinged once a round, the pings spread over its ticks; gone sockets are not pinged. */
class PingRoundsTest {
    @Test
    void eachOpenSocketIsPingedOnceARoundAndTheTicksShareThemEvenly() {
        List<Integer> pinged = new ArrayList<>();
        Set<Integer> closed = new HashSet<>();
        PingRounds<Integer> rounds = new PingRounds<>(15, pinged::add, s -> !closed.contains(s));
        int[] slots = new int[45];
        for (int s = 0; s < 45; s++) {
            slots[s] = rounds.add(s);
        }
        rounds.remove(7, slots[7]); // closed and heard
        closed.add(8); // closed, its close not heard yet
        List<Integer> perTick = new ArrayList<>();
        for (int t = 0; t < 15; t++) {
            int before = pinged.size();
            rounds.tick();
            perTick.add(pinged.size() - before);
        }
        assertEquals(43, pinged.size());
        assertEquals(43, new HashSet<>(pinged).size(), "once each");
        assertTrue(!pinged.contains(7) && !pinged.contains(8));
        assertTrue(perTick.stream().allMatch(n -> n >= 2 && n <= 3), "spread over the round: " + perTick);
        assertEquals(43, rounds.size(), "the closed socket found at its tick is forgotten");
        rounds.tick(); // the next round starts over
        assertEquals(46, pinged.size());
    }
}
