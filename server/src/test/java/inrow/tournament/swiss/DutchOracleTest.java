package inrow.tournament.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our Dutch pairings against bbpPairings' (an independent implementation of the FIDE Dutch rules, 2025 version).
 * Each file under resources/swiss/ is a whole tournament that bbpPairings paired round by round while seeded
 * results were played ({@link SwissCase} states the cases; {@link RegenerateSwissOracle} and regenerate.sh made the
 * files). For every round we rebuild the tournament as it stood before that round, pair it ourselves, and compare
 * with the boards bbpPairings chose: the same opponents, the same colours, the same bye.
 */
class DutchOracleTest {
    static Stream<SwissCase> cases() {
        return SwissCase.STATED.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyRoundPairsAsBbpPairingsDid(SwissCase sc) throws IOException {
        assertEquals(List.of(), differences(sc), sc.name());
    }

    /** Each round where our pairing is not bbpPairings', said in words; empty when all agree. */
    static List<String> differences(SwissCase sc) throws IOException {
        SwissState played = Trf.read(resource(sc.file()));
        List<String> differences = new ArrayList<>();
        for (int round = 1; round <= played.rounds().size(); round++) {
            SwissState before = played.beforeRound(round);
            Round theirs = played.rounds().get(round - 1);
            Pairings ours = DutchPairing.pair(before).orElseThrow();
            Set<Board> expected = new HashSet<>();
            theirs.games().forEach(g -> expected.add(new Board(g.white(), g.black())));
            OptionalInt expectedBye =
                theirs.byes().isEmpty() ? OptionalInt.empty() : OptionalInt.of(theirs.byes().iterator().next());
            if (!expected.equals(new HashSet<>(ours.boards())) || !expectedBye.equals(ours.bye())) {
                differences.add("round " + round + ": bbpPairings " + expected + " bye " + expectedBye
                    + ", ours " + ours.boards() + " bye " + ours.bye());
            }
        }
        if (played.rounds().size() < played.totalRounds()) {
            Optional<Pairings> ours = DutchPairing.pair(played);
            if (ours.isPresent()) {
                differences.add("round " + played.nextRound() + ": bbpPairings found no pairing, ours " + ours.get());
            }
        }
        return differences;
    }

    static String resource(String name) throws IOException {
        try (InputStream in = DutchOracleTest.class.getResourceAsStream("/swiss/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
