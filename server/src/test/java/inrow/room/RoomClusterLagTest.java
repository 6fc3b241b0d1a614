package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.room.ClusterKit.Client;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A node that lags behind the cluster must still keep the protocol (docs/protocol.md): each test states what the
 * protocol promises and the path by which a lagging node once broke it.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomClusterLagTest {
    private final ClusterKit k = new ClusterKit();

    /**
     * protocol.md: a {@code welcome} goes "again to each player after a rematch with their new seat", and the web
     * client (game.js) learns its colour only from {@code welcome}. When a node cannot fill a gap step by step
     * (stream trimmed, Redis restarted empty) it rebuilds the room from the record. {@code Room.reload} once swapped
     * the seats of its connections across the new round but, unlike {@code startRound}, sent no {@code welcome}: the
     * player on that node kept believing he had his old colour, his board clickable on the opponent's turn (and
     * refused there as not_your_turn) and never on his own.
     */
    @Test
    void aNodeRebuiltFromTheRecordAcrossANewRoundTellsItsPlayerTheNewSeat() {
        Rooms.Created created = k.ticTacToe();
        String code = created.code();
        Client ann = k.a.withToken(code, "ann", created.token());
        Client bob = k.b.player(code, "bob", "Bob");
        Client bobA = k.a.withToken(code, "bob2", bob.token());
        ann.play(0, 0);
        bob.play(0, 1);
        ann.play(1, 1);
        bob.play(0, 2);
        ann.play(2, 2);
        k.ledger.hold();
        ann.send("{'type':'rematch'}");
        bobA.send("{'type':'rematch'}");
        assertEquals(2, k.a.room(code).view().round());
        k.ledger.pending(MemoryLedger.Delivery::isStep).forEach(k.ledger::drop);
        k.ledger.fromRecord(true);

        bobA.play(1, 1); // round 2, Bob is X; B hears this with the new round missing and rebuilds from the record
        k.ledger.release();

        assertEquals(2, bob.game().path("round").asInt(), "B did catch up");
        assertEquals("Bob", bob.game().path("players").path("X").path("name").asText());
        assertEquals("O", bob.game().path("turn").asText());
        assertEquals("X", bob.seat(), "Bob on B must be told he is X now; his last welcome says "
            + bob.conn.last("welcome") + ", so his page shows O's turn (Ann's) as his own");
    }

    /**
     * protocol.md: "Any message may carry id; replies to that message echo it." On one node, the rematch ask that
     * completes the pair is answered with the new round's state echoing its id. Across nodes, when Ann asked on A
     * and Bob asks on B, B's {@code announce()} inside Bob's ask makes A start the round first (A hears both asks);
     * B's own {@code nextRound} append is then refused and B catches up. The retry in {@code nextRound} once did
     * nothing because the game was no longer over: Bob got the new round's state, but nothing echoed his id.
     */
    @Test
    void theRematchAskThatCompletesThePairOnAnotherNodeIsAnsweredWithItsId() {
        Rooms.Created created = k.ticTacToe();
        String code = created.code();
        Client ann = k.a.withToken(code, "ann", created.token());
        Client bob = k.b.player(code, "bob", "Bob");
        ann.play(0, 0);
        bob.play(0, 1);
        ann.play(1, 1);
        bob.play(0, 2);
        ann.play(2, 2);
        ann.send("{'type':'rematch','id':'ra'}");
        int mark = bob.conn.size();

        bob.send("{'type':'rematch','id':'rb'}");

        List<JsonNode> replies = bob.conn.since(mark);
        assertEquals(2, bob.game().path("round").asInt(), "the new round did start: " + replies);
        assertTrue(replies.stream().anyMatch(f -> "rb".equals(f.path("id").asText())),
            "some reply must echo Bob's id rb; he got " + replies);
    }

    /**
     * A node that has not yet heard a step must not answer a seat token from that step with {@code bad_token}: the
     * web client (game.js) then forgets the token for good and watches, and the player loses his seat. Here Bob
     * takes O on node A; before node B (which already holds the room) hears that step, Bob's page reconnects to B (A
     * died, or the load balancer moved him). Room.join once refused a token against the local state only; it now
     * asks the ledger for the latest step and catches up before refusing.
     */
    @Test
    void aTokenFromAStepTheNodeHasNotHeardYetIsNotRefused() {
        Rooms.Created created = k.ticTacToe();
        String code = created.code();
        k.b.spectator(code, "s");
        k.ledger.hold();
        Client bob = k.a.player(code, "bob", "Bob");
        assertEquals("O", bob.seat());

        Client bobOnB = k.b.withToken(code, "bob2", bob.token());

        assertTrue(bobOnB.conn.ofType("error").isEmpty(), "Bob's valid token refused on B: " + bobOnB.conn.raw());
        assertEquals("O", bobOnB.seat());
    }
}
