package inrow.game;

import inrow.engine.Game;
import inrow.engine.Mark;
import java.util.EnumSet;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Rematches, for the {@link Judge}: an ask is not durable, it lives with who is here until both players asked (a
 * computer always wants more); then the next round starts, colours swapped.
 */
final class Rematching {
    private final LongSupplier clock;

    Rematching(LongSupplier clock) {
        this.clock = clock;
    }

    /** Why {@code seat} may not ask for a rematch now, or null when it may. */
    static Verdict.Refuse check(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only a player can ask for a rematch.");
        }
        if (t.status() != GameStatus.OVER) {
            return new Verdict.Refuse(Refusal.NOT_OVER, "A rematch can be asked for once the game is over.");
        }
        if (t.player(seat.other()) == null) {
            // A game called off before anyone took the other seat: nobody to play it with.
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "Nobody took the other seat, so there is nobody to play "
                + "a rematch with.");
        }
        return null;
    }

    Verdict rematch(Table t, Whereabouts w, Mark seat) {
        Verdict.Refuse no = check(t, seat);
        if (no != null) {
            return no;
        }
        EnumSet<Mark> asks = EnumSet.of(seat);
        asks.addAll(w.asksHere(t));
        for (Mark mark : Mark.values()) {
            Player p = t.player(mark);
            if (p != null && p.isBot()) {
                asks.add(mark);
            }
        }
        return new Verdict.Answer(new Verdict.Ask(asks));
    }

    /**
     * Both players want another game (they may have asked on different nodes): start it. If the round has already
     * begun (another node started it first), the state as it is answers the ask.
     */
    Verdict nextRound(Table t, Whereabouts w) {
        if (t.status() != GameStatus.OVER || w.asks(t).size() < 2) {
            return new Verdict.Answer(new Verdict.Confirm());
        }
        int next = t.round() + 1;
        long now = clock.getAsLong();
        return new Verdict.Commit(List.of(new Change.NewRound(t.code(), next, now),
            Finishing.status(t, Game.start(t.rules()), true, next, now)), new Verdict.Show());
    }
}
