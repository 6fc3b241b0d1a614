package inrow.tournament.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The oracle of {@link DutchOracleTest} on thirty more tournaments of 6 to 33 players mixed by seed (see
 * {@link SwissCase#MIXED}). Kept out of the unit and fast tiers (7 to 15 s on two busy cores); the full run has it.
 */
class DutchOracleMixedTest {
    static Stream<SwissCase> cases() {
        return SwissCase.MIXED.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyRoundPairsAsBbpPairingsDid(SwissCase sc) throws IOException {
        assertEquals(List.of(), DutchOracleTest.differences(sc), sc.name());
    }
}
