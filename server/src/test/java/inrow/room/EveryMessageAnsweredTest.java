package inrow.room;

import inrow.game.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.protocol.Wire;
import inrow.room.ClusterKit.Client;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 38 item 4: a move got no answer at all and was never played. Every path by which a room could take a
 * client's message and say nothing is closed here: a message from a connection the room does not hold is refused
 * with a code, and a connection whose send throws cannot take the others' frames (the mover's answer among them)
 * down with it, neither in a broadcast after a commit nor in the broadcasts of a catch-up, which once dropped the
 * request being judged again: the move was then neither played nor refused.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class EveryMessageAnsweredTest {

    /** A connection whose sends throw once it is broken, as a socket torn down under its sender might. */
    private static final class Breaking implements Connection {
        volatile boolean broken;
        volatile int sent;

        @Override
        public void send(String frame) {
            if (broken) {
                throw new IllegalStateException("the socket under this connection is gone");
            }
            sent++;
        }

        @Override
        public boolean takesMoves() {
            return true;
        }

        @Override
        public void close(int code, String reason) {
        }

        @Override
        public String toString() {
            return "breaking";
        }
    }

    private static void joinAsSpectator(Wire wire, Room room, Connection c) {
        room.connect(c);
        room.receive(c, ((Wire.Decoded.Ok) wire.decode(RoomKit.json("{'type':'join','role':'spectator'}")))
            .message());
    }

    @Test
    void aConnectionWhoseSendThrowsDoesNotTakeTheMoversAnswerWithIt() {
        RoomKit kit = new RoomKit();
        RoomKit.Table t = kit.ticTacToe();
        Breaking breaking = new Breaking();
        joinAsSpectator(kit.wire, t.room, breaking); // before the players: first in every broadcast
        assertTrue(breaking.sent > 0, "the spectator was welcomed");
        t.o = t.player("bob", "Bob");
        t.x = t.connect("ann");
        t.send(t.x, "{'type':'join','token':'" + t.created.token() + "'}");
        breaking.broken = true;

        t.play(t.x, 1, 1);
        JsonNode state = t.play(t.o, 0, 0);

        assertEquals(2, state.path("game").path("moves").size());
        assertEquals(2, t.x.game().path("moves").size(), "the other player saw both moves");
    }

    @Test
    void aCatchUpWhoseBroadcastThrowsStillJudgesTheMoveItWasCaughtUpFor() {
        ClusterKit k = new ClusterKit();
        Rooms.Created created = k.ticTacToe();
        Client ann = k.a.withToken(created.code(), "ann", created.token());
        Client bob = k.b.player(created.code(), "bob", "Bob");
        Breaking breaking = new Breaking();
        joinAsSpectator(k.wire, k.b.room(created.code()), breaking);
        ann.play(1, 1);
        breaking.broken = true;

        // A step taken on A that B has not heard yet: Bob's move on B finds its number taken, and B catches up,
        // showing the step to everyone on B, before it judges the move again.
        k.ledger.hold();
        ann.send("{'type':'chat','text':'good luck'}");
        int mark = bob.conn.size();
        bob.move(0, 0, 1, "b1");

        List<JsonNode> replies = bob.conn.since(mark);
        JsonNode answer = replies.stream().filter(f -> "b1".equals(f.path("id").asText())).findFirst().orElse(null);
        assertTrue(answer != null, "Bob's move was answered: " + replies);
        assertEquals("state", answer.path("type").asText(), answer.toString());
        assertEquals(2, answer.path("game").path("moves").size(), "and played: " + answer);
        k.ledger.release();
        assertEquals(2, k.a.room(created.code()).view().moves().size(), "node A has it too");
    }
}
