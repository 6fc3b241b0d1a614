package inrow.room;

import inrow.engine.Rules;

/**
 * How a room is created: its rules, who sits where, the creator's name, and for bot seats how long a bot may think
 * per move and the least time between moves shown (so people can follow a computer-vs-computer game).
 */
public record RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis) {
    public static final long DEFAULT_THINK_MILLIS = 1000;
    public static final long DEFAULT_BOTS_PACE_MILLIS = 500;

    public static RoomSetup humans(Rules rules, SeatSpec x, SeatSpec o, String creatorName) {
        return new RoomSetup(rules, x, o, creatorName, DEFAULT_THINK_MILLIS, 0);
    }
}
