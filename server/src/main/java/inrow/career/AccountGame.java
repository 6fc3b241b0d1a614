package inrow.career;

import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.game.GameStatus;
import inrow.game.StoredGame;

/**
 * One game an account plays or played: the slot its seat holds and the game as stored (its moves only when read
 * whole). Says the game in a profile's words: its kind, and how it went for this account.
 */
public record AccountGame(int slot, StoredGame game) {
    /** How a game went for one of its players; a game still going has no result yet. */
    public enum Standing {
        WIN, DRAW, LOSS, ABORTED, LIVE;

        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The standing with this code, or null. */
        public static Standing of(String code) {
            for (Standing s : values()) {
                if (s.code().equals(code)) {
                    return s;
                }
            }
            return null;
        }
    }

    public String code() {
        return game.code();
    }

    /** The game's kind: a preset's code (tictactoe, gomoku, standard, renju, connect4) or custom. */
    public String kind() {
        return game.rules().kind();
    }

    /** The colour this account's seat plays in the stored round. */
    public Mark mine() {
        return game.slotAt(Mark.X) == slot ? Mark.X : Mark.O;
    }

    /** The other seat's slot, as stored (null when never taken). */
    public StoredGame.Slot opponent() {
        return game.seat(mine().other());
    }

    /** How the stored round went for this account. */
    public Standing standing() {
        if (game.status() != GameStatus.OVER) {
            return Standing.LIVE;
        }
        if (game.reason() == Result.Reason.ABORTED) {
            return Standing.ABORTED;
        }
        if (game.winner() == null) {
            return Standing.DRAW;
        }
        return game.winner() == mine() ? Standing.WIN : Standing.LOSS;
    }
}
