package inrow.bot;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Positions drawn as text for the bot tests: rows top to bottom, 'X' and 'O' stones, '.' empty, spaces ignored. The
 * stones are really played, X first and alternating, in some order where no move ends the game, so the side to move
 * follows from the counts (X when they are equal); with gravity each stone comes after the ones under it. A board no
 * live game can reach is refused with an exception.
 */
final class DrawnBoards {
    private DrawnBoards() {
    }

    /** The drawn position under k in a row with the given overline rule, sized from the drawing. */
    static Game game(String board, int k, boolean overline) {
        List<String> rows = rows(board);
        return game(new Rules(rows.get(0).length(), rows.size(), k, overline), board);
    }

    static Game game(Rules rules, String board) {
        List<String> rows = rows(board);
        if (rows.size() != rules.height() || rows.get(0).length() != rules.width()) {
            throw new IllegalArgumentException("board is " + rows.get(0).length() + "x" + rows.size()
                    + " but the rules say " + rules.width() + "x" + rules.height());
        }
        List<Point> stones = new ArrayList<>();
        List<Mark> marks = new ArrayList<>();
        for (int y = 0; y < rows.size(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                char c = rows.get(y).charAt(x);
                if (c != '.') {
                    stones.add(new Point(x, y));
                    marks.add(c == 'X' ? Mark.X : Mark.O);
                }
            }
        }
        long xs = marks.stream().filter(m -> m == Mark.X).count();
        long os = marks.size() - xs;
        if (xs != os && xs != os + 1) {
            throw new IllegalArgumentException(xs + " X and " + os + " O cannot come from alternating moves:\n" + board);
        }
        Game game = search(Game.start(rules), stones, marks, new BitSet(), new HashSet<>());
        if (game == null) {
            throw new IllegalArgumentException("no order of moves reaches this board with the game still on:\n" + board);
        }
        if (!game.rows().equals(rows)) {
            throw new IllegalStateException("played " + game.rows() + " but meant " + rows);
        }
        return game;
    }

    /** Depth first over the orders of the stones, never letting a move end the game. */
    private static Game search(Game game, List<Point> stones, List<Mark> marks, BitSet placed, Set<BitSet> dead) {
        if (game.ply() == stones.size()) {
            return game;
        }
        if (dead.contains(placed)) {
            return null;
        }
        Mark mover = game.toMove();
        for (int i = 0; i < stones.size(); i++) {
            if (placed.get(i) || marks.get(i) != mover) {
                continue;
            }
            MoveResult r = game.play(stones.get(i).x(), stones.get(i).y());
            if (r instanceof MoveResult.Refused refused && refused.reason() == inrow.engine.Illegal.FLOATING) {
                continue; // gravity: the stones under this one come first
            }
            if (!(r instanceof MoveResult.Played played)) {
                throw new IllegalStateException("the engine refused " + stones.get(i) + ": " + r);
            }
            if (played.game().isOver()) {
                continue;
            }
            placed.set(i);
            Game found = search(played.game(), stones, marks, placed, dead);
            if (found != null) {
                return found;
            }
            placed.clear(i);
        }
        dead.add((BitSet) placed.clone());
        return null;
    }

    static List<String> rows(String board) {
        List<String> rows = new ArrayList<>();
        for (String line : board.strip().split("\n")) {
            String row = line.replaceAll("\\s", "");
            if (row.isEmpty()) {
                continue;
            }
            for (char c : row.toCharArray()) {
                if ("XO.".indexOf(c) < 0) {
                    throw new IllegalArgumentException("unknown cell '" + c + "' in:\n" + board);
                }
            }
            if (!rows.isEmpty() && row.length() != rows.get(0).length()) {
                throw new IllegalArgumentException("rows differ in width:\n" + board);
            }
            rows.add(row);
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no rows in the board");
        }
        return rows;
    }

    /**
     * A seeded random game of up to {@code plies} moves that has not ended: each move is a random empty cell that does
     * not end the game; it stops early when every empty cell would.
     */
    static Game randomLive(Rules rules, int plies, RandomGenerator random) {
        Game game = Game.start(rules);
        while (game.ply() < plies) {
            List<Point> empty = new ArrayList<>();
            for (int y = 0; y < rules.height(); y++) {
                for (int x = 0; x < rules.width(); x++) {
                    if (game.at(x, y) == null) {
                        empty.add(new Point(x, y));
                    }
                }
            }
            Game next = null;
            while (next == null && !empty.isEmpty()) {
                Point p = empty.remove(random.nextInt(empty.size()));
                Game g = ((MoveResult.Played) game.play(p.x(), p.y())).game();
                if (!g.isOver()) {
                    next = g;
                }
            }
            if (next == null) {
                return game;
            }
            game = next;
        }
        return game;
    }
}
