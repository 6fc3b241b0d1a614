package inrow.room;

import inrow.engine.Mark;
import inrow.game.Player;
import inrow.game.Table;

/** Whether a seat is an account's, as the room's table says after a link was carried out (or refused). */
final class Linking {
    private Linking() {
    }

    /** Whether the seat {@code token} proves at {@code t} is owned by {@code account}. */
    static boolean owns(Table t, String token, String account) {
        Mark seat = t.holding(token);
        Player p = seat == null ? null : t.player(seat);
        return p != null && account != null && Tokens.same(p.account(), account);
    }
}
