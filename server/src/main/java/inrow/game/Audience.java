package inrow.game;

import inrow.engine.Mark;

/** Who may see an event: everyone in the room, both players, the connections without a seat, or one seat. */
public enum Audience {
    EVERYONE, PLAYERS, SPECTATORS, SEAT_X, SEAT_O;

    /** One seat alone. */
    public static Audience seat(Mark mark) {
        return mark == Mark.X ? SEAT_X : SEAT_O;
    }

    /** Whether a connection at {@code seat} (null: a spectator) sees what is said to this audience. */
    public boolean includes(Mark seat) {
        return switch (this) {
            case EVERYONE -> true;
            case PLAYERS -> seat != null;
            case SPECTATORS -> seat == null;
            case SEAT_X -> seat == Mark.X;
            case SEAT_O -> seat == Mark.O;
        };
    }
}
