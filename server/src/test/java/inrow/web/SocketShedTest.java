package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A server full of a flood's idle sockets still lets people in: the flood's oldest socket makes room, and players in
 * their games keep theirs. (Addresses are named by a trusted proxy's X-Forwarded-For: every test client is on
 * loopback.)
 */
@Timeout(60)
class SocketShedTest {
    private static final int TOTAL = 6;

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withTrustProxy(true)
        .withClients(new ClientLimits(10, 10, 200, TOTAL, 300, 20, false, 8)));

    private static WsClient socket(String address, String code, String label) {
        return WsClient.to(server.port(), code).header("X-Forwarded-For", address).label(label).open();
    }

    @Test
    void atTheCapAFloodsIdleSocketMakesRoomAndThePlayersKeepTheirs() throws Exception {
        HttpResponse<String> made = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(server.url("/api/games"))).header("Content-Type", "application/json")
            .header("X-Forwarded-For", "198.51.100.1").timeout(Duration.ofSeconds(5))
            .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        JsonNode game = Http.json(made);
        String code = game.get("code").asText();
        List<WsClient> flood = new ArrayList<>();
        try (WsClient player = socket("198.51.100.1", code, "player")) {
            assertEquals("X", player.join(game.get("token").asText(), "Ann").get("seat").asText());
            for (int i = 0; i < TOTAL - 1; i++) {
                flood.add(socket("203.0.113.66", code, "flood" + i));
            }
            // The flood's sockets have sat there longer than a page takes to join (a socket still joining is kept):
            // the server's time is moved on past the settling, rather than slept through.
            server.clock().stop();
            server.clock().advance(SocketCounts.SETTLING_NANOS / 1_000_000 + 200);
            // The server is full: a newcomer from elsewhere still gets in, as a spectator.
            try (WsClient watcher = socket("192.0.2.40", code, "watcher")) {
                assertEquals(null, watcher.join(null, null, "spectator").get("seat").textValue());
                assertEquals(1013, flood.get(0).awaitClose(), "the flood's oldest socket made room");
                for (WsClient f : flood.subList(1, flood.size())) {
                    assertFalse(f.isClosed(), f.label);
                }
                // And a second player comes for the open seat: the flood's next oldest goes.
                try (WsClient second = socket("192.0.2.41", code, "second")) {
                    assertEquals("O", second.join(null, "Bob").get("seat").asText());
                    assertEquals(1013, flood.get(1).awaitClose());
                }
            }
            assertFalse(player.isClosed(), "the player in a game is never shed");
            assertTrue(player.trySend(WsClient.msg("ping")));
        } finally {
            server.clock().run();
            flood.forEach(WsClient::close);
        }
    }
}
