package inrow.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Pairing the free players of an arena: neighbours by score then rating, no immediate rematch, fair colours. */
class ArenaPairingTest {
    private static Candidate c(String name, int score, double rating) {
        return new Candidate(name, score, rating, 0, null, null);
    }

    private static Candidate c(String name, int score, double rating, int balance, String last, String opponent) {
        return new Candidate(name, score, rating, balance, last, opponent);
    }

    @Test
    void neighboursByScoreThenRatingAndTheOddOneWaits() {
        List<Pair> pairs = ArenaPairing.pair(List.of(c("a", 0, 1500), c("b", 8, 1400), c("c", 8, 1600),
            c("d", 4, 2000), c("e", 0, 1700)), 5);
        // Order: c (8, 1600), b (8, 1400), d (4), e (0, 1700), a (0, 1500): c-b, d-e, a waits.
        assertEquals(List.of(new Pair("c", "b"), new Pair("d", "e")), pairs);
    }

    @Test
    void neverTheLastOpponentAgainWhenAnotherIsFree() {
        List<Pair> pairs = ArenaPairing.pair(List.of(c("a", 4, 1500, 0, null, "b"), c("b", 4, 1500, 0, null, "a"),
            c("c", 2, 1500, 0, null, "d"), c("d", 2, 1500, 0, null, "c")), 4);
        assertEquals(List.of(new Pair("a", "c"), new Pair("b", "d")), pairs);
        // Three free, two of them just met: the third takes one of them, the other waits.
        pairs = ArenaPairing.pair(List.of(c("a", 4, 1500, 0, null, "b"), c("b", 4, 1500, 0, null, "a"),
            c("c", 0, 1500)), 3);
        assertEquals(List.of(new Pair("a", "c")), pairs);
    }

    @Test
    void twoWhoJustMetWaitWhileOthersPlayButMeetAgainWhenAlone() {
        List<Candidate> two = List.of(c("a", 2, 1500, 1, "X", "b"), c("b", 0, 1500, -1, "O", "a"));
        assertEquals(List.of(), ArenaPairing.pair(two, 4), "c and d are still playing: wait for them");
        assertEquals(List.of(new Pair("b", "a")), ArenaPairing.pair(two, 2),
            "alone in the arena: again, colours swapped");
    }

    @Test
    void coloursGoToWhoHadXLessThenToWhoHadOLast() {
        assertEquals(new Pair("b", "a"), ArenaPairing.colours(c("a", 0, 1500, 1, "X", null),
            c("b", 0, 1500, 0, "X", null)));
        assertEquals(new Pair("b", "a"), ArenaPairing.colours(c("a", 0, 1500, 0, "X", null),
            c("b", 0, 1500, 0, "O", null)));
        assertEquals(new Pair("a", "b"), ArenaPairing.colours(c("a", 0, 1500), c("b", 0, 1500)), "even: the higher");
    }
}
