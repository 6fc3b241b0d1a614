package inrow.room;

import inrow.game.Table;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A message that changes nothing sends nothing to anyone else: a spectator or a player sending join again, a
 * player asking again for a rematch. The sender alone is answered. (Before, 100 repeated joins from one spectator
 * sent the whole game to every connection in the room 100 times.)
 */
class QuietRepeatsTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void aSpectatorJoiningAgainIsAnsweredAloneAndNobodyElseHearsOfIt() {
        RoomKit.Table t = kit.started();
        FakeConnection watcher = t.spectator("watcher");
        FakeConnection other = t.spectator("other");
        Map<FakeConnection, Integer> marks = t.marks();
        for (int i = 0; i < 100; i++) {
            t.send(watcher, "{'type':'join','role':'spectator','id':" + i + "}");
        }
        for (Map.Entry<FakeConnection, Integer> e : marks.entrySet()) {
            if (e.getKey() != watcher) {
                assertEquals(List.of(), e.getKey().since(e.getValue()), e.getKey() + " heard of a join that changed nothing");
            }
        }
        List<JsonNode> replies = watcher.since(marks.get(watcher));
        assertEquals(100, replies.size(), "a welcome for each join, and no state: the watcher has the latest");
        assertEquals("welcome", replies.get(99).path("type").asText());
        assertEquals(99, replies.get(99).path("id").asInt());
        assertEquals(0, other.since(marks.get(other)).size());
    }

    @Test
    void aPlayerJoiningAgainWithoutANewNameIsAnsweredAlone() {
        RoomKit.Table t = kit.started();
        Map<FakeConnection, Integer> marks = t.marks();
        t.send(t.o, "{'type':'join','role':'player'}");
        assertEquals(List.of(), t.x.since(marks.get(t.x)), "X must not hear of O's repeated join");
        assertEquals("O", t.o.last("welcome").path("seat").asText());
    }

    @Test
    void aRematchAskedTwiceIsShownOnce() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 0);
        t.play(t.o, 1, 0);
        t.play(t.x, 0, 1);
        t.play(t.o, 1, 1);
        t.play(t.x, 0, 2);
        t.send(t.o, "{'type':'rematch'}");
        Map<FakeConnection, Integer> marks = t.marks();
        t.send(t.o, "{'type':'rematch','id':'again'}");
        assertEquals(List.of(), t.x.since(marks.get(t.x)), "X heard of an ask it had already seen");
        List<JsonNode> replies = t.o.since(marks.get(t.o));
        assertEquals(1, replies.size());
        assertEquals("again", replies.get(0).path("id").asText());
        assertEquals("O", replies.get(0).path("game").path("rematch").get(0).asText());
    }
}
