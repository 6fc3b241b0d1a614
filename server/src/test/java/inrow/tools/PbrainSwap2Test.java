package inrow.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Gomocup's SWAP2BOARD: the master places openings, swaps, plays on as white or adds two stones. */
class PbrainSwap2Test {
    private static List<Point> points(String answer) {
        List<Point> out = new ArrayList<>();
        for (String part : answer.split(" ")) {
            assertTrue(part.matches("\\d+,\\d+"), "expected x,y points, got '" + answer + "'");
            String[] xy = part.split(",");
            out.add(new Point(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
        }
        return out;
    }

    /** The stones played in order on a fresh game; fails on an illegal one. */
    private static Game play(Rules rules, List<Point> stones) {
        Game game = Game.start(rules);
        for (Point p : stones) {
            MoveResult r = game.play(p.x(), p.y());
            assertTrue(r instanceof MoveResult.Played, p + ": " + r);
            game = ((MoveResult.Played) r).game();
        }
        return game;
    }

    private static String[] swap2(List<Point> stones) {
        List<String> lines = new ArrayList<>();
        lines.add("SWAP2BOARD");
        for (Point p : stones) {
            lines.add(p.x() + "," + p.y());
        }
        lines.add("DONE");
        return lines.toArray(String[]::new);
    }

    @Test
    void opensWithThreeLegalStonesThatDifferFromGameToGame() throws Exception {
        Set<List<Point>> seen = new HashSet<>();
        for (int rule : new int[] {1, 4}) {
            try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
                assertEquals("OK", brain.ask("START 15"));
                brain.send("INFO timeout_turn 5000", "INFO rule " + rule);
                for (int game = 0; game < 2; game++) {
                    List<Point> three = points(brain.ask("SWAP2BOARD", "DONE"));
                    assertEquals(3, three.size());
                    play(new Rules(15, 15, 5, rule == 4, rule == 4), three);
                    seen.add(three);
                    assertEquals("OK", brain.ask("RESTART"));
                }
            }
        }
        assertTrue(seen.size() >= 3, "openings vary: " + seen);
    }

    @Test
    void swapsOnAClearlyBlackOpeningAndPlaysWhiteOnAClearlyWhiteOne() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO timeout_turn 3000", "INFO rule 1");
            // black: two connected stones in the middle, white's one in a corner
            assertEquals("SWAP", brain.ask(swap2(List.of(new Point(7, 7), new Point(0, 0), new Point(8, 7)))));
            // five stones, white's two connected in the middle: we take white and play the sixth stone
            List<Point> five = List.of(new Point(0, 0), new Point(7, 7), new Point(14, 0), new Point(8, 8),
                new Point(0, 14));
            List<Point> sixth = points(brain.ask(swap2(five)));
            assertEquals(1, sixth.size());
            List<Point> all = new ArrayList<>(five);
            all.addAll(sixth);
            play(Rules.STANDARD, all);
            // and the game goes on from our board with a TURN
            List<Point> seventh = points(brain.ask("TURN 14,14"));
            all.add(new Point(14, 14));
            all.addAll(seventh);
            play(Rules.STANDARD, all);
        }
    }

    @Test
    void onItsOwnBalancedOpeningItAnswersOneOfTheThreeOptions() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO timeout_turn 3000", "INFO rule 4");
            List<Point> three = points(brain.ask("SWAP2BOARD", "DONE"));
            String answer = brain.ask(swap2(three));
            if (!answer.equals("SWAP")) {
                List<Point> more = points(answer);
                assertTrue(more.size() == 1 || more.size() == 2, answer);
                List<Point> all = new ArrayList<>(three);
                all.addAll(more);
                play(Rules.RENJU, all);
                if (more.size() == 2) {
                    // the opener's choice on the five stones
                    String choice = brain.ask(swap2(all));
                    assertTrue(choice.equals("SWAP") || points(choice).size() == 1, choice);
                }
            }
        }
    }

    @Test
    void badSwap2BoardsAreErrors() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 15"));
            assertTrue(brain.ask("SWAP2BOARD", "7,7", "8,8", "DONE").startsWith("ERROR"), "two stones");
            assertTrue(brain.ask("SWAP2BOARD", "7,7", "7,7", "8,8", "DONE").startsWith("ERROR"), "taken");
            assertTrue(brain.ask("SWAP2BOARD", "7,7", "x", "8,8", "DONE").startsWith("ERROR"), "not a point");
            assertTrue(brain.ask("SWAP2BOARD", "7,7", "8,8", "15,0", "DONE").startsWith("ERROR"), "off the board");
            assertEquals("OK", brain.ask("RESTART"), "still serving");
        }
    }
}
