package inrow.bot;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;

/** Text boards for master's tests: rows top first, 'X', 'O' and '.'; X and O stones are played alternately. */
final class MasterBoards {
    private MasterBoards() {
    }

    static Game parse(Rules rules, String... rows) {
        List<Point> xs = new ArrayList<>();
        List<Point> os = new ArrayList<>();
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char c = rows[y].charAt(x);
                if (c == 'X') {
                    xs.add(new Point(x, y));
                } else if (c == 'O') {
                    os.add(new Point(x, y));
                }
            }
        }
        if (xs.size() != os.size() && xs.size() != os.size() + 1) {
            throw new IllegalArgumentException("X must have as many stones as O or one more");
        }
        Game game = Game.start(rules);
        for (int i = 0; i < xs.size(); i++) {
            game = play(game, xs.get(i));
            if (i < os.size()) {
                game = play(game, os.get(i));
            }
        }
        return game;
    }

    static Game play(Game game, Point p) {
        MoveResult r = game.play(p.x(), p.y());
        if (r instanceof MoveResult.Played played) {
            return played.game();
        }
        throw new IllegalStateException("cannot play " + p + ": " + r);
    }

    /** Empty cells where the side to move would win at once. */
    static List<Point> winningCells(Game game) {
        List<Point> out = new ArrayList<>();
        Rules rules = game.rules();
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                if (game.at(x, y) == null) {
                    Game next = play(game, new Point(x, y));
                    if (next.result() != null && next.result().winner() != null) {
                        out.add(new Point(x, y));
                    }
                }
            }
        }
        return out;
    }

    /** Empty cells where the player not to move would win at once if it were their turn. */
    static List<Point> threats(Game game) {
        List<Point> out = new ArrayList<>();
        Rules rules = game.rules();
        byte[] cells = game.cells();
        byte other = (byte) (game.toMove() == inrow.engine.Mark.X ? 2 : 1);
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                int i = y * rules.width() + x;
                if (cells[i] == 0) {
                    cells[i] = other;
                    if (inrow.engine.Lines.wins(rules, cells, x, y)) {
                        out.add(new Point(x, y));
                    }
                    cells[i] = 0;
                }
            }
        }
        return out;
    }
}
