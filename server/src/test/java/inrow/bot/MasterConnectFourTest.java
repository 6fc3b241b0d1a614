package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.bot.connect4.ConnectFourSolverTest;
import inrow.bot.connect4.Position;
import inrow.bot.connect4.Solver;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.CommentWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The master on Connect Four and other gravity boards: it only ever drops legal stones, beats a random dropper, a
 * greedy one and a perfect defender as first player, and never plays a column that makes the solved value of its
 * position worse.
 */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class MasterConnectFourTest {
    private static final long BUDGET_MS = 300;

    @Test
    void asFirstPlayerItBeatsARandomDropper() {
        for (int i = 0; i < 6; i++) {
            Result r = SeededGames.play(Rules.CONNECT4, new MasterBot(), new RandomDropper(new Random(i)), BUDGET_MS);
            assertEquals(Mark.X, r.winner(), "game " + i);
        }
    }

    @Test
    void asFirstPlayerItBeatsAGreedyDropper() {
        for (int i = 0; i < 6; i++) {
            Result r = SeededGames.play(Rules.CONNECT4, new MasterBot(), new GreedyDropper(new Random(i)), BUDGET_MS);
            assertEquals(Mark.X, r.winner(), "game " + i);
        }
    }

    @Test
    void asFirstPlayerItBeatsTheSolversDefence() {
        // O answers with plausible random drops (none handing X an immediate win) up to ply 9, then defends perfectly:
        // the solver's longest resistance. The book's strategy must lead X into positions its search can win.
        for (int i = 0; i < 3; i++) {
            Result r = SeededGames.play(Rules.CONNECT4, new MasterBot(), new Defender(new Random(i), 9), 2000);
            assertEquals(Mark.X, r.winner(), "game " + i);
        }
    }

    @Test
    void asSecondPlayerItWinsAfterALosingFirstStone() {
        // X opens outside the three middle columns (a loss for X, Allis 1988), answers at random up to ply 8, then
        // defends perfectly: the book's second-player strategy must win every one.
        int game = 0;
        for (int opening : new int[] {0, 1, 5, 6}) {
            Defender x = new Defender(new Random(game), 8, opening);
            Result r = SeededGames.play(Rules.CONNECT4, x, new MasterBot(), 2000);
            assertEquals(Mark.O, r.winner(), "opening in column " + (opening + 1));
            game++;
        }
    }

    @Test
    void asSecondPlayerItNeverLosesAfterAFirstStoneBesideTheCentre() {
        // X opens in column 3 or 5, a draw with best play, then drops at random (never handing O a win at once) until
        // ply 8 and plays perfectly after. Random drops usually err before ply 8, so these games mostly test the
        // book's winning lines and the search after them; BookTest walks the drawing strategy itself. Either way
        // the master as O must not lose, and against such drops all game long it must win.
        int game = 0;
        for (int opening : new int[] {2, 4}) {
            for (int seed = 0; seed < 2; seed++) {
                Defender x = new Defender(new Random(100 + game), 8, opening);
                Result r = SeededGames.play(Rules.CONNECT4, x, new MasterBot(), 2000);
                assertTrue(r.winner() != Mark.X, "X won after opening in column " + (opening + 1) + ", game " + game);
                game++;
            }
            Defender careless = new Defender(new Random(100 + game), Integer.MAX_VALUE, opening);
            Result r = SeededGames.play(Rules.CONNECT4, careless, new MasterBot(), 2000);
            assertEquals(Mark.O, r.winner(), "against careless drops after column " + (opening + 1));
            game++;
        }
    }

    @Test
    void asFirstPlayerItBeatsItself() {
        // X plays the book's strategy, O its lookahead until it can solve; X wins whatever O does.
        Result r = SeededGames.play(Rules.CONNECT4, new MasterBot(), new MasterBot(), 1000);
        assertEquals(Mark.X, r.winner());
    }

    @Test
    void everyCommentItMakesHasACatalogueKey() {
        Set<String> unknown = new TreeSet<>();
        Bot master = new MasterBot();
        Bot greedy = new GreedyDropper(new Random(9));
        for (int i = 0; i < 2; i++) {
            Game game = Game.start(Rules.CONNECT4);
            while (!game.isOver()) {
                boolean masterToMove = (game.ply() % 2 == 0) == (i == 0);
                Decision d = (masterToMove ? master : greedy).choose(game, Budget.millis(BUDGET_MS));
                if (masterToMove && CommentWords.of(d.comment()) == null) {
                    unknown.add(d.comment());
                }
                game = ((MoveResult.Played) game.play(d.move().x(), d.move().y())).game();
            }
        }
        assertEquals(Set.of(), unknown);
    }

    @Test
    void itNeverMakesASolvedValueWorse() {
        Solver solver = new Solver(1 << 20);
        Random random = new Random(5);
        int checked = 0;
        while (checked < 30) {
            Game game = ConnectFourSolverTest.randomGame(random, 14 + random.nextInt(20));
            if (game == null) {
                continue;
            }
            int value = solver.solve(Position.of(game));
            Decision d = new MasterBot().choose(game, Budget.millis(1000));
            MoveResult r = game.play(d.move().x(), d.move().y());
            assertInstanceOf(MoveResult.Played.class, r, () -> "illegal " + d + " on\n" + game);
            Game after = ((MoveResult.Played) r).game();
            int kept;
            if (after.isOver()) {
                kept = after.result().winner() == null ? 0 : 22 - (after.ply() + 1) / 2;
            } else {
                kept = -solver.solve(Position.of(after));
            }
            assertEquals(value, kept, () -> "move " + d + " on\n" + game);
            checked++;
        }
    }

    @Test
    void asSecondPlayerAfterTheCentreEveryMoveKeepsTheExactValue() {
        // X opens in the centre (a win for X). In the first game X is the master itself, whose book keeps the win, so
        // O is lost all game: every O move from ply 8 on must be the longest resistance. In the second X drops at
        // random (never handing O a win at once) up to ply 8 and plays perfectly after, so it has usually erred: O's
        // moves must keep the draw or the win. Before ply 8 the moves come from the book (BookTest checks its lines);
        // from ply 8 on the value is solved here before and after every O move.
        Solver solver = new Solver(1 << 22);
        int lostPositions = 0;
        for (int g = 0; g < 2; g++) {
            MasterBot master = new MasterBot();
            Bot x = g == 0 ? new MasterBot() : new Defender(new Random(200 + g), 8, 3);
            Game game = Game.start(Rules.CONNECT4);
            while (!game.isOver()) {
                if (game.toMove() == Mark.X) {
                    Decision d = x.choose(game, Budget.millis(1000));
                    game = ((MoveResult.Played) game.play(d.move().x(), d.move().y())).game();
                    continue;
                }
                Game before = game;
                Decision d = master.choose(game, Budget.millis(1000));
                game = ((MoveResult.Played) game.play(d.move().x(), d.move().y())).game();
                if (before.ply() < 8) {
                    continue;
                }
                int value = solver.solve(Position.of(before));
                int kept = game.isOver() ? (game.result().winner() == null ? 0 : 22 - (game.ply() + 1) / 2)
                        : -solver.solve(Position.of(game));
                Game shown = before;
                assertEquals(value, kept, () -> "move " + d + " on\n" + shown);
                if (value < 0) {
                    lostPositions++;
                }
            }
        }
        assertTrue(lostPositions > 3, lostPositions + " lost positions checked");
    }

    @Test
    void itTakesADrawOnlyWhenItCannotWin() {
        MasterBot master = new MasterBot();
        // X to move after 4455 wins (+18): as X it plays on, as O (losing) it takes the draw.
        Game won = replay(Rules.CONNECT4, "4455");
        assertFalse(master.acceptsDraw(won, Mark.X, Budget.millis(1000)));
        assertTrue(master.acceptsDraw(won, Mark.O, Budget.millis(1000)));
        // A drawn end game (score 0): both sides take it.
        Game drawn = replay(Rules.CONNECT4, "23163416124767223154467471272416755633");
        assertTrue(master.acceptsDraw(drawn, Mark.X, Budget.millis(1000)));
        assertTrue(master.acceptsDraw(drawn, Mark.O, Budget.millis(1000)));
    }

    @Test
    void otherGravityBoardsGetLegalCarefulMoves() {
        // 5x4 four (solved), 8x7 four (64 bits, the largest bitboard), 9x9 five and an exact-four 7x6 (engine drops).
        Rules[] boards = {new Rules(5, 4, 4, true, false, true), new Rules(8, 7, 4, true, false, true),
            new Rules(9, 9, 5, true, false, true), new Rules(7, 6, 4, false, false, true)};
        for (Rules rules : boards) {
            for (int i = 0; i < 2; i++) {
                SeededGames.play(rules, new MasterBot(), new RandomDropper(new Random(i)), 100);
                SeededGames.play(rules, new GreedyDropper(new Random(i)), new MasterBot(), 100);
            }
            // X lines up k-1 along the bottom from the left edge while O stacks in the last column: O must block
            // the cell right of X's stones; one O stone later, X wins there.
            StringBuilder moves = new StringBuilder();
            for (int i = 1; i < rules.win(); i++) {
                moves.append(i).append(rules.width());
            }
            moves.setLength(moves.length() - 1);
            Point gap = new Point(rules.win() - 1, rules.height() - 1);
            Game block = replay(rules, moves.toString());
            assertEquals(gap, new MasterBot().choose(block, Budget.millis(200)).move(), rules.label() + "\n" + block);
            Game win = replay(rules, moves.toString() + rules.width());
            assertEquals(gap, new MasterBot().choose(win, Budget.millis(200)).move(), rules.label() + "\n" + win);
        }
    }

    /** A game from a 1-based column sequence. */
    static Game replay(Rules rules, String columns) {
        Game game = Game.start(rules);
        for (char c : columns.toCharArray()) {
            game = ((MoveResult.Played) game.drop(c - '1')).game();
        }
        return game;
    }

    /** Drops into any column that is not full. */
    static final class RandomDropper implements Bot {
        private final Random random;

        RandomDropper(Random random) {
            this.random = random;
        }

        @Override
        public Decision choose(Game game, Budget budget) {
            List<Point> open = open(game);
            return new Decision(open.get(random.nextInt(open.size())), null);
        }
    }

    /** Wins if it can, else blocks the opponent's win, else drops anywhere at random. */
    static final class GreedyDropper implements Bot {
        private final Random random;

        GreedyDropper(Random random) {
            this.random = random;
        }

        @Override
        public Decision choose(Game game, Budget budget) {
            List<Point> open = open(game);
            for (Point p : open) {
                if (((MoveResult.Played) game.play(p.x(), p.y())).game().isOver()) {
                    return new Decision(p, null);
                }
            }
            for (Point p : open) {
                byte[] cells = game.cells();
                cells[p.y() * game.rules().width() + p.x()] = Game.code(game.toMove().other());
                if (inrow.engine.Lines.wins(game.rules(), cells, p.x(), p.y())) {
                    return new Decision(p, null);
                }
            }
            return new Decision(open.get(random.nextInt(open.size())), null);
        }
    }

    /**
     * Drops at random among the columns that do not let the other side win at once until ply {@code from}, then
     * plays the solved best move: the longest resistance when losing.
     */
    static final class Defender implements Bot {
        private final Random random;
        private final int from;
        private final Solver solver = new Solver(1 << 22);

        /** The first stone's column when this defender opens, or -1 for none. */
        private final int opening;

        Defender(Random random, int from) {
            this(random, from, -1);
        }

        Defender(Random random, int from, int opening) {
            this.random = random;
            this.from = from;
            this.opening = opening;
        }

        @Override
        public Decision choose(Game game, Budget budget) {
            if (game.ply() == 0 && opening >= 0) {
                return new Decision(new Point(opening, game.landing(opening)), null);
            }
            Position p = Position.of(game);
            if (game.ply() >= from || p.canWinNext()) {
                int column = solver.best(p, () -> false).column();
                return new Decision(new Point(column, game.landing(column)), null);
            }
            List<Point> safe = new ArrayList<>();
            for (Point o : open(game)) {
                Position after = p.copy();
                after.play(o.x());
                if (!after.canWinNext()) {
                    safe.add(o);
                }
            }
            List<Point> choices = safe.isEmpty() ? open(game) : safe;
            return new Decision(choices.get(random.nextInt(choices.size())), null);
        }
    }

    private static List<Point> open(Game game) {
        List<Point> open = new ArrayList<>();
        for (int x = 0; x < game.rules().width(); x++) {
            if (game.landing(x) >= 0) {
                open.add(new Point(x, game.landing(x)));
            }
        }
        return open;
    }
}
