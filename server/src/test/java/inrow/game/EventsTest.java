package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Result;
import inrow.engine.Rules;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What happened comes out of the reducer with the change that made it happen, said by the reducer as it applied the
 * change: one test per event kind, and a check that every kind the reducer may say is covered.
 */
class EventsTest {
    private static final String CODE = "EVENTS23";
    private static final Set<Class<?>> SEEN = new HashSet<>();

    private static Table fold(Table t, Change... changes) {
        return Table.fold(t, List.of(changes));
    }

    private static List<Event> events(Table t, Change change) {
        List<Event> events = Reducer.evolve(t, change, null).events();
        events.forEach(e -> SEEN.add(e.getClass()));
        return events;
    }

    private static Table created(Rules rules, OpeningRule opening) {
        return fold(null, new Change.Created(CODE, rules, 1000, 0, null, true, 10, opening));
    }

    private static Table started(Rules rules, OpeningRule opening) {
        return fold(created(rules, opening), new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null),
            new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, 11));
    }

    private static Table started() {
        return started(Rules.GOMOKU, null);
    }

    private static Change.Moved move(int ply, int x, int y) {
        return new Change.Moved(CODE, 1, ply, x, y, 20 + ply, null, null);
    }

    @Test
    void seatingRenamingAndUnseating() {
        Table t = created(Rules.GOMOKU, null);
        assertEquals(List.of(new Event.Seated(Mark.X, Player.person("ann", "Ann"))),
            events(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null)));
        assertEquals(List.of(new Event.Seated(Mark.O, Player.computer("master", "Master"))),
            events(t, new Change.Seated(CODE, 1, null, "Master", SeatKind.BOT, "master")));
        assertEquals(List.of(new Event.Renamed(Mark.O, "Bo")), events(started(), new Change.Renamed(CODE, 1, "Bo")));
        assertEquals(List.of(new Event.Unseated(Mark.X)), events(started(), new Change.Unseated(CODE, 0, 30)));
    }

    @Test
    void aMoveIsMovedAndTheOfferItAnswersLapses() {
        assertEquals(List.of(new Event.Moved(Mark.X, 7, 7, 0)), events(started(), move(0, 7, 7)));
        Table offered = fold(started(), move(0, 7, 7), move(1, 8, 8), move(2, 7, 8),
            new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.O));
        assertEquals(List.of(new Event.Moved(Mark.O, 9, 9, 3)), events(offered, move(3, 9, 9)),
            "one's own move keeps one's own draw offer");
        Table xOffered = fold(started(), move(0, 7, 7), move(1, 8, 8), new Change.Offered(CODE, 1, OfferKind.DRAW,
            Mark.X));
        assertEquals(List.of(new Event.Moved(Mark.O, 10, 10, 3), new Event.Lapsed(OfferKind.DRAW, Mark.X)),
            events(fold(xOffered, move(2, 9, 9)), move(3, 10, 10)), "O moved instead of accepting X's offer");
    }

    @Test
    void offersAreMadeDeclinedAndLapse() {
        Table begun = fold(started(), move(0, 7, 7), move(1, 8, 8));
        assertEquals(List.of(new Event.Offered(OfferKind.DRAW, Mark.X)),
            events(begun, new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.X)));
        Table asked = fold(begun, new Change.Offered(CODE, 1, OfferKind.TAKEBACK, Mark.O));
        assertEquals(List.of(new Event.Declined(OfferKind.TAKEBACK, Mark.X)),
            events(asked, new Change.Offered(CODE, 1, OfferKind.TAKEBACK, null)));
        assertEquals(List.of(new Event.Moved(Mark.X, 9, 9, 2), new Event.Lapsed(OfferKind.TAKEBACK, Mark.O)),
            events(asked, move(2, 9, 9)));
    }

    @Test
    void aTakebackGoesBackAndTheClocksChange() {
        Table t = fold(started(), move(0, 7, 7), move(1, 8, 8), move(2, 9, 9));
        assertEquals(List.of(new Event.TakenBack(2), new Event.Clock()),
            events(t, new Change.TakenBack(CODE, 1, 2, 40, null, null)));
    }

    @Test
    void aSwapOpeningsChoiceIsSaidBySeat() {
        Table t = fold(started(Rules.GOMOKU, OpeningRule.SWAP), move(0, 7, 7), move(1, 8, 8), move(2, 9, 9));
        assertEquals(Mark.O, t.toAct());
        assertEquals(List.of(new Event.Chose(Mark.O, Take.X)),
            events(t, new Change.Chose(CODE, 1, 3, Take.X, 30)));
    }

    @Test
    void aTournamentOpeningsStepIsSaidBySeat() {
        Table t = fold(null, new Change.Created(CODE, Rules.RENJU, 1000, 0, null, true, 10, null, false,
                TournamentRule.SOOSORV_8), new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null),
            new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, 11));
        assertEquals(List.of(new Event.Stepped(Mark.X, "place h8")),
            events(t, new Change.Stepped(CODE, 1, "place h8", 30)));
    }

    @Test
    void chatIsForThoseWhoMayReadIt() {
        ChatLine players = new ChatLine(ChatRoom.PLAYERS, Mark.X, "Ann", "hi", 20);
        ChatLine watchers = new ChatLine(ChatRoom.SPECTATORS, null, "Eve", "hello", 20);
        List<Event> toPlayers = events(started(), new Change.Said(CODE, players));
        assertEquals(List.of(new Event.Said(players, false)), toPlayers);
        assertEquals(Audience.PLAYERS, toPlayers.get(0).audience());
        assertEquals(Audience.SPECTATORS, events(started(), new Change.Said(CODE, watchers)).get(0).audience());
        Table over = fold(started(), new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 30));
        assertEquals(Audience.EVERYONE, events(over, new Change.Said(CODE, watchers)).get(0).audience(),
            "the spectators' chat is everyone's once the game is over");
        assertEquals(Audience.PLAYERS, events(over, new Change.Said(CODE, players)).get(0).audience());
    }

    @Test
    void theRoundEndsOnceAndTheStandingOfferLapsesWithIt() {
        Table begun = fold(started(), move(0, 7, 7), move(1, 8, 8),
            new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.X));
        Change.Status resign = new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 30);
        assertEquals(List.of(new Event.Lapsed(OfferKind.DRAW, Mark.X), new Event.GameOver(Mark.X,
            Result.Reason.RESIGN)), events(begun, resign));
        assertEquals(List.of(), events(fold(begun, resign), resign), "a status said again ends nothing more");
    }

    @Test
    void aNewRoundStartsWithItsClocks() {
        Table over = fold(started(), new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 30));
        assertEquals(List.of(new Event.NewRound(2), new Event.Clock()),
            events(over, new Change.NewRound(CODE, 2, 40)));
    }

    @Test
    void everyKindTheReducerMaySayIsCoveredHere() {
        seatingRenamingAndUnseating();
        aMoveIsMovedAndTheOfferItAnswersLapses();
        offersAreMadeDeclinedAndLapse();
        aTakebackGoesBackAndTheClocksChange();
        aSwapOpeningsChoiceIsSaidBySeat();
        aTournamentOpeningsStepIsSaidBySeat();
        chatIsForThoseWhoMayReadIt();
        theRoundEndsOnceAndTheStandingOfferLapsesWithIt();
        aNewRoundStartsWithItsClocks();
        Set<Class<?>> reducers = new HashSet<>(Arrays.asList(Event.class.getPermittedSubclasses()));
        // Not durable: the room says these from what it sees of its connections.
        reducers.removeAll(Set.of(Event.Rematch.class, Event.Crowd.class, Event.Presence.class));
        assertEquals(reducers, SEEN);
    }
}
