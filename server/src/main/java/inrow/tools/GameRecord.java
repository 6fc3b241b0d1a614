package inrow.tools;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * One finished tournament game. Think times are the wall time of each {@code choose} call.
 *
 * @param pairing  index of the pairing, in the order pairings are listed
 * @param number   the game's number within its pairing, from 1
 * @param winner   the winning side, or null for a draw
 * @param reason   how it ended: line, draw, illegal move, error
 * @param moves    stones played
 */
record GameRecord(int pairing, int number, Level xBot, Level oBot, Mark winner, String reason, int moves,
                  Side x, Side o) {

    /** Think-time totals of one side. */
    record Side(int moves, long totalNanos, long maxNanos) {
        double avgMillis() {
            return moves == 0 ? 0 : totalNanos / 1e6 / moves;
        }

        double maxMillis() {
            return maxNanos / 1e6;
        }
    }

    /** The level that won, or null for a draw. */
    Level winnerLevel() {
        return winner == null ? null : winner == Mark.X ? xBot : oBot;
    }

    /**
     * Plays one game with fresh bots, each seeded from {@code seed}. A bot that throws, answers nothing or answers
     * an illegal move loses the game.
     */
    static GameRecord play(int pairing, int number, Rules rules, Level xLevel, Level oLevel, long thinkMillis, long seed) {
        SplittableRandom seeds = new SplittableRandom(seed);
        Bot xBot = xLevel.create(new SplittableRandom(seeds.nextLong()));
        Bot oBot = oLevel.create(new SplittableRandom(seeds.nextLong()));
        long[] count = new long[2];
        long[] total = new long[2];
        long[] max = new long[2];
        Game game = Game.start(rules);
        Mark winner = null;
        String reason = null;
        while (!game.isOver()) {
            Mark mover = game.turn();
            int side = mover == Mark.X ? 0 : 1;
            Bot bot = side == 0 ? xBot : oBot;
            long start = System.nanoTime();
            Decision decision;
            try {
                decision = bot.choose(game, Budget.millis(thinkMillis));
            } catch (RuntimeException | StackOverflowError e) {
                decision = null;
                reason = "error: " + e.getClass().getSimpleName();
            }
            long took = System.nanoTime() - start;
            count[side]++;
            total[side] += took;
            max[side] = Math.max(max[side], took);
            Point move = decision == null ? null : decision.move();
            MoveResult result = move == null ? null : game.play(move.x(), move.y());
            if (result instanceof MoveResult.Played played) {
                game = played.game();
            } else {
                winner = mover.other();
                if (reason == null) {
                    reason = move == null ? "no move" : "illegal move " + move.x() + "," + move.y();
                }
                break;
            }
        }
        if (reason == null) {
            Result result = game.result();
            winner = result.winner();
            reason = result.reason().code();
        }
        return new GameRecord(pairing, number, xLevel, oLevel, winner, reason, game.ply(),
            new Side((int) count[0], total[0], max[0]), new Side((int) count[1], total[1], max[1]));
    }

    static final String CSV_HEADER =
        "pairing,game,x_bot,o_bot,winner,winner_bot,reason,moves,x_avg_ms,x_max_ms,o_avg_ms,o_max_ms";

    String csv(String pairingLabel) {
        Level w = winnerLevel();
        return String.format(Locale.ROOT, "%s,%d,%s,%s,%s,%s,%s,%d,%.3f,%.3f,%.3f,%.3f", pairingLabel, number,
            xBot.code(), oBot.code(), winner == null ? "draw" : winner.name(), w == null ? "" : w.code(),
            reason.replace(',', ';'), moves, x.avgMillis(), x.maxMillis(), o.avgMillis(), o.maxMillis());
    }
}
