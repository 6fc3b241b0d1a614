package inrow.room;

import inrow.game.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A client that missed our confirmation sends the same move again; it must be confirmed, never applied twice. */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomResendTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void resendingTheLastMoveWithTheSamePlyGetsTheCurrentStateWithItsId() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");
        t.send(t.x, "{'type':'move','x':1,'y':1,'ply':0,'id':1}");
        JsonNode first = t.x.last("state");
        assertEquals(1, first.path("id").asInt());
        long v = first.path("v").asLong();
        JsonNode viewBefore = t.view();
        int oMark = t.o.size();
        int sMark = s.size();
        int xMark = t.x.size();

        t.send(t.x, "{'type':'move','x':1,'y':1,'ply':0,'id':2}");

        List<JsonNode> replies = t.x.since(xMark);
        assertEquals(1, replies.size(), replies.toString());
        JsonNode again = replies.get(0);
        assertEquals("state", again.path("type").asText());
        assertEquals(2, again.path("id").asInt(), "the resend's id is echoed");
        assertEquals(v, again.path("v").asLong(), "no new version");
        assertEquals(first.path("game"), again.path("game"));
        assertEquals(List.of("...", ".X.", "..."), boardOf(again));
        assertEquals(1, again.path("game").path("moves").size(), "applied once");
        assertEquals("O", again.path("game").path("turn").asText());
        assertEquals(List.of(), t.o.since(oMark), "nobody else hears about a resend");
        assertEquals(List.of(), s.since(sMark));
        assertEquals(viewBefore, t.view());

        // The game goes on normally from there.
        JsonNode next = t.play(t.o, 0, 0);
        assertEquals(v + 1, next.path("v").asLong());
    }

    @Test
    void resendWithoutAnIdGetsAStateWithoutAnId() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 2, 2);
        int mark = t.x.size();

        t.send(t.x, "{'type':'move','x':2,'y':2,'ply':0}");

        List<JsonNode> replies = t.x.since(mark);
        assertEquals(1, replies.size());
        assertEquals("state", replies.get(0).path("type").asText());
        assertEquals(false, replies.get(0).has("id"));
        assertEquals(1, t.room.view().moves().size());
    }

    @Test
    void resendingTheWinningMoveGetsTheFinalStateNotGameOver() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 0);
        t.play(t.o, 0, 1);
        t.play(t.x, 1, 0);
        t.play(t.o, 1, 1);
        JsonNode win = t.play(t.x, 2, 0);
        int mark = t.x.size();

        t.send(t.x, "{'type':'move','x':2,'y':0,'ply':4,'id':'again'}");

        List<JsonNode> replies = t.x.since(mark);
        assertEquals(1, replies.size());
        assertEquals("state", replies.get(0).path("type").asText(), replies.toString());
        assertEquals("again", replies.get(0).path("id").asText());
        assertEquals(win.path("v"), replies.get(0).path("v"));
        assertEquals(win.path("game"), replies.get(0).path("game"));
    }

    @Test
    void aDifferentStalePlyGetsStale() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 0);
        t.play(t.o, 1, 1);

        // X's last move was at ply 0, but O has moved since: that is no longer a resend.
        t.assertRefused(t.x, "{'type':'move','x':0,'y':0,'ply':0}", "stale");
        t.assertRefused(t.x, "{'type':'move','x':2,'y':2,'ply':1}", "stale");
        assertEquals(2, t.room.view().moves().size());
    }

    @Test
    void theOtherSeatCannotResendSomeoneElsesMove() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 1, 1);

        // O echoing X's move at X's ply is not a resend; O's turn, wrong ply: stale.
        t.assertRefused(t.o, "{'type':'move','x':1,'y':1,'ply':0}", "stale");
        assertEquals(1, t.room.view().moves().size());
    }

    @Test
    void sameCellWithAnotherPlyIsNotAResend() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 1, 1);

        // X repeats its cell claiming it is still ply 1: not the last move's ply, and not X's turn.
        t.assertRefused(t.x, "{'type':'move','x':1,'y':1,'ply':1}", "not_your_turn");
        // Without a ply there is nothing to recognise a resend by.
        t.assertRefused(t.x, "{'type':'move','x':1,'y':1}", "not_your_turn");
        assertEquals(1, t.room.view().moves().size());
    }

    private static List<String> boardOf(JsonNode state) {
        return List.of(state.path("game").path("board").get(0).asText(),
            state.path("game").path("board").get(1).asText(), state.path("game").path("board").get(2).asText());
    }
}
