package inrow.bot.ladder;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Games between two bots from a given opening, for the ladder's tests and its round robin. */
public final class Match {
    private Match() {
    }

    /** The winner (null for a draw) of {@code x} against {@code o} from {@code opening}; an illegal move loses. */
    public static Mark play(Rules rules, List<Point> opening, Bot x, Bot o, long thinkMillis) {
        Game game = Game.replay(rules, opening);
        while (!game.isOver()) {
            Mark mover = game.turn();
            Decision d = (mover == Mark.X ? x : o).choose(game, Budget.millis(thinkMillis));
            MoveResult result = d == null ? null : game.play(d.move().x(), d.move().y());
            if (!(result instanceof MoveResult.Played played)) {
                return mover.other();
            }
            game = played.game();
        }
        return game.result().winner();
    }

    /**
     * A short opening that leaves neither side much ahead: on five-in-a-row boards three stones as BrainMatch
     * places them (black within one of the centre, white touching it, black within two of both); with gravity two
     * drops in random columns; elsewhere none.
     */
    public static List<Point> opening(Rules rules, SplittableRandom random) {
        if (rules.gravity()) {
            Game game = Game.start(rules);
            List<Point> drops = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                int column = random.nextInt(rules.width());
                drops.add(new Point(column, game.landing(column)));
                game = ((MoveResult.Played) game.play(column, game.landing(column))).game();
            }
            return drops;
        }
        if (rules.win() < 5 || rules.width() < 9 || rules.height() < 9) {
            return List.of();
        }
        int cx = rules.width() / 2;
        int cy = rules.height() / 2;
        while (true) {
            Point b1 = new Point(cx + random.nextInt(3) - 1, cy + random.nextInt(3) - 1);
            Point w1 = new Point(b1.x() + random.nextInt(3) - 1, b1.y() + random.nextInt(3) - 1);
            Point b2 = new Point(b1.x() + random.nextInt(5) - 2, b1.y() + random.nextInt(5) - 2);
            List<Point> stones = List.of(b1, w1, b2);
            if (stones.stream().distinct().count() == 3 && Math.abs(b2.x() - w1.x()) <= 2
                    && Math.abs(b2.y() - w1.y()) <= 2) {
                return stones;
            }
        }
    }
}
