package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Await;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 38, item 7, on a real server: a script takes a listed game's seat and never moves. Its seat goes back to
 * the lobby at the first move's deadline (shortened here to 1.5 s), the creator waits on, the lobby lists the game
 * again; after three such seats the script's address is refused listed seats while another address is not. The
 * addresses are named by a trusted proxy's X-Forwarded-For, since every test client is on (exempt) loopback.
 */
@Timeout(60)
class SeatSnipingTest {
    private static final String SNIPER = "203.0.113.66";
    private static final String NEIGHBOUR = "198.51.100.9";

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withTrustProxy(true)
        .withListedFirstMoveMillis(1_500));

    private static WsClient socket(String address, String code, String label) {
        return WsClient.to(server.port(), code).header("X-Forwarded-For", address).label(label).open();
    }

    /** Whether the lobby lists the game with a seat to take (it lists games in play too, to watch). */
    private static boolean open(String code) {
        for (JsonNode g : inrow.testing.Http.json(server.get("/api/games")).get("games")) {
            if (g.get("code").asText().equals(code)) {
                return g.get("status").asText().equals("waiting");
            }
        }
        return false;
    }

    @Test
    void aSnipersSeatGoesBackToTheLobbyAndItsAddressIsSlowed() {
        for (int i = 0; i < 3; i++) {
            JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"}}");
            String code = created.get("code").asText();
            try (WsClient ana = WsClient.open(server.port(), code, "ana");
                 WsClient sniper = socket(SNIPER, code, "sniper" + i)) {
                assertEquals("X", ana.join(created.get("token").asText(), null).get("seat").asText());
                assertEquals("O", sniper.join(null, "Bot", "player").get("seat").asText());
                ana.awaitGame("playing", g -> g.get("status").asText().equals("playing"));
                assertFalse(open(code), "a full game offers no seat");
                ana.send(WsClient.move(7, 7, 0, "m1"));
                ana.awaitMoves(1);

                assertEquals("seat_lost", sniper.awaitError("seat_lost").get("code").asText());
                assertTrue(sniper.awaitType("welcome").get("seat").isNull(), "the sniper only watches now");
                JsonNode g = ana.awaitGame("waiting again", s -> s.get("status").asText().equals("waiting"));
                assertEquals(0, g.get("moves").size(), "the round starts over");
                assertTrue(g.get("players").get("O").isNull());
                assertEquals("Ana", g.get("players").get("X").get("name").asText());
                Await.condition("the lobby offers " + code + "'s seat again", Duration.ofSeconds(5), () -> open(code));
            }
        }
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"}}");
        String code = created.get("code").asText();
        try (WsClient ana = WsClient.open(server.port(), code, "ana");
             WsClient sniper = socket(SNIPER, code, "sniper-again");
             WsClient neighbour = socket(NEIGHBOUR, code, "neighbour")) {
            ana.join(created.get("token").asText(), null);
            sniper.send(WsClient.msg("join", "name", "Bot", "role", "player"));
            JsonNode refused = sniper.awaitError("seat_barred");
            assertTrue(refused.get("message").asText().contains("lobby"), refused.toString());
            assertTrue(open(code), "nothing changed: the seat is still open");
            assertEquals("O", neighbour.join(null, "Cy", "player").get("seat").asText(), "another address plays");
        }
    }
}
