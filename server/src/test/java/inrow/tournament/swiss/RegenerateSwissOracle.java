package inrow.tournament.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * Writes the oracle's expected pairings (server/src/test/resources/swiss/*.trf) by playing each {@link SwissCase}
 * with bbpPairings pairing every round: the tournament so far goes out as TRF, bbpPairings --dutch pairs the next
 * round, the case's seeded results are added, and so on; the finished tournament, bbpPairings' pairings and all,
 * is the file. When bbpPairings finds no valid pairing for a round, the file stops before it, with that round's
 * absentees marked, and the test expects us to find none either. Not part of any test tier (its name does not end in Test): run it with
 * server/src/test/resources/swiss/regenerate.sh, which needs a built bbpPairings.
 */
class RegenerateSwissOracle {
    @Test
    @EnabledIfEnvironmentVariable(named = "BBP_PAIRINGS", matches = ".+")
    void writeTheExpectedPairings() throws Exception {
        Path bbp = Path.of(System.getenv("BBP_PAIRINGS"));
        Path out = Path.of(System.getenv().getOrDefault("SWISS_ORACLE_DIR", "server/src/test/resources/swiss"));
        Path work = Files.createTempDirectory("bbp");
        for (SwissCase sc : SwissCase.ALL) {
            Random random = new Random(sc.seed());
            SwissState state = SwissState.start(sc.ranking(), sc.rounds(), sc.initialColour());
            for (int round = 1; round <= sc.rounds(); round++) {
                state = state.withAbsent(sc.absentIn(round));
                Optional<Pairings> pairings = bbpPairs(bbp, work, state, sc.name() + "-" + round);
                if (pairings.isEmpty()) {
                    break;
                }
                state = state.withRound(sc.play(pairings.get(), state, random)).withAbsent(Set.of());
            }
            Files.writeString(out.resolve(sc.file()), Trf.write(state, sc.name()));
        }
    }

    /** Empty when bbpPairings finds no pairing that keeps the absolute criteria (its exit code 1). */
    private static Optional<Pairings> bbpPairs(Path bbp, Path work, SwissState state, String name)
            throws IOException, InterruptedException {
        Path in = work.resolve(name + ".trf");
        Path pairs = work.resolve(name + ".pairs");
        Files.writeString(in, Trf.write(state, name));
        Process p = new ProcessBuilder(bbp.toString(), "--dutch", in.toString(), "-p", pairs.toString())
            .redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        p.waitFor(60, TimeUnit.SECONDS);
        if (p.exitValue() == 1) {
            return Optional.empty();
        }
        assertEquals(0, p.exitValue(), "bbpPairings on " + in + ": " + said);
        List<String> lines = Files.readAllLines(pairs);
        List<Board> boards = new ArrayList<>();
        OptionalInt bye = OptionalInt.empty();
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            String[] two = line.trim().split("\\s+");
            int white = Integer.parseInt(two[0]);
            int black = Integer.parseInt(two[1]);
            if (black == 0) {
                bye = OptionalInt.of(state.players().get(white - 1).id());
            } else {
                boards.add(new Board(state.players().get(white - 1).id(), state.players().get(black - 1).id()));
            }
        }
        return Optional.of(new Pairings(boards, bye));
    }
}
