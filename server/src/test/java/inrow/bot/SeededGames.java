package inrow.bot;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Result;
import inrow.engine.Rules;

/** Whole games between two bots for the level tests, every move checked for legality on the way. */
final class SeededGames {
    private SeededGames() {
    }

    static Result play(Rules rules, Bot x, Bot o, long budgetMillis) {
        Game game = Game.start(rules);
        while (!game.isOver()) {
            Bot bot = game.turn() == Mark.X ? x : o;
            Decision d = bot.choose(game, Budget.millis(budgetMillis));
            MoveResult r = game.play(d.move().x(), d.move().y());
            Game before = game;
            assertInstanceOf(MoveResult.Played.class, r, () -> "illegal move " + d + " on\n" + before);
            game = ((MoveResult.Played) r).game();
        }
        return game.result();
    }

    /** How many of {@code games} seeded games the level under test does not lose, half of them as X. */
    static int notLost(Level level, Level opponent, Rules rules, int games, long budgetMillis, long seed) {
        int notLost = 0;
        for (int i = 0; i < games; i++) {
            Bot bot = level.create(new java.util.Random(seed + 2L * i));
            Bot other = opponent.create(new java.util.Random(seed + 2L * i + 1));
            boolean asX = i % 2 == 0;
            Result result = asX ? play(rules, bot, other, budgetMillis) : play(rules, other, bot, budgetMillis);
            Mark mine = asX ? Mark.X : Mark.O;
            if (result.winner() != mine.other()) {
                notLost++;
            }
        }
        return notLost;
    }

    /** Like {@link #notLost}, counting wins only. */
    static int won(Level level, Level opponent, Rules rules, int games, long budgetMillis, long seed) {
        int won = 0;
        for (int i = 0; i < games; i++) {
            Bot bot = level.create(new java.util.Random(seed + 2L * i));
            Bot other = opponent.create(new java.util.Random(seed + 2L * i + 1));
            boolean asX = i % 2 == 0;
            Result result = asX ? play(rules, bot, other, budgetMillis) : play(rules, other, bot, budgetMillis);
            if (result.winner() == (asX ? Mark.X : Mark.O)) {
                won++;
            }
        }
        return won;
    }
}
