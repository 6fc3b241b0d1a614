package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.Take;
import inrow.game.Change;
import inrow.game.Offers;
import inrow.game.RoundResult;
import inrow.room.RoomEvent;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A step's facts travel between nodes as they are: a swap opening's rule with the game and each choice as its own
 * change, and what the table worked out from a step.
 */
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

    /** What a table worked out from a step travels with it, so the other nodes and the store hold the same. */
    @Test
    void theOffersThatStandAndARoundsScoreSurviveTheTrip() {
        RoomEvent event = new RoomEvent(9, "node-a", List.of(
            new Change.Status("SWAPTWO2", 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 2_000),
            new Change.Scored("SWAPTWO2", new RoundResult(1, Mark.O, Result.Reason.RESIGN)),
            new Change.Standing("SWAPTWO2", 1, new Offers(null, Mark.X))));
        assertEquals(event, messages.event(messages.step(event)));
    }

    /** A takeback carries the time each colour keeps: another node's clocks must not go back either. */
    @Test
    void aTakebacksClocksSurviveTheTrip() {
        RoomEvent event = new RoomEvent(11, "node-a", List.of(
            new Change.TakenBack("SWAPTWO2", 1, 4, 3_000, 51_250L, 58_000L),
            new Change.TakenBack("SWAPTWO2", 1, 2, 4_000, null, null)));
        assertEquals(event, messages.event(messages.step(event)));
    }

    /** A seat's owner travels with its seating, and a guest's seat linked later, so every node knows them. */
    @Test
    void aSeatsOwnerSurvivesTheTrip() {
        RoomEvent event = new RoomEvent(13, "node-a", List.of(
            new Change.Seated("SWAPTWO2", 0, "tok", "Ana", inrow.game.SeatKind.HUMAN, null, "account-a"),
            new Change.Linked("SWAPTWO2", 1, "account-b")));
        assertEquals(event, messages.event(messages.step(event)));
    }

    /** An arena's berserk halves a clock on every node. */
    @Test
    void aBerserkSurvivesTheTrip() {
        RoomEvent event = new RoomEvent(14, "node-a", List.of(new Change.Berserked("SWAPTWO2", 1, 1, 90_000)));
        assertEquals(event, messages.event(messages.step(event)));
    }

    /** Every kind of change a room can take as a step has a name on the wire (only the store's Deleted has none). */
    @Test
    void everyKindOfStepChangeHasAName() throws Exception {
        JsonSubTypes names = Class.forName(Messages.class.getName() + "$TaggedChange").getAnnotation(JsonSubTypes.class);
        Set<Class<?>> named = Arrays.stream(names.value()).map(JsonSubTypes.Type::value).collect(Collectors.toSet());
        Set<Class<?>> kinds = Arrays.stream(Change.class.getPermittedSubclasses())
            .filter(k -> k != Change.Deleted.class && k != Change.ChatForgotten.class).collect(Collectors.toSet());
        assertEquals(kinds, named);
    }

    @Test
    void aStepWrittenBeforeOpeningsExistedReadsAsAGameWithoutOne() {
        RoomEvent event = new RoomEvent(1, "node-a", List.of(
            new Change.Created("OLDGAME2", Rules.GOMOKU, 1000, 0, null, true, 1_000)));
        String old = messages.step(event).replace(",\"opening\":null", "");
        assertEquals(false, old.contains("opening"), old);
        assertEquals(event, messages.event(old));
    }

    /** A lobby entry travels whole, the seats that must wait to offer a draw again included. */
    @Test
    void aListedViewWithADrawWaitSurvivesTheTrip() {
        inrow.protocol.GameView view = new inrow.protocol.GameView("LISTED22",
            inrow.protocol.GameView.RulesView.of(Rules.GOMOKU), List.of(), List.of(), "X", inrow.protocol.GameStatus.PLAYING, null,
            java.util.Map.of(), 0, 1, List.of(), null, null, 0L, null,
            new inrow.protocol.GameView.OffersView(null, null, java.util.Map.of("O", 12)), List.of(), true, null, null,
            null, List.of(), null);
        assertEquals(view, messages.gameView(messages.view(view)));
    }
}
