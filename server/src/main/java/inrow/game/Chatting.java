package inrow.game;

import inrow.engine.Mark;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Chat, for the {@link Judge}: players talk to each other, spectators to the other spectators. Text is cleaned
 * like a name. The limit counts characters (code points), so most emoji are one, not the two UTF-16 units Java
 * counts.
 */
public final class Chatting {
    public static final int CHAT_MAX_LENGTH = 140;
    /**
     * Players' lines are kept with the game (spectators' only in memory, the last fifty): at most this many a player
     * may say in one game, and the two of them together, so one client cannot fill the store (148 KB in 20 s).
     */
    public static final int CHAT_PER_PLAYER = 200;
    public static final int CHAT_PER_GAME = 300;
    private final LongSupplier clock;

    Chatting(LongSupplier clock) {
        this.clock = clock;
    }

    Verdict say(Table t, Mark seat, Command.Say say) {
        if (!say.joined()) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Join the game first.");
        }
        // Cleaned past the limit (in UTF-16 units, two per character at most), so a line too long is told so rather
        // than cut: cut at the limit's units, 100 emoji arrived as 70 and a letter line's last emoji vanished.
        String clean = Names.clean(say.text(), "", 2 * (CHAT_MAX_LENGTH + 1));
        if (clean.isEmpty()) {
            return new Verdict.Refuse(Refusal.BAD_MESSAGE, "A chat line needs some text.");
        }
        if (clean.codePointCount(0, clean.length()) > CHAT_MAX_LENGTH) {
            return new Verdict.Refuse(Refusal.BAD_MESSAGE,
                "A chat line is at most " + CHAT_MAX_LENGTH + " characters.");
        }
        if (seat != null && (t.chatSaidBy(seat) >= CHAT_PER_PLAYER || t.chatSaidInAll() >= CHAT_PER_GAME)) {
            return new Verdict.Refuse(Refusal.CHAT_FULL, t.chatSaidBy(seat) >= CHAT_PER_PLAYER
                ? "You have said " + CHAT_PER_PLAYER + " lines in this game, the most a player may."
                : "This game's chat is full (" + CHAT_PER_GAME + " lines).");
        }
        ChatLine line = seat != null
            ? new ChatLine(ChatRoom.PLAYERS, seat, t.player(seat).name(), clean, clock.getAsLong())
            : new ChatLine(ChatRoom.SPECTATORS, null, say.name() == null ? "Spectator" : say.name(), clean,
                clock.getAsLong());
        return new Verdict.Commit(List.of(new Change.Said(t.code(), line)), new Verdict.Quiet());
    }
}
