package inrow.room;

import inrow.bot.Level;

/** Who fills a seat when a room is created: the creator, the first visitor who wants it, or a computer. */
public record SeatSpec(Kind kind, Level level) {
    public enum Kind { CREATOR, OPEN, BOT }

    public static final SeatSpec CREATOR = new SeatSpec(Kind.CREATOR, null);
    public static final SeatSpec OPEN = new SeatSpec(Kind.OPEN, null);

    public static SeatSpec bot(Level level) {
        return new SeatSpec(Kind.BOT, level);
    }

    public boolean isBot() {
        return kind == Kind.BOT;
    }
}
