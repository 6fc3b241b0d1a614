package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.OpeningRule;
import inrow.engine.Rules;
import inrow.room.ClusterKit.Client;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A swap2 opening over two nodes: the opener on node A, the chooser on node B. Each node applies the other's steps
 * (stones and choices) through the same reducer, so both show the same opening, and the seat exchange reaches the
 * connection on the node that did not make the choice as a new welcome.
 */
@Timeout(30)
class RoomClusterOpeningTest {
    private final ClusterKit k = new ClusterKit();

    @Test
    void theOpeningAndTheSeatExchangeLookTheSameOnBothNodes() throws Exception {
        Rooms.Created created = k.a.rooms.create(RoomSetup.humans(Rules.RENJU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann")
            .withOpening(OpeningRule.SWAP2));
        Client ann = k.a.withToken(created.code(), "ann", created.token());
        Client bob = k.b.player(created.code(), "bob", "Bob");
        Client watcher = k.b.spectator(created.code(), "cy");
        String bobToken = bob.token();
        ann.play(7, 7);
        ann.play(8, 8);
        ann.play(6, 8);
        assertEquals("choose", bob.game().path("opening").path("phase").asText(), "node B heard the three stones");
        bob.send("{'type':'choose','take':'more'}");
        assertEquals("place", ann.game().path("opening").path("phase").asText(), "node A heard the choice");
        assertEquals("O", ann.game().path("opening").path("actor").asText());
        bob.play(9, 9);
        bob.play(5, 5);
        ann.send("{'type':'choose','take':'O'}");
        assertEquals("O", ann.seat(), "Ann took white on node A");
        assertEquals("X", bob.seat(), "and node B told Bob he is black now");
        assertEquals(bobToken, bob.token(), "with the same token");
        for (Client c : new Client[] {ann, bob, watcher}) {
            JsonNode g = c.game();
            assertEquals("done", g.path("opening").path("phase").asText(), c.toString());
            assertEquals("Bob", g.path("players").path("X").path("name").asText(), c.toString());
            assertEquals("O", g.path("turn").asText(), c.toString());
        }
        ann.play(10, 10); // white, from node A
        bob.play(4, 4);   // black, from node B
        JsonNode onA = k.wire.mapper().valueToTree(k.a.room(created.code()).view());
        JsonNode onB = k.wire.mapper().valueToTree(k.b.room(created.code()).view());
        for (String field : new String[] {"board", "moves", "turn", "opening", "players"}) {
            assertEquals(onA.path(field), onB.path(field), field);
        }
    }
}
