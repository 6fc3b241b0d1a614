package inrow.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.protocol.ServerMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A seek's lifetime, tick by tick on a clock the test moves: it lives while any socket of its creator is open and
 * {@link Seeks#GRACE_MILLIS} after the last one closes; a socket opened within the grace keeps it.
 */
class SeeksGraceTest {
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Seeks seeks = new Seeks(PoolCatalogue.standard(),
        new QuickPairing(PoolCatalogue.standard(), null, now::get), now::get, inrow.room.AccountNames.NONE);

    /** One socket: a class, so two of one player are two (as two real sockets are). */
    private static final class Fake implements PairingClient {
        private final String player;
        private final List<ServerMessage> got = new ArrayList<>();

        Fake(String player) {
            this.player = player;
        }

        @Override
        public String player() {
            return player;
        }

        @Override
        public void send(ServerMessage message) {
            got.add(message);
        }

        List<ServerMessage> got() {
            return got;
        }
    }

    private int listed() {
        return seeks.list().list().size();
    }

    @Test
    void aSeekLivesWhileAnySocketIsOpenAndTheGraceAfterTheLast() {
        Fake page = new Fake("guest:ann");
        Fake tab = new Fake("guest:ann");
        seeks.connected(page);
        seeks.connected(tab);
        seeks.open(page, "connect4", "5+3", false, null, null, "Ann", null);
        assertEquals(1, listed());
        seeks.disconnected(page);
        now.addAndGet(Seeks.GRACE_MILLIS * 10);
        seeks.tick();
        assertEquals(1, listed(), "another tab is still open");
        seeks.disconnected(tab);
        seeks.disconnected(tab);
        now.addAndGet(Seeks.GRACE_MILLIS - 1);
        seeks.tick();
        assertEquals(1, listed(), "within the grace");
        Fake next = new Fake("guest:ann");
        seeks.connected(next);
        assertTrue(next.got().contains(new ServerMessage.MySeek(seeks.list().list().get(0).id(), null)));
        now.addAndGet(Seeks.GRACE_MILLIS);
        seeks.tick();
        assertEquals(1, listed(), "back on a lobby page: the grace is over");
        seeks.disconnected(next);
        now.addAndGet(Seeks.GRACE_MILLIS);
        seeks.tick();
        assertEquals(0, listed(), "the grace ran out");
    }
}
