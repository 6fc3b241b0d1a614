package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Master plays tic-tac-toe perfectly: from every reachable position it keeps the best value there is, checked
 * against an independent plain minimax over {@link Game} (no pruning, no tables beyond memoising finished answers).
 */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterTicTacToeTest {
    /** Every reachable position, by its rows, with the game that reached it first. */
    private static final Map<String, Game> POSITIONS = new LinkedHashMap<>();
    private static final Map<String, Integer> ORACLE = new HashMap<>();

    @BeforeAll
    static void enumerate() {
        walk(Game.start(Rules.TICTACTOE));
    }

    private static void walk(Game game) {
        String key = String.join("/", game.rows());
        if (POSITIONS.putIfAbsent(key, game) != null || game.isOver()) {
            return;
        }
        for (Point p : empties(game)) {
            walk(next(game, p));
        }
    }

    private static java.util.List<Point> empties(Game game) {
        java.util.List<Point> out = new java.util.ArrayList<>();
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 3; x++) {
                if (game.at(x, y) == null) {
                    out.add(new Point(x, y));
                }
            }
        }
        return out;
    }

    private static Game next(Game game, Point p) {
        MoveResult r = game.play(p.x(), p.y());
        return ((MoveResult.Played) r).game();
    }

    /**
     * Value for the side to move: 10 - n for a win ending with the n-th stone (sooner is better), the negation for
     * a loss, 0 for a draw. The position just after a win is scored for the loser to move.
     */
    static int oracle(Game game) {
        if (game.isOver()) {
            return game.result().winner() == null ? 0 : -(10 - game.ply());
        }
        String key = String.join("/", game.rows());
        Integer known = ORACLE.get(key);
        if (known != null) {
            return known;
        }
        int best = Integer.MIN_VALUE;
        for (Point p : empties(game)) {
            best = Math.max(best, -oracle(next(game, p)));
        }
        ORACLE.put(key, best);
        return best;
    }

    @Test
    void thereAre5478ReachablePositions() {
        assertEquals(5478, POSITIONS.size());
    }

    @Test
    void masterNeverGivesAwayValueFromAnyPosition() {
        MasterBot master = new MasterBot();
        int checked = 0;
        int won = 0;
        for (Game game : POSITIONS.values()) {
            if (game.isOver()) {
                continue;
            }
            int value = oracle(game);
            Decision d = master.choose(game, Budget.millis(2000));
            assertNotNull(d.move(), "no move");
            assertNull(game.at(d.move().x(), d.move().y()), "occupied cell chosen");
            int after = -oracle(next(game, d.move()));
            String where = "\n" + game + "\nmaster played " + d.move() + " (" + d.comment() + ")";
            if (value >= 0) {
                assertTrue(after >= 0, "turned a drawn or won position into a loss:" + where);
            }
            if (value > 0) {
                won++;
                assertTrue(after > 0, "let a forced win slip:" + where);
            }
            // exact: the fastest win, the longest resistance
            assertEquals(value, after, "not the best move by distance:" + where);
            assertTrue(d.comment().length() < 40, d.comment());
            checked++;
        }
        assertEquals(5478 - 958, checked);
        assertTrue(won > 0);
    }

    @Test
    void masterAgainstMasterIsADraw() {
        MasterBot x = new MasterBot();
        MasterBot o = new MasterBot();
        Game game = Game.start(Rules.TICTACTOE);
        while (!game.isOver()) {
            MasterBot bot = game.ply() % 2 == 0 ? x : o;
            game = next(game, bot.choose(game, Budget.millis(1000)).move());
        }
        assertNull(game.result().winner(), "\n" + game);
    }

    @Test
    void masterBeatsEveryMistakeOfRandomPlay() {
        // as X and as O against many random opponents: never a loss
        MasterBot master = new MasterBot();
        java.util.SplittableRandom random = new java.util.SplittableRandom(11);
        for (int g = 0; g < 200; g++) {
            RandomBot other = new RandomBot(random);
            boolean masterX = g % 2 == 0;
            Game game = Game.start(Rules.TICTACTOE);
            while (!game.isOver()) {
                boolean masterTurn = (game.ply() % 2 == 0) == masterX;
                Decision d = masterTurn
                        ? master.choose(game, Budget.millis(1000))
                        : other.choose(game, Budget.millis(10));
                game = next(game, d.move());
            }
            var winner = game.result().winner();
            assertTrue(winner == null || (winner == inrow.engine.Mark.X) == masterX, "master lost:\n" + game);
        }
    }
}
