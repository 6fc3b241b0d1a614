package inrow.load;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What the load tool needs from one server frame, read as a stream of tokens. The tool reads about 4,000 frames a
 * second; building a whole JSON tree for each was half of everything it allocated, and its collections (30 ms young
 * pauses every three seconds) then delayed the moves it was timing. Only these fields are kept; the rest of the
 * frame is skipped.
 *
 * @param type    the frame's type ("state", "moved", "welcome", "pong", "error"), or "unreadable"
 * @param version a state's or a move's version
 * @param id      a pong's id (the nanoTime the ping was sent at)
 * @param code    an error's code
 * @param seat    a welcome's seat, null when it watches
 * @param token   a welcome's seat token, or null
 * @param game    a state's game; for a move, only the fields a move changes (its turn); or null
 * @param step    a move's stone, or null
 */
record Heard(String type, long version, long id, String code, String seat, String token, Game game, Step step) {
    private static final JsonFactory JSON = new JsonFactory();
    static final Heard UNREADABLE = new Heard("unreadable", 0, 0, null, null, null, null, null);

    /** The stone a {@code moved} frame adds: its cell and its mark ('X' or 'O'). */
    record Step(int x, int y, char mark) {
    }

    /**
     * The parts of a game view the tool plays from.
     *
     * @param moves x and y of every move, in order: moves[2i], moves[2i + 1]
     * @param board the board's rows ('.' empty), or empty if the view had none
     */
    record Game(int round, String status, String turn, int[] moves, List<String> board) {
        /**
         * A move frame for an empty cell drawn at random (the load tools' players, who only need legal moves), or null
         * on a full board.
         */
        String randomMove(java.util.SplittableRandom random, int ply) {
            List<int[]> empty = new java.util.ArrayList<>();
            for (int y = 0; y < board.size(); y++) {
                String row = board.get(y);
                for (int x = 0; x < row.length(); x++) {
                    if (row.charAt(x) == '.') {
                        empty.add(new int[] {x, y});
                    }
                }
            }
            if (empty.isEmpty()) {
                return null;
            }
            int[] c = empty.get(random.nextInt(empty.size()));
            return "{\"type\":\"move\",\"x\":" + c[0] + ",\"y\":" + c[1] + ",\"ply\":" + ply + "}";
        }

        int moveCount() {
            return moves.length / 2;
        }

        int x(int ply) {
            return moves[2 * ply];
        }

        int y(int ply) {
            return moves[2 * ply + 1];
        }

        String move(int ply) {
            return "[" + x(ply) + "," + y(ply) + "]";
        }

        /** This game after {@code step}, with the turn {@code changed} gives (a move's frame carries no more). */
        Game after(Step step, Game changed) {
            int[] more = java.util.Arrays.copyOf(moves, moves.length + 2);
            more[moves.length] = step.x();
            more[moves.length + 1] = step.y();
            List<String> rows = new ArrayList<>(board);
            char[] row = rows.get(step.y()).toCharArray();
            row[step.x()] = step.mark();
            rows.set(step.y(), new String(row));
            return new Game(round, status, changed.turn(), more, rows);
        }
    }

    static Heard read(String frame) {
        try (JsonParser p = JSON.createParser(frame)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return UNREADABLE;
            }
            String type = "unreadable";
            long version = 0;
            long id = 0;
            String code = null;
            String seat = null;
            String token = null;
            Game game = null;
            Step step = null;
            String mark = null;
            int[] move = null;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                switch (field) {
                    case "type" -> type = p.getValueAsString("unreadable");
                    case "v" -> version = p.getValueAsLong();
                    case "id" -> id = p.getValueAsLong();
                    case "code" -> code = p.getValueAsString();
                    case "seat" -> seat = value == JsonToken.VALUE_NULL ? null : p.getValueAsString();
                    case "token" -> token = value == JsonToken.VALUE_STRING ? p.getText() : null;
                    case "game" -> game = value == JsonToken.START_OBJECT ? game(p) : null;
                    case "move" -> move = value == JsonToken.START_ARRAY ? point(p) : null;
                    case "mark" -> mark = p.getValueAsString();
                    default -> p.skipChildren();
                }
            }
            if (move != null && mark != null && mark.length() == 1) {
                step = new Step(move[0], move[1], mark.charAt(0));
            }
            return new Heard(type, version, id, code, seat, token, game, step);
        } catch (IOException | RuntimeException e) {
            return UNREADABLE;
        }
    }

    /** A game view (as in a state, or as GET /api/games/CODE answers), from its opening brace. */
    static Game game(String view) {
        try (JsonParser p = JSON.createParser(view)) {
            return p.nextToken() == JsonToken.START_OBJECT ? game(p) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static Game game(JsonParser p) throws IOException {
        int round = 0;
        String status = "";
        String turn = "";
        int[] moves = new int[0];
        List<String> board = List.of();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            switch (field) {
                case "round" -> round = p.getValueAsInt();
                case "status" -> status = p.getValueAsString("");
                case "turn" -> turn = value == JsonToken.VALUE_NULL ? "" : p.getValueAsString("");
                case "moves" -> moves = value == JsonToken.START_ARRAY ? moves(p) : new int[0];
                case "board" -> board = value == JsonToken.START_ARRAY ? rows(p) : List.of();
                default -> p.skipChildren();
            }
        }
        return new Game(round, status, turn, moves, board);
    }

    private static int[] point(JsonParser p) throws IOException {
        p.nextToken();
        int x = p.getValueAsInt();
        p.nextToken();
        int y = p.getValueAsInt();
        return p.nextToken() == JsonToken.END_ARRAY ? new int[] {x, y} : null;
    }

    private static int[] moves(JsonParser p) throws IOException {
        int[] out = new int[32];
        int n = 0;
        while (p.nextToken() == JsonToken.START_ARRAY) {
            if (n + 2 > out.length) {
                out = java.util.Arrays.copyOf(out, out.length * 2);
            }
            p.nextToken();
            out[n++] = p.getValueAsInt();
            p.nextToken();
            out[n++] = p.getValueAsInt();
            p.nextToken(); // END_ARRAY of the move
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static List<String> rows(JsonParser p) throws IOException {
        List<String> rows = new ArrayList<>(16);
        while (p.nextToken() == JsonToken.VALUE_STRING) {
            rows.add(p.getText());
        }
        return rows;
    }
}
