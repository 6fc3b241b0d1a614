package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.engine.OpeningRule;
import inrow.engine.Rules;
import inrow.protocol.Take;
import inrow.room.Change;
import inrow.room.RoomEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A swap opening's facts travel between nodes as they are: the rule with the game, each choice as its own change. */
class MessagesOpeningTest {
    private final Messages messages = new Messages();

    @Test
    void theOpeningRuleAndEveryChoiceSurviveTheTripThroughRedis() {
        RoomEvent event = new RoomEvent(7, "node-a", List.of(
            new Change.Created("SWAPTWO2", Rules.RENJU, 1000, 0, null, true, 1_000, OpeningRule.SWAP2),
            new Change.Chose("SWAPTWO2", 1, 3, Take.MORE, 1_100),
            new Change.Chose("SWAPTWO2", 1, 5, Take.O, 1_200)));
        assertEquals(event, messages.event(messages.step(event)));
    }

    @Test
    void aStepWrittenBeforeOpeningsExistedReadsAsAGameWithoutOne() {
        RoomEvent event = new RoomEvent(1, "node-a", List.of(
            new Change.Created("OLDGAME2", Rules.GOMOKU, 1000, 0, null, true, 1_000)));
        String old = messages.step(event).replace(",\"opening\":null", "");
        assertEquals(false, old.contains("opening"), old);
        assertEquals(event, messages.event(old));
    }
}
