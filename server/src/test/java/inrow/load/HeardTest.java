package inrow.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The load tool's streaming reader keeps what it plays from and skips the rest, nested or not. */
class HeardTest {
    @Test
    void aStateKeepsItsVersionRoundStatusTurnMovesAndBoard() {
        Heard h = Heard.read("{\"type\":\"state\",\"v\":7,\"game\":{\"code\":\"ABC\",\"rules\":{\"width\":3,"
            + "\"height\":3,\"win\":3},\"board\":[\"X..\",\".O.\",\"...\"],\"moves\":[[0,0],[1,1]],\"turn\":\"X\","
            + "\"status\":\"playing\",\"result\":null,\"players\":{\"X\":{\"name\":\"a\"},\"O\":null},\"round\":2,"
            + "\"series\":[{\"round\":1,\"winner\":\"X\",\"reason\":\"line\"}],\"clock\":null},\"id\":\"m1\"}");
        assertEquals("state", h.type());
        assertEquals(7, h.version());
        assertEquals(2, h.game().round());
        assertEquals("playing", h.game().status());
        assertEquals("X", h.game().turn());
        assertArrayEquals(new int[] {0, 0, 1, 1}, h.game().moves());
        assertEquals(2, h.game().moveCount());
        assertEquals("[1,1]", h.game().move(1));
        assertEquals(List.of("X..", ".O.", "..."), h.game().board());
    }

    @Test
    void aMoveAppliesToTheStateBeforeIt() {
        Heard state = Heard.read("{\"type\":\"state\",\"v\":7,\"game\":{\"board\":[\"X..\",\".O.\",\"...\"],"
            + "\"moves\":[[0,0],[1,1]],\"turn\":\"X\",\"status\":\"playing\",\"round\":2}}");
        Heard moved = Heard.read("{\"type\":\"moved\",\"v\":8,\"move\":[2,1],\"mark\":\"X\",\"game\":{\"turn\":"
            + "\"O\",\"clock\":null,\"forbidden\":[[0,2]],\"offers\":{\"draw\":null}},\"id\":\"m2\"}");
        assertEquals("moved", moved.type());
        assertEquals(8, moved.version());
        assertEquals(new Heard.Step(2, 1, 'X'), moved.step());
        Heard.Game after = state.game().after(moved.step(), moved.game());
        assertArrayEquals(new int[] {0, 0, 1, 1, 2, 1}, after.moves());
        assertEquals(List.of("X..", ".OX", "..."), after.board());
        assertEquals("O", after.turn());
        assertEquals(2, after.round());
        assertEquals("playing", after.status());
        assertEquals(List.of("X..", ".O.", "..."), state.game().board(), "the state before is left as it was");
    }

    @Test
    void welcomesPongsAndErrors() {
        Heard welcome = Heard.read("{\"type\":\"welcome\",\"seat\":null,\"name\":\"Ann\"}");
        assertNull(welcome.seat());
        assertNull(welcome.token());
        Heard seated = Heard.read("{\"type\":\"welcome\",\"seat\":\"O\",\"token\":\"t0k\"}");
        assertEquals("O", seated.seat());
        assertEquals("t0k", seated.token());
        assertEquals(123456789L, Heard.read("{\"type\":\"pong\",\"id\":123456789}").id());
        assertEquals("stale", Heard.read("{\"type\":\"error\",\"code\":\"stale\",\"message\":\"x\"}").code());
    }

    @Test
    void aGameOverWithMoreMovesThanTheFirstBufferHolds() {
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            moves.append(i == 0 ? "" : ",").append('[').append(i % 15).append(',').append(i / 15).append(']');
        }
        Heard.Game g = Heard.game("{\"moves\":[" + moves + "],\"status\":\"over\",\"turn\":null,\"round\":1}");
        assertEquals(40, g.moveCount());
        assertEquals(9, g.x(39));
        assertEquals(2, g.y(39));
        assertEquals("", g.turn());
        assertEquals("over", g.status());
    }

    @Test
    void anythingElseIsUnreadable() {
        assertEquals("unreadable", Heard.read("not json").type());
        assertEquals("unreadable", Heard.read("[1,2]").type());
        assertEquals("unreadable", Heard.read("{\"type\":\"state\",\"game\":{\"moves\":[[1,").type());
    }
}
