package inrow.room;

import inrow.bot.Level;

/**
 * Who fills a seat when a room is created: the creator, the first visitor who wants it, a computer, or a person
 * named at creation who is handed the seat's token with the room ({@code RESERVED}: both players of a pairing, so
 * neither has to race a stranger for it).
 */
public record SeatSpec(Kind kind, Level level, String name) {
    public enum Kind { CREATOR, OPEN, BOT, RESERVED }

    public static final SeatSpec CREATOR = new SeatSpec(Kind.CREATOR, null, null);
    public static final SeatSpec OPEN = new SeatSpec(Kind.OPEN, null, null);

    public SeatSpec(Kind kind, Level level) {
        this(kind, level, null);
    }

    public static SeatSpec bot(Level level) {
        return new SeatSpec(Kind.BOT, level, null);
    }

    /** A person's seat from the start, under this name; its token comes back in {@link Rooms.Created#reserved}. */
    public static SeatSpec reserved(String name) {
        return new SeatSpec(Kind.RESERVED, null, name);
    }

    public boolean isBot() {
        return kind == Kind.BOT;
    }
}
