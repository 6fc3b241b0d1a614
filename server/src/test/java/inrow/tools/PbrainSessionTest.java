package inrow.tools;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.Level;
import inrow.engine.Lines;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

// It times an answer to within a few hundred milliseconds: other classes' work beside it would be counted too.
@Isolated
class PbrainSessionTest {
    private static final Pattern MOVE = Pattern.compile("(\\d+),(\\d+)");

    /** The manager's copy of the board: 1 the brain's stones, 2 the opponent's (the test's). */
    private static final class Board {
        final Rules rules;
        final byte[] cells;

        Board(int size) {
            rules = new Rules(size, size, 5, true);
            cells = new byte[size * size];
        }

        boolean empty(int x, int y) {
            return rules.contains(x, y) && cells[y * rules.width() + x] == 0;
        }

        /** Places a stone; true when it wins. */
        boolean put(int x, int y, int who) {
            assertTrue(empty(x, y), "cell " + x + "," + y + " should be an empty cell of the board");
            cells[y * rules.width() + x] = (byte) who;
            return Lines.wins(rules, cells, x, y);
        }

        boolean full() {
            for (byte c : cells) {
                if (c == 0) {
                    return false;
                }
            }
            return true;
        }

        /** A simple opponent: the empty cell that makes its longest line, first in reading order on ties. */
        Point opponentMove() {
            Point best = null;
            int bestLength = -1;
            for (int y = 0; y < rules.height(); y++) {
                for (int x = 0; x < rules.width(); x++) {
                    if (!empty(x, y)) {
                        continue;
                    }
                    int length = longest(x, y);
                    if (length > bestLength) {
                        bestLength = length;
                        best = new Point(x, y);
                    }
                }
            }
            return best;
        }

        private int longest(int x, int y) {
            int best = 0;
            for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
                int n = 1;
                for (int s = -1; s <= 1; s += 2) {
                    int cx = x + s * d[0];
                    int cy = y + s * d[1];
                    while (rules.contains(cx, cy) && cells[cy * rules.width() + cx] == 2) {
                        n++;
                        cx += s * d[0];
                        cy += s * d[1];
                    }
                }
                best = Math.max(best, n);
            }
            return best;
        }
    }

    private static Point move(String answer) {
        Matcher m = MOVE.matcher(answer);
        assertTrue(m.matches(), "expected a move x,y, got '" + answer + "'");
        return new Point(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /** Plays until a line or a full board; every brain answer must be an empty cell. Returns the brain's moves. */
    private static List<Point> playOut(BrainPipe brain, Board board, String firstCommand, long turnLimitMillis) {
        List<Point> played = new ArrayList<>();
        String command = firstCommand;
        while (true) {
            long start = System.nanoTime();
            Point ours = move(brain.ask(command));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis <= turnLimitMillis + 400, "answered after " + millis + " ms, limit " + turnLimitMillis);
            played.add(ours);
            if (board.put(ours.x(), ours.y(), 1) || board.full()) {
                return played;
            }
            Point theirs = board.opponentMove();
            if (board.put(theirs.x(), theirs.y(), 2) || board.full()) {
                return played;
            }
            command = "TURN " + theirs.x() + "," + theirs.y();
        }
    }

    @Test
    void playsAFullGameAsSecondPlayerInTime() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 10"));
            brain.send("INFO timeout_match 0", "INFO timeout_turn 150", "INFO max_memory 83886080",
                "INFO game_type 1", "INFO rule 0", "INFO folder /tmp", "INFO time_left 2147483647");
            brain.assertSilent();
            Board board = new Board(10);
            board.put(4, 4, 2);
            List<Point> moves = playOut(brain, board, "TURN 4,4", 150);
            assertFalse(moves.isEmpty());
            brain.send("END");
            assertTrue(brain.endedWithin(5000));
        }
    }

    @Test
    void playsAFullGameAsFirstPlayerWithTimeoutZero() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 10"));
            brain.send("INFO timeout_turn 0", "INFO rule 1");
            assertFalse(playOut(brain, new Board(10), "BEGIN", 0).isEmpty());
        }
    }

    @Test
    void aboutInfoAndUnknownCommands() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.RANDOM)) {
            String about = brain.ask("ABOUT");
            assertTrue(about.matches("name=\"InRow\", version=\"[^\"]+\", author=\"[^\"]+\", country=\"[^\"]*\", "
                + "www=\"[^\"]*\""), about);
            brain.send("INFO timeout_turn 1000", "INFO rule 6", "INFO evaluate 3,4", "INFO something_new 12",
                "INFO time_left not-a-number");
            brain.assertSilent();
            assertTrue(brain.ask("SWAP3BOARD").startsWith("UNKNOWN"));
            assertTrue(brain.ask("SWAP2BOARD", "DONE").startsWith("ERROR"), "swap2 needs a board too");
            assertTrue(brain.ask("TURN 1,1").startsWith("ERROR"), "no board yet");
            assertTrue(brain.ask("START 2").startsWith("ERROR"), "too small for InRow");
            assertTrue(brain.ask("START 4").startsWith("ERROR"), "five in a row cannot fit");
            assertTrue(brain.ask("START 27").startsWith("ERROR"), "InRow boards end at 26");
            assertTrue(brain.ask("START twenty").startsWith("ERROR"));
            assertEquals("OK", brain.ask("start 20"), "commands are case-insensitive");
            assertEquals("OK", brain.ask("RECTSTART 20,15"));
            assertTrue(brain.ask("TURN 3,15").startsWith("ERROR"), "off a 20x15 board");
            assertTrue(brain.ask("TURN 3").startsWith("ERROR"));
            Point p = move(brain.ask("TURN 19,14"));
            assertTrue(p.x() < 20 && p.y() < 15);
            assertNotEquals(new Point(19, 14), p);
            assertTrue(brain.ask("TURN 19,14").startsWith("ERROR"), "taken");
        }
    }

    @Test
    void restartAndTakeback() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertTrue(brain.ask("RESTART").startsWith("ERROR"), "no board yet");
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO timeout_turn 100");
            Point first = move(brain.ask("BEGIN"));
            assertEquals("OK", brain.ask("TAKEBACK " + first.x() + "," + first.y()));
            assertTrue(brain.ask("TAKEBACK " + first.x() + "," + first.y()).startsWith("ERROR"), "already empty");
            // The cell is free again: the opponent may take it, and the brain now plays second.
            Point answer = move(brain.ask("TURN " + first.x() + "," + first.y()));
            assertNotEquals(first, answer);
            assertEquals("OK", brain.ask("TAKEBACK " + answer.x() + "," + answer.y()));
            assertEquals("OK", brain.ask("TAKEBACK " + first.x() + "," + first.y()));
            Point again = move(brain.ask("BEGIN"));
            assertEquals("OK", brain.ask("RESTART"));
            // After RESTART the board is empty: the brain's former cell is a legal opponent move.
            Point reply = move(brain.ask("TURN " + again.x() + "," + again.y()));
            assertNotEquals(again, reply);
            assertTrue(reply.x() < 15 && reply.y() < 15);
        }
    }

    @Test
    void boardSetsAWholePosition() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO timeout_turn 100");
            // Opponent: four in a row on row 7 plus one; ours: four scattered stones. Equal counts: we move as X.
            List<String> stones = List.of("5,7,2", "3,3,1", "6,7,2", "10,10,1", "7,7,2", "3,11,1", "8,7,2", "11,2,1");
            List<String> board = new ArrayList<>(List.of("BOARD"));
            board.addAll(stones);
            board.add("DONE");
            Point p = move(brain.ask(board.toArray(String[]::new)));
            for (String s : stones) {
                assertFalse(s.startsWith(p.x() + "," + p.y() + ","), "answered an occupied cell " + p);
            }
            // BOARD replaces the position: one opponent stone, and the cell just played by the brain is empty again.
            Point q = move(brain.ask("BOARD", "0,0,2", "DONE"));
            assertNotEquals(new Point(0, 0), q);
            if (!q.equals(p)) {
                Point r = move(brain.ask("TURN " + p.x() + "," + p.y()));
                assertNotEquals(p, r);
                assertNotEquals(q, r);
            }
            // Three own stones and none of the opponent's: no alternating game gives us the move.
            assertTrue(brain.ask("BOARD", "1,1,1", "2,2,1", "3,3,1", "DONE").startsWith("ERROR"));
        }
    }

    @Test
    void exactFiveAndWinningLineCells() throws Exception {
        try (BrainPipe brain = new BrainPipe(Level.RANDOM)) {
            assertEquals("OK", brain.ask("START 6"));
            brain.send("INFO rule 1");
            // Six of ours in row 0 (an overline: no win under exact five), six of theirs in row 5, equal counts.
            List<String> board = new ArrayList<>(List.of("BOARD"));
            for (int x = 0; x < 6; x++) {
                board.add(x + ",0,1");
                board.add(x + ",5,2");
            }
            // Rows 1 to 4 are cells of scored lines (field 3), except 2,3: the only cell left.
            for (int y = 1; y <= 4; y++) {
                for (int x = 0; x < 6; x++) {
                    if (x != 2 || y != 3) {
                        board.add(x + "," + y + ",3");
                    }
                }
            }
            board.add("DONE");
            for (int i = 0; i < 5; i++) {
                assertEquals("2,3", brain.ask(board.toArray(String[]::new)));
            }
        }
    }

    @Test
    void underRenjuTheBrainAsWhiteWinsByAFourBlackMayNotStop() throws Exception {
        // Black (the opponent, 2) has two pairs crossing at 7,7, a double three for black; our white 8,8 9,9 11,11 make
        // a four at 10,10 whose only stop is 7,7. The master's fixture of MasterRenjuTest, over the protocol.
        String[] board = {"BOARD", "7,5,2", "8,8,1", "7,6,2", "9,9,1", "5,7,2", "11,11,1", "6,7,2", "1,13,1", "12,12,2",
            "DONE"};
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO timeout_turn 1500", "INFO rule 4");
            assertEquals("10,10", brain.ask(board));
        }
    }

    @Test
    void underRenjuTheBrainNeverPlaysAForbiddenPointAsBlack() throws Exception {
        // Our black stones H6 H7 F8 G8 (Gomocup x,y from the top left), four white stones in the corners: H8 would make two
        // open threes. In freestyle the master takes it (a double three wins); in renju (INFO rule 4) it may not.
        String[] board = {"BOARD", "7,9,1", "0,0,2", "7,8,1", "14,0,2", "5,7,1", "0,14,2", "6,7,1", "14,14,2", "DONE"};
        try (BrainPipe brain = new BrainPipe(Level.MASTER)) {
            assertEquals("OK", brain.ask("START 15"));
            brain.send("INFO timeout_turn 300", "INFO rule 0");
            assertEquals("7,7", brain.ask(board), "freestyle: the double three");
            brain.send("INFO rule 4");
            for (int i = 0; i < 3; i++) {
                String answer = brain.ask(board);
                assertTrue(!answer.equals("7,7") && answer.matches("\\d+,\\d+"), "renju: " + answer);
            }
        }
    }
}
