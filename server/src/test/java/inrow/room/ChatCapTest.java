package inrow.room;

import inrow.game.Table;
import inrow.game.Judge;
import inrow.game.Chatting;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Issue 38, item 13: the players' chat is kept with the game, and one address wrote 148 KB of it in 20 s. Each
 * player may say {@link Judge#CHAT_PER_PLAYER} lines a game, the two together {@link Judge#CHAT_PER_GAME}; then
 * {@code chat_full}.
 */
class ChatCapTest {
    private final RoomKit kit = new RoomKit();

    private void say(RoomKit.Table t, FakeConnection c, int n) {
        for (int i = 0; i < n; i++) {
            kit.clock.addAndGet(1_000); // within the one-line-a-second budget
            t.send(c, "{'type':'chat','text':'line " + i + "'}");
        }
    }

    @Test
    void aPlayerPastTheirShareIsRefusedAndTheGameStopsAtItsCap() {
        RoomKit.Table t = kit.started();
        say(t, t.x, Chatting.CHAT_PER_PLAYER);
        kit.clock.addAndGet(1_000);
        t.assertRefused(t.x, "{'type':'chat','text':'one more'}", "chat_full");
        say(t, t.o, Chatting.CHAT_PER_GAME - Chatting.CHAT_PER_PLAYER);
        kit.clock.addAndGet(1_000);
        t.assertRefused(t.o, "{'type':'chat','text':'one more'}", "chat_full");
        assertEquals(Chatting.CHAT_PER_GAME, t.o.ofType("chat").size());
    }
}
