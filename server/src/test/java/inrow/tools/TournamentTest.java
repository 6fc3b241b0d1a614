package inrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Rules;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentTest {
    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Tournament.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void ticTacToeRoundRobinWritesOneRowPerGame(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("games.csv");
        Run run = run("--rules", "tictactoe", "--bots", "random,greedy", "--games", "6", "--think-ms", "50",
            "--threads", "2", "--seed", "7", "--csv", csv.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("[##############################] 6/6 games"), run.err());
        assertTrue(run.err().contains("\r"), "the progress bar is redrawn in place");

        List<String> lines = Files.readAllLines(csv);
        assertEquals(GameRecord.CSV_HEADER, lines.get(0));
        assertEquals(7, lines.size(), String.join("\n", lines));
        int xWins = 0;
        int oWins = 0;
        int draws = 0;
        int randomWins = 0;
        int greedyWins = 0;
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            assertEquals(12, f.length, lines.get(i));
            assertEquals("random-greedy", f[0]);
            assertEquals(String.valueOf(i), f[1], "games in order");
            // The first bot is X in odd games: colours alternate.
            assertEquals(i % 2 == 1 ? "random" : "greedy", f[2]);
            assertEquals(i % 2 == 1 ? "greedy" : "random", f[3]);
            int moves = Integer.parseInt(f[7]);
            switch (f[4]) {
                case "X" -> {
                    xWins++;
                    assertEquals(f[2], f[5]);
                    assertEquals(1, moves % 2, "X wins on its own move");
                }
                case "O" -> {
                    oWins++;
                    assertEquals(f[3], f[5]);
                    assertEquals(0, moves % 2);
                }
                default -> {
                    assertEquals("draw", f[4]);
                    assertEquals("", f[5]);
                    assertEquals(9, moves, "a tic-tac-toe draw fills the board");
                    draws++;
                }
            }
            assertTrue(moves >= 5 && moves <= 9, "moves " + moves);
            randomWins += f[5].equals("random") ? 1 : 0;
            greedyWins += f[5].equals("greedy") ? 1 : 0;
            for (int c = 8; c < 12; c++) {
                assertTrue(Double.parseDouble(f[c]) >= 0);
            }
            assertTrue(Double.parseDouble(f[9]) >= Double.parseDouble(f[8]), "max >= avg");
        }
        assertEquals(6, xWins + oWins + draws);

        Matcher row = Pattern.compile("random vs greedy\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+random\\s+"
            + "([\\d.]+)\\s+([\\d.]+)\\s+greedy\\s+([\\d.]+)\\s+([\\d.]+)").matcher(run.out());
        assertTrue(row.find(), run.out());
        assertEquals(6, Integer.parseInt(row.group(1)));
        assertEquals(randomWins, Integer.parseInt(row.group(2)));
        assertEquals(draws, Integer.parseInt(row.group(3)));
        assertEquals(greedyWins, Integer.parseInt(row.group(4)));
        assertEquals(6, Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3))
            + Integer.parseInt(row.group(4)));
    }

    @Test
    void everyPairOfBotsMeets(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("three.csv");
        Run run = run("--rules", "3x3x3", "--bots", "random,greedy,random", "--games", "2", "--think-ms", "20",
            "--seed", "1", "--csv", csv.toString());
        assertEquals(0, run.code(), run.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(1 + 3 * 2, lines.size());
        assertEquals(2, lines.stream().filter(l -> l.startsWith("random-greedy,")).count());
        assertEquals(2, lines.stream().filter(l -> l.startsWith("random-random,")).count());
        assertEquals(2, lines.stream().filter(l -> l.startsWith("greedy-random,")).count());
        assertTrue(run.out().contains("greedy vs random"), run.out());
    }

    @Test
    void theSameSeedReplaysRandomGames(@TempDir Path dir) throws Exception {
        String[] first = gamesOf(dir.resolve("a.csv"));
        String[] second = gamesOf(dir.resolve("b.csv"));
        assertEquals(String.join("\n", first), String.join("\n", second));
    }

    /** Each game's pairing, number, bots, winner and length: everything but the times. */
    private static String[] gamesOf(Path csv) throws Exception {
        Run run = run("--rules", "7x6x4", "--bots", "random,random", "--games", "4", "--think-ms", "10", "--seed",
            "99", "--csv", csv.toString());
        assertEquals(0, run.code(), run.err());
        return Files.readAllLines(csv).stream().map(l -> String.join(",", List.of(l.split(",")).subList(0, 8)))
            .toArray(String[]::new);
    }

    @Test
    void badArgumentsAreRefused() {
        assertEquals(2, run("--bots", "random").code());
        assertEquals(2, run("--bots", "random,wizard").code());
        assertEquals(2, run("--bots", "random,greedy", "--rules", "2x2x2").code());
        assertEquals(2, run("--bots", "random,greedy", "--games", "0").code());
        assertTrue(run("--bots", "random,greedy", "--rules", "9x9x10").err().contains("--rules"));
    }

    @Test
    void rulesSyntax() {
        assertEquals(Rules.TICTACTOE, Tournament.parseRules("tictactoe"));
        assertEquals(Rules.GOMOKU, Tournament.parseRules("gomoku"));
        assertEquals(Rules.GOMOKU, Tournament.parseRules("freestyle"));
        assertEquals(Rules.STANDARD, Tournament.parseRules("standard"));
        assertEquals(Rules.RENJU, Tournament.parseRules("renju"));
        assertEquals(new Rules(9, 9, 4, true), Tournament.parseRules("9x9x4"));
        assertEquals(new Rules(15, 15, 5, false), Tournament.parseRules("15x15x5:exact"));
        assertEquals(new Rules(26, 3, 3, true), Tournament.parseRules("26x3x3"));
        assertNull(Tournament.parseRules("27x3x3"));
        assertNull(Tournament.parseRules("9x9"));
        assertNull(Tournament.parseRules("nine"));
        assertNotNull(Tournament.parseRules(" Gomoku "));
    }
}
