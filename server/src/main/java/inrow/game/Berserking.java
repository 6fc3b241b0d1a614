package inrow.game;

import inrow.engine.Mark;
import java.util.List;

/**
 * An arena's berserk (lichess): a player halves their own clock before their first move of the round, once, in a
 * timed game with an initial time. The server asks it for the player (the arena's page does), so there is no sender.
 */
public final class Berserking {
    private Berserking() {
    }

    static Verdict berserk(Table t, int slot) {
        if (!possible(t, slot)) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "No berserk now: only before your first move, once, in a "
                + "timed game.");
        }
        long half = t.control().startMs() / 2;
        return new Verdict.Commit(List.of(new Change.Berserked(t.code(), t.round(), slot, half)), new Verdict.Show());
    }

    /** The player in {@code slot} may still go berserk: round 1 on, timed with a bank, no move of theirs, not yet. */
    public static boolean possible(Table t, int slot) {
        TimeControl c = t.control();
        if (c == null || c.initialMs() <= 0 || t.status() != GameStatus.PLAYING || t.round() != 1
            || t.clocks().left() == null) {
            return false;
        }
        int plies = t.game().ply();
        int mine = t.slot(Mark.X) == slot ? (plies + 1) / 2 : plies / 2;
        return mine == 0 && t.clocks().left().get(slot) == c.startMs();
    }
}
