package inrow.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Point;
import java.util.ArrayList;
import java.util.List;

/** A cell of the board (x from the left, y from the top, as on the wire), and reading moves and boards off a GAME. */
record Cell(int x, int y) {
    @Override
    public String toString() {
        return "[" + x + "," + y + "]";
    }

    /** The moves of a GAME object, in order. */
    static List<Cell> moves(JsonNode game) {
        List<Cell> out = new ArrayList<>();
        for (JsonNode m : game.path("moves")) {
            out.add(new Cell(m.get(0).asInt(), m.get(1).asInt()));
        }
        return out;
    }

    /** The board of a GAME object as one string, rows separated by '/'. */
    static String board(JsonNode game) {
        List<String> rows = new ArrayList<>();
        game.path("board").forEach(r -> rows.add(r.asText()));
        return String.join("/", rows);
    }

    /** The board after these moves (X first), in the form of {@link #board(JsonNode)}. */
    static String board(int width, int height, List<Cell> moves) {
        char[][] b = new char[height][width];
        for (char[] row : b) {
            java.util.Arrays.fill(row, '.');
        }
        for (int i = 0; i < moves.size(); i++) {
            b[moves.get(i).y()][moves.get(i).x()] = i % 2 == 0 ? 'X' : 'O';
        }
        List<String> rows = new ArrayList<>();
        for (char[] row : b) {
            rows.add(new String(row));
        }
        return String.join("/", rows);
    }

    /** The "Moves:" block that /api/games/{code}/record writes for these moves ("1. A3 B3" per pair, as the page numbers them). */
    static String recordMoves(List<Cell> moves, int height) {
        StringBuilder out = new StringBuilder("Moves:");
        for (int i = 0; i < moves.size(); i++) {
            if (i % 2 == 0) {
                out.append('\n').append(i / 2 + 1).append('.');
            }
            out.append(' ').append(new Point(moves.get(i).x(), moves.get(i).y()).name(height));
        }
        return out.append('\n').toString();
    }
}
