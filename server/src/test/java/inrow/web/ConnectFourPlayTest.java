package inrow.web;

import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Connect Four and other gravity boards over HTTP and real sockets: created by preset or by custom rules, a move
 * names only the column and lands at the bottom, a wrong row is {@code floating}, a full column {@code occupied},
 * and renju with gravity is refused with a sentence that says why.
 */
@Timeout(60)
class ConnectFourPlayTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @Test
    void theConnectFourPresetIsSevenBySixFourInARowWithGravity() {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"connect4\"}}");
        JsonNode rules = server.game(created.get("code").asText()).get("rules");
        assertEquals(7, rules.get("width").asInt());
        assertEquals(6, rules.get("height").asInt());
        assertEquals(4, rules.get("win").asInt());
        assertTrue(rules.get("overline").asBoolean());
        assertTrue(rules.get("gravity").asBoolean(), rules.toString());
        assertEquals(false, rules.get("renju").asBoolean());

        JsonNode tictactoe = server.game(server.create("{}").get("code").asText()).get("rules");
        assertEquals(false, tictactoe.get("gravity").asBoolean(), "GAME's rules always carry gravity");
    }

    @Test
    void customRulesTakeGravityOnAnyBoard() {
        JsonNode created = server.create(
            "{\"rules\":{\"width\":9,\"height\":7,\"win\":5,\"overline\":false,\"gravity\":true}}");
        JsonNode rules = server.game(created.get("code").asText()).get("rules");
        assertEquals(9, rules.get("width").asInt());
        assertEquals(5, rules.get("win").asInt());
        assertEquals(false, rules.get("overline").asBoolean());
        assertTrue(rules.get("gravity").asBoolean());
    }

    @Test
    void badGravityRulesAreRefusedWithAReason() {
        var renju = server.post("/api/games",
            "{\"rules\":{\"width\":15,\"height\":15,\"win\":5,\"renju\":true,\"gravity\":true}}");
        assertEquals(400, renju.statusCode());
        assertTrue(renju.body().contains("renju and gravity cannot be combined"), renju.body());

        var both = server.post("/api/games", "{\"rules\":{\"preset\":\"connect4\",\"gravity\":true}}");
        assertEquals(400, both.statusCode());
        assertTrue(both.body().contains("either a preset or width"), both.body());

        var unknown = server.post("/api/games", "{\"rules\":{\"preset\":\"connect5\"}}");
        assertEquals(400, unknown.statusCode());
        assertTrue(unknown.body().contains("connect4"), "the presets are listed: " + unknown.body());

        var notBoolean = server.post("/api/games", "{\"rules\":{\"width\":7,\"height\":6,\"win\":4,\"gravity\":\"yes\"}}");
        assertEquals(400, notBoolean.statusCode(), notBoolean.body());
    }

    @Test
    void movesNameTheColumnAndLandAtTheBottomUntilFourConnect() {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"connect4\"}}");
        String code = created.get("code").asText();
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bo", null);
            x.awaitState(g -> g.get("status").asText().equals("playing"));

            x.send(msg("move", "x", 3, "ply", 0));
            JsonNode first = o.awaitMoves(1).get("game");
            assertEquals("...X...", first.get("board").get(5).asText(), "dropped to the bottom row");
            assertEquals(3, first.get("moves").get(0).get(0).asInt());
            assertEquals(5, first.get("moves").get(0).get(1).asInt());

            // A row other than where the stone would land floats; the landing row itself is fine.
            o.send(msg("move", "x", 3, "y", 0, "ply", 1, "id", "f"));
            JsonNode floating = o.awaitId("f");
            assertEquals("floating", floating.get("code").asText(), floating.toString());
            o.send(msg("move", "x", 3, "y", 4, "ply", 1));
            assertEquals("...O...", x.awaitMoves(2).get("game").get("board").get(4).asText());

            // Fill column 3 (X O X O X O from the bottom), then it is full.
            int ply = 2;
            for (; ply < 6; ply++) {
                (ply % 2 == 0 ? x : o).send(msg("move", "x", 3, "ply", ply));
                x.awaitMoves(ply + 1);
            }
            x.send(msg("move", "x", 3, "ply", 6, "id", "full"));
            JsonNode full = x.awaitId("full");
            assertEquals("occupied", full.get("code").asText(), full.toString());
            assertEquals("That column is full.", full.get("message").asText(), "a disc names no cell");

            // X connects four along the bottom row: columns 0, 1, 2 beside its stone in 3.
            int[] columns = {0, 6, 1, 6, 2};
            for (int c : columns) {
                (ply % 2 == 0 ? x : o).send(msg("move", "x", c, "ply", ply));
                x.awaitMoves(++ply);
            }
            JsonNode over = server.game(code);
            assertEquals("over", over.get("status").asText(), over.toString());
            assertEquals("X", over.get("result").get("winner").asText());
            assertEquals(4, over.get("result").get("line").size());
        }
    }

    @Test
    void twoComputersPlayConnectFourToTheEnd() {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"connect4\"},"
            + "\"seats\":{\"X\":\"bot:greedy\",\"O\":\"bot:minimax\"},\"think_ms\":50,\"pace_ms\":0}");
        String code = created.get("code").asText();
        Await.condition("the computers finish", Duration.ofSeconds(40),
            () -> server.game(code).get("status").asText().equals("over"));
        JsonNode over = server.game(code);
        for (JsonNode row : over.get("board")) {
            assertTrue(row.asText().matches("[.XO]{7}"), over.toString());
        }
        // Every stone rests on the bottom row or on another stone.
        for (int y = 0; y < 5; y++) {
            String row = over.get("board").get(y).asText();
            String below = over.get("board").get(y + 1).asText();
            for (int x = 0; x < 7; x++) {
                assertTrue(row.charAt(x) == '.' || below.charAt(x) != '.', "a floating stone:\n" + over.get("board"));
            }
        }
    }

    @Test
    void withoutGravityAMoveWithoutARowIsABadMessage() {
        JsonNode created = server.create("{\"name\":\"Ana\"}");
        String code = created.get("code").asText();
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bo", null);
            x.awaitState(g -> g.get("status").asText().equals("playing"));
            x.send(msg("move", "x", 1, "ply", 0, "id", "noy"));
            JsonNode e = x.awaitId("noy");
            assertEquals("bad_message", e.get("code").asText(), e.toString());
            assertEquals(0, server.game(code).get("moves").size());
        }
    }
}
