package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Renju over real sockets: GAME lists the points black may not play while black is to move, a black move there is
 * refused with "forbidden" and changes nothing, and the rules say renju.
 */
@Timeout(60)
class RenjuPlayTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    private static String move(int x, int y, int ply) {
        return "{\"type\":\"move\",\"x\":" + x + ",\"y\":" + y + ",\"ply\":" + ply + "}";
    }

    @Test
    void aForbiddenPointIsListedAndRefused() {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"renju\"}}");
        String code = created.get("code").asText();
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bo", null);
            JsonNode start = x.awaitState(g -> g.get("status").asText().equals("playing"));
            JsonNode rules = start.get("game").get("rules");
            assertTrue(rules.get("renju").asBoolean(), rules.toString());
            assertEquals(0, start.get("game").get("forbidden").size());

            // Black (X) builds H6 H7 and F8 G8; white plays along the edge. H8 would be a double-three.
            int[][] moves = {{7, 9}, {0, 0}, {7, 8}, {0, 2}, {5, 7}, {0, 4}, {6, 7}, {0, 6}};
            JsonNode before = null;
            for (int ply = 0; ply < moves.length; ply++) {
                (ply % 2 == 0 ? x : o).send(move(moves[ply][0], moves[ply][1], ply));
                before = x.awaitMoves(ply + 1).get("game");
            }
            boolean listed = false;
            for (JsonNode p : before.get("forbidden")) {
                listed |= p.get(0).asInt() == 7 && p.get(1).asInt() == 7;
            }
            assertTrue(listed, "H8 is forbidden to black: " + before.get("forbidden"));

            x.send(move(7, 7, 8));
            JsonNode error = x.awaitError("forbidden");
            // Which shape, in words and as a code a page translates.
            assertEquals("That point is forbidden to black: it makes a double-three.", error.get("message").asText());
            assertEquals("double_three", error.get("foul").asText(), error.toString());
            assertEquals(8, server.game(code).get("moves").size(), "nothing changed");

            // White to move: nothing is forbidden to white, and the list is empty.
            x.send(move(14, 14, 8));
            JsonNode whiteToMove = o.awaitMoves(9).get("game");
            assertEquals(0, whiteToMove.get("forbidden").size());
            o.send(move(7, 7, 9));
            assertEquals(10, o.awaitMoves(10).get("game").get("moves").size(), "white may play H8");
        }
    }

    @Test
    void renjuNeedsFiveInARowAndOverline() {
        var r = server.post("/api/games", "{\"rules\":{\"width\":15,\"height\":15,\"win\":4,\"renju\":true}}");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("Renju is played five in a row"), r.body());
        JsonNode standard = server.create("{\"rules\":{\"preset\":\"standard\"}}");
        JsonNode g = server.game(standard.get("code").asText());
        assertEquals(false, g.get("rules").get("overline").asBoolean());
        assertEquals(false, g.get("rules").get("renju").asBoolean());
    }
}
