package inrow.web;

import inrow.testing.Http;
import inrow.testing.WsClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.game.StoredGame;
import inrow.store.LocalPostgres;
import inrow.store.PostgresStore;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * PostgreSQL restarts under a running node: while it is down, moves get {@code unavailable} and nothing changes;
 * once it is back, play carries on by itself (no node restart: the pool replaces the broken connections) and every
 * move that was confirmed is in the record.
 */
@Timeout(120)
class DatabaseRestartTest {
    @Test
    void playCarriesOnByItselfAfterTheDatabaseRestarts() throws Exception {
        assumeTrue(LocalPostgres.binaries() != null, "PostgreSQL is not installed (apt-get install postgresql)");
        try (LocalPostgres pg = LocalPostgres.start();
             Server srv = Server.start(Server.Options.forTest().withDatabase(pg.url()))) {
            JsonNode created = Http.create(srv.port(), "{\"name\":\"Ann\",\"rules\":{\"preset\":\"gomoku\"}}");
            String code = created.path("code").asText();
            try (WsClient ann = WsClient.open(srv.port(), code, "ann");
                 WsClient bob = WsClient.open(srv.port(), code, "bob")) {
                ann.join(created.path("token").asText(), null, null);
                bob.join(null, "Bob", null);
                ann.send(WsClient.move(7, 7, 0, "a1"));
                JsonNode a1 = ann.awaitId("a1");
                assertEquals("state", a1.path("type").asText(), a1.toString());
                bob.send(WsClient.move(8, 8, 1, "b1"));
                JsonNode b1 = bob.awaitId("b1");
                assertEquals("state", b1.path("type").asText(), b1.toString());

                pg.stop();
                ann.send(WsClient.move(7, 8, 2, "a2"));
                JsonNode refused = ann.awaitId("a2");
                assertEquals("error", refused.path("type").asText(), refused.toString());
                assertEquals("unavailable", refused.path("code").asText());
                ann.send(WsClient.move(7, 8, 2, "a3"));
                assertEquals("unavailable", ann.awaitId("a3").path("code").asText(), "still down: still refused");

                pg.restart();
                JsonNode landed = null;
                for (int attempt = 0; attempt < 20 && landed == null; attempt++) {
                    // A person presses again until the game answers; the node itself was never restarted.
                    ann.send(WsClient.move(7, 8, 2, "retry" + attempt));
                    JsonNode answer = ann.awaitId("retry" + attempt);
                    if ("state".equals(answer.path("type").asText())) {
                        landed = answer;
                    } else {
                        assertEquals("unavailable", answer.path("code").asText(), answer.toString());
                        Thread.sleep(250);
                    }
                }
                assertEquals(3, landed.path("game").path("moves").size(), "the move landed once the database was back");
                bob.awaitMoves(3);
                bob.send(WsClient.move(9, 9, 3, "b2"));
                assertEquals("state", bob.awaitId("b2").path("type").asText());
            }
            try (PostgresStore record = PostgresStore.open(pg.url())) {
                StoredGame g = record.load(code).orElseThrow();
                assertEquals(List.of(7, 8, 7, 9), g.moves().stream().map(p -> p.x()).toList(),
                    "every confirmed move is in the record, the refused ones are not");
            }
        }
    }
}
