package inrow.bot.connect4;

import inrow.engine.Game;
import inrow.engine.Lines;
import inrow.engine.MoveResult;
import inrow.engine.Rules;

/**
 * The master's move on gravity boards too big for a bitboard (or without overline): one ply of care played through
 * the engine itself, so every rule holds. It wins at once if it can; otherwise it keeps to columns after which the
 * opponent cannot win at once (which blocks a threat and never drops a stone right under the opponent's winning
 * cell), and among those takes the one nearest the centre.
 */
final class SafeDrop {
    private SafeDrop() {
    }

    static GravityMaster.Choice choose(Game game) {
        Rules rules = game.rules();
        int width = rules.width();
        int best = -1;
        int bestRank = Integer.MAX_VALUE;
        for (int x = 0; x < width; x++) {
            if (!(game.drop(x) instanceof MoveResult.Played played)) {
                continue;
            }
            Game after = played.game();
            if (after.isOver() && after.result().winner() != null) {
                return new GravityMaster.Choice(x, "I win here", true);
            }
            int distance = Math.abs(2 * x - (width - 1));
            // Unsafe moves rank after every safe one, so one is played only when nothing else is left.
            int rank = (opponentCanWin(after) ? 1000 : 0) + distance;
            if (rank < bestRank) {
                bestRank = rank;
                best = x;
            }
        }
        if (best < 0) {
            throw new IllegalStateException("no legal column in a game that is not over");
        }
        String comment;
        if (bestRank >= 1000) {
            comment = "You can win this; I will hold out";
        } else if (opponentWinsAt(game, best)) {
            comment = "Blocking your win";
        } else if (bestRank <= 1) {
            comment = "Taking the centre";
        } else {
            comment = "Keeping my options open";
        }
        return new GravityMaster.Choice(best, comment, false);
    }

    /** Whether the side to move has a winning drop now. */
    private static boolean opponentCanWin(Game game) {
        if (game.isOver()) {
            return false;
        }
        for (int x = 0; x < game.rules().width(); x++) {
            if (game.drop(x) instanceof MoveResult.Played played && played.game().isOver()
                    && played.game().result().winner() != null) {
                return true;
            }
        }
        return false;
    }

    /** Whether the opponent of the side to move would win by dropping into column {@code x} if it were its turn. */
    private static boolean opponentWinsAt(Game game, int x) {
        int y = game.landing(x);
        if (y < 0) {
            return false;
        }
        byte[] cells = game.cells();
        cells[y * game.rules().width() + x] = Game.code(game.toMove().other());
        return Lines.wins(game.rules(), cells, x, y);
    }
}
