package inrow.room;

import inrow.bot.Level;

/**
 * Who fills a seat when a room is created: the creator, the first visitor who wants it, a computer, or a person
 * named at creation who is handed the seat's token with the room ({@code RESERVED}: both players of a pairing, so
 * neither has to race a stranger for it, owned by {@code account} when the player is signed in).
 */
public record SeatSpec(Kind kind, Level level, String name, String account) {
    public enum Kind { CREATOR, OPEN, BOT, RESERVED }

    public static final SeatSpec CREATOR = new SeatSpec(Kind.CREATOR, null, null);
    public static final SeatSpec OPEN = new SeatSpec(Kind.OPEN, null, null);

    public SeatSpec(Kind kind, Level level) {
        this(kind, level, null, null);
    }

    public SeatSpec(Kind kind, Level level, String name) {
        this(kind, level, name, null);
    }

    public static SeatSpec bot(Level level) {
        return new SeatSpec(Kind.BOT, level, null);
    }

    /** A person's seat from the start, under this name; its token comes back in {@link Rooms.Created#reserved}. */
    public static SeatSpec reserved(String name) {
        return new SeatSpec(Kind.RESERVED, null, name, null);
    }

    /** A reserved seat owned by {@code account} (null: a guest's). */
    public static SeatSpec reserved(String name, String account) {
        return new SeatSpec(Kind.RESERVED, null, name, account);
    }

    public boolean isBot() {
        return kind == Kind.BOT;
    }
}
