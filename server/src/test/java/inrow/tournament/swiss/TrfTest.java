package inrow.tournament.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TrfTest {
    private static final List<Player> FOUR = List.of(new Player(11, "Ada Lovelace", 2100),
        new Player(12, "Bo", 2000), new Player(13, "Cy", 1900), new Player(14, "Di", 1800), new Player(15, "Ed", 1700));

    private static SwissState sample() {
        return SwissState.start(FOUR, 5, Colour.BLACK)
            .withRound(new Round(List.of(new Game(13, 11, Result.BLACK_WINS), new Game(12, 14, Result.DRAW)),
                Set.of(15)))
            .withRound(new Round(List.of(new Game(11, 15, Result.WHITE_WINS_BY_FORFEIT),
                new Game(14, 13, Result.WHITE_WINS)), Set.of()))
            .withAbsent(Set.of(14));
    }

    /** The columns bbpPairings reads: rank, name, rating, id, points, rank, then 10 characters a round. */
    @Test
    void writesTheFixedColumnsOfTrf16() {
        assertEquals("""
            012 sample
            001    1      Ada Lovelace                      2100              11             2.0    1     3 b 1     5 w +
            001    2      Bo                                2000              12             0.5    2     4 w =  0000 - Z
            001    3      Cy                                1900              13             0.0    3     1 w 0     4 b 0
            001    4      Di                                1800              14             1.5    4     2 b =     3 w 1  0000 - Z
            001    5      Ed                                1700              15             1.0    5  0000 - U     1 b -
            XXR 5
            XXC black1
            """, Trf.write(sample(), "sample"));
    }

    @Test
    void readsBackTheSameTournament() {
        SwissState s = sample();
        SwissState back = Trf.read(Trf.write(s, "sample"));
        assertEquals(s.players(), back.players());
        assertEquals(s.totalRounds(), back.totalRounds());
        assertEquals(s.initialColour(), back.initialColour());
        assertEquals(s.absent(), back.absent());
        assertEquals(s.rounds().size(), back.rounds().size());
        for (int r = 0; r < s.rounds().size(); r++) {
            assertEquals(new HashSet<>(s.rounds().get(r).games()), new HashSet<>(back.rounds().get(r).games()));
            assertEquals(s.rounds().get(r).byes(), back.rounds().get(r).byes());
        }
    }

    /** TRF has four digits for a rating; pairing numbers, not ratings, decide the pairing, so we clamp. */
    @Test
    void aRatingOutsideFourDigitsIsClamped() {
        SwissState s = SwissState.start(List.of(new Player(1, "High", 12000), new Player(2, "Low", -5)), 1,
            Colour.WHITE);
        String trf = Trf.write(s, "clamp");
        assertEquals("9999", trf.lines().toList().get(1).substring(48, 52));
        assertEquals("   0", trf.lines().toList().get(2).substring(48, 52));
    }

    /** Every oracle file, made by bbpPairings' pairings, reads and writes back to the same bytes. */
    @Test
    void theOracleFilesRoundTrip() throws IOException {
        for (SwissCase sc : SwissCase.ALL) {
            String file = DutchOracleTest.resource(sc.file());
            assertEquals(file, Trf.write(Trf.read(file), sc.name()), sc.name());
        }
    }
}
