package inrow.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Games drawn as text, for readable fixtures. Rows run top to bottom; 'X' and 'O' are stones, '.' is empty, spaces
 * are ignored. A lowercase 'x' or 'o' is the same stone as its capital, marked: tests use the marks to draw the line
 * they expect to win. The board is reached by really playing its stones, X first and alternating, with the named
 * stone last and no earlier move ending the game; a board no game can reach is refused with an exception.
 */
final class Boards {
    private Boards() {
    }

    /** The board played out under freestyle rules (overline wins) with k in a row, sized from the drawing. */
    static Game play(String board, int k, String last) {
        return play(board, k, true, last);
    }

    static Game play(String board, int k, boolean overline, String last) {
        List<String> rows = rows(board);
        return play(new Rules(rows.get(0).length(), rows.size(), k, overline), board, last);
    }

    /** {@code last} names the last stone as people do ("C3": column letter, row 1 at the bottom), or is null for an empty board. */
    static Game play(Rules rules, String board, String last) {
        return play(rules, board, last == null ? null : point(last, rules.height()));
    }

    static Game play(Rules rules, String board, Point last) {
        List<String> rows = rows(board);
        if (rows.size() != rules.height() || rows.get(0).length() != rules.width()) {
            throw new IllegalArgumentException("board is " + rows.get(0).length() + "x" + rows.size() + " but the rules say "
                    + rules.width() + "x" + rules.height() + ":\n" + board);
        }
        List<Point> stones = new ArrayList<>();
        List<Mark> marks = new ArrayList<>();
        int xs = 0;
        for (int y = 0; y < rows.size(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                char c = rows.get(y).charAt(x);
                if (c != '.') {
                    stones.add(new Point(x, y));
                    marks.add(c == 'X' ? Mark.X : Mark.O);
                    xs += c == 'X' ? 1 : 0;
                }
            }
        }
        int os = stones.size() - xs;
        if (xs != os && xs != os + 1) {
            throw new IllegalArgumentException(xs + " X and " + os + " O cannot come from alternating moves, X first:\n" + board);
        }
        if (stones.isEmpty()) {
            if (last != null) {
                throw new IllegalArgumentException("an empty board has no last stone, got " + last);
            }
            return Game.start(rules);
        }
        if (last == null) {
            throw new IllegalArgumentException("name the last stone of a board with stones:\n" + board);
        }
        Mark lastMark = xs > os ? Mark.X : Mark.O;
        int lastIndex = stones.indexOf(last);
        if (lastIndex < 0) {
            throw new IllegalArgumentException("the last stone " + last + " is not a stone on the board:\n" + board);
        }
        if (marks.get(lastIndex) != lastMark) {
            throw new IllegalArgumentException("with " + xs + " X and " + os + " O the last stone is " + lastMark
                    + ", but " + last + " is " + marks.get(lastIndex) + ":\n" + board);
        }
        BitSet placed = new BitSet();
        placed.set(lastIndex);
        Game game = search(Game.start(rules), stones, marks, lastIndex, placed, new HashSet<>());
        if (game == null) {
            throw new IllegalArgumentException("no order of moves reaches this board with " + last
                    + " last without the game ending earlier:\n" + board);
        }
        if (!game.rows().equals(rows)) {
            throw new IllegalStateException("played " + game.rows() + " but meant " + rows);
        }
        return game;
    }

    /**
     * Depth first over the orders of the stones, pruning any move that ends the game before the last one. {@code dead}
     * remembers sets of placed stones that lead nowhere, since the same set is reached by many orders.
     */
    private static Game search(Game game, List<Point> stones, List<Mark> marks, int lastIndex, BitSet placed,
            Set<BitSet> dead) {
        if (game.ply() == stones.size() - 1) {
            return playOrThrow(game, stones.get(lastIndex));
        }
        if (dead.contains(placed)) {
            return null;
        }
        Mark mover = game.toMove();
        for (int i = 0; i < stones.size(); i++) {
            if (placed.get(i) || marks.get(i) != mover) {
                continue;
            }
            Game next = playOrThrow(game, stones.get(i));
            if (next.isOver()) {
                continue;
            }
            placed.set(i);
            Game found = search(next, stones, marks, lastIndex, placed, dead);
            if (found != null) {
                return found;
            }
            placed.clear(i);
        }
        dead.add((BitSet) placed.clone());
        return null;
    }

    private static Game playOrThrow(Game game, Point p) {
        MoveResult r = game.play(p.x(), p.y());
        if (r instanceof MoveResult.Played played) {
            return played.game();
        }
        throw new IllegalStateException("the engine refused " + p + " on an empty cell of a live game: " + r);
    }

    /** The board as {@link Game#rows()} prints it: capitals only, no spaces. */
    static List<String> rows(String board) {
        List<String> rows = new ArrayList<>();
        for (String line : board.strip().split("\n")) {
            String row = line.replaceAll("\\s", "");
            if (row.isEmpty()) {
                continue;
            }
            for (char c : row.toCharArray()) {
                if ("XOxo.".indexOf(c) < 0) {
                    throw new IllegalArgumentException("unknown cell '" + c + "' in:\n" + board);
                }
            }
            if (!rows.isEmpty() && row.length() != rows.get(0).length()) {
                throw new IllegalArgumentException("rows differ in width:\n" + board);
            }
            rows.add(row.toUpperCase(java.util.Locale.ROOT));
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no rows in the board");
        }
        return rows;
    }

    /** The cells drawn in lowercase, top to bottom and left to right. */
    static Set<Point> marked(String board) {
        Set<Point> marked = new LinkedHashSet<>();
        List<String> lines = new ArrayList<>();
        for (String line : board.strip().split("\n")) {
            String row = line.replaceAll("\\s", "");
            if (!row.isEmpty()) {
                lines.add(row);
            }
        }
        for (int y = 0; y < lines.size(); y++) {
            for (int x = 0; x < lines.get(y).length(); x++) {
                if (Character.isLowerCase(lines.get(y).charAt(x))) {
                    marked.add(new Point(x, y));
                }
            }
        }
        return marked;
    }

    /** The cell people call {@code name} ("A1" is bottom left) on a board {@code height} rows high. */
    static Point point(String name, int height) {
        if (!name.matches("[A-Z][0-9]+")) {
            throw new IllegalArgumentException("not a cell name: " + name);
        }
        return new Point(name.charAt(0) - 'A', height - Integer.parseInt(name.substring(1)));
    }
}
