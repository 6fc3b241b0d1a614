package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link Table#evolve}, the one reducer: the live path (steps applied one by one) and the restore path (a stored
 * game folded through the same function) must arrive at the same table.
 */
class TableTest {
    private static final String CODE = "TABLE234";

    private static Table fold(Table t, Change... changes) {
        return Table.fold(t, List.of(changes));
    }

    private static Table started() {
        return fold(null, new Change.Created(CODE, Rules.TICTACTOE, 1000, 0, null, true, 10),
            new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null),
            new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, 11));
    }

    /** The parts of a table that are durable (the rest is what the room sees of its connections). */
    private static List<Object> durable(Table t) {
        return List.of(t.code(), t.rules(), t.thinkMillis(), t.paceMillis(), t.game().moves(), t.status(),
            String.valueOf(t.game().result()), t.round(), t.seq(), t.players());
    }

    /**
     * A node that missed a takeback and the move after it, and catches up from the record: the same ply again is
     * another turn (a computer's answer for the old position is stale), and a comment on the move taken back goes.
     */
    @Test
    void aCatchUpPastATakebackMakesANewTurn() {
        Table before = fold(started(), new Change.Moved(CODE, 1, 0, 1, 1, 20, null, "Centre"));
        StoredGame stored = new StoredGame(CODE, Rules.TICTACTOE, 1000, 0,
            Arrays.asList(new StoredGame.Slot("ann", "Ann", SeatKind.HUMAN, null),
                new StoredGame.Slot("bob", "Bob", SeatKind.HUMAN, null)),
            1, List.of(new Point(0, 0)), GameStatus.PLAYING, null, null, 10, 22, 3);
        Table caughtUp = Table.rebuild(stored, 0).keeping(before);
        assertEquals(before.game().ply(), caughtUp.game().ply(), "the same ply, another position");
        assertNotEquals(before.turnKey(), caughtUp.turnKey());
        assertNull(caughtUp.comment());

        Table goneOn = fold(before, new Change.Moved(CODE, 1, 1, 0, 0, 21, null, null));
        Table same = Table.rebuild(new StoredGame(CODE, Rules.TICTACTOE, 1000, 0, stored.slots(), 1,
            List.of(new Point(1, 1), new Point(0, 0)), GameStatus.PLAYING, null, null, 10, 22, 3), 0).keeping(before);
        assertEquals(goneOn.turnKey(), same.turnKey(), "a record that goes on from the moves had: no new count");
    }

    @Test
    void aResignedGameRebuiltFromTheStoreIsTheGamePlayedLive() {
        Table live = fold(started(), new Change.Moved(CODE, 1, 0, 1, 1, 20, null, null),
            new Change.Moved(CODE, 1, 1, 0, 0, 21, null, null),
            new Change.Status(CODE, 1, GameStatus.OVER, Mark.O, Result.Reason.RESIGN, 22)).withSeq(4);
        StoredGame stored = new StoredGame(CODE, Rules.TICTACTOE, 1000, 0,
            Arrays.asList(new StoredGame.Slot("ann", "Ann", SeatKind.HUMAN, null),
                new StoredGame.Slot("bob", "Bob", SeatKind.HUMAN, null)),
            1, List.of(new Point(1, 1), new Point(0, 0)), GameStatus.OVER, Mark.O, Result.Reason.RESIGN, 10, 22, 4);
        Table rebuilt = Table.rebuild(stored, 0);
        assertEquals(durable(live), durable(rebuilt));
        assertEquals(Mark.O, rebuilt.game().result().winner());
        assertEquals(Result.Reason.RESIGN, rebuilt.game().result().reason());
    }

    @Test
    void aLaterRoundRebuildsWithItsColoursSwapped() {
        StoredGame stored = new StoredGame(CODE, Rules.TICTACTOE, 1000, 0,
            Arrays.asList(new StoredGame.Slot("ann", "Ann", SeatKind.HUMAN, null),
                new StoredGame.Slot(null, "Master", SeatKind.BOT, "master")),
            2, List.of(new Point(2, 2)), GameStatus.PLAYING, null, null, 10, 30, 0);
        Table t = Table.rebuild(stored, 0);
        assertEquals(2, t.round());
        assertEquals("Master", t.player(Mark.X).name(), "slot 1 moves first in round 2");
        assertEquals(SeatKind.BOT, t.player(Mark.X).kind());
        assertEquals("Ann", t.player(Mark.O).name());
        assertEquals(Mark.O, t.game().turn());
    }

    @Test
    void aNewRoundSwapsColoursAndForgetsTheAsks() {
        Table over = fold(started(), new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, 30));
        Whereabouts asked = Whereabouts.NONE.withAsks(over.round(), Set.of(Mark.X), Set.of(Mark.O));
        assertEquals(Set.of(Mark.X, Mark.O), asked.asks(over));
        Table next = fold(over, new Change.NewRound(CODE, 2, 40),
            new Change.Status(CODE, 2, GameStatus.PLAYING, null, null, 40));
        assertEquals(Mark.O, next.markOf(0));
        assertEquals("Bob", next.player(Mark.X).name());
        assertEquals(Set.of(), asked.asks(next));
        assertEquals(GameStatus.PLAYING, next.status());
        assertEquals(40, next.lastMoveAt());
    }

    @Test
    void aComputersCommentStaysUntilItsNextMoveAndAPersonKeepsIt() {
        Table vsBot = fold(null, new Change.Created(CODE, Rules.TICTACTOE, 1000, 0, null, true, 10),
            new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            new Change.Seated(CODE, 1, null, "Greedy", SeatKind.BOT, "greedy"));
        Table t = fold(vsBot, new Change.Moved(CODE, 1, 0, 1, 1, 20, null, "ignored: a person's move"),
            new Change.Moved(CODE, 1, 1, 0, 0, 21, null, "corner"));
        assertEquals("corner", t.comment());
        assertEquals("corner", fold(t, new Change.Moved(CODE, 1, 2, 2, 2, 22, null, null)).comment());
    }

    @Test
    void aStepThatDoesNotFitChangesNothing() {
        Table t = started();
        assertSame(t, Table.evolve(t, new Change.Moved(CODE, 1, 5, 0, 0, 20, null, null)));
        assertSame(t, Table.evolve(t, new Change.Moved(CODE, 2, 0, 0, 0, 20, null, null)));
    }

    @Test
    void everyKindOfChangeHasARule() {
        Table t = started();
        Map<Class<?>, Change> samples = Map.ofEntries(
            Map.entry(Change.Created.class, new Change.Created(CODE, Rules.TICTACTOE, 1, 0, null, true, 0)),
            Map.entry(Change.Seated.class, new Change.Seated(CODE, 1, "t", "n", SeatKind.HUMAN, null)),
            Map.entry(Change.Renamed.class, new Change.Renamed(CODE, 0, "Annie")),
            Map.entry(Change.Linked.class, new Change.Linked(CODE, 0, "account-1")),
            Map.entry(Change.Berserked.class, new Change.Berserked(CODE, 1, 0, 30_000)),
            Map.entry(Change.Unseated.class, new Change.Unseated(CODE, 1, 5)),
            Map.entry(Change.Moved.class, new Change.Moved(CODE, 1, 0, 0, 0, 0, null, null)),
            Map.entry(Change.Status.class, new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, 0)),
            Map.entry(Change.NewRound.class, new Change.NewRound(CODE, 2, 0)),
            Map.entry(Change.Sequenced.class, new Change.Sequenced(CODE, 0, 9)),
            Map.entry(Change.Deleted.class, new Change.Deleted(CODE)),
            Map.entry(Change.ChatForgotten.class, new Change.ChatForgotten(CODE)),
            Map.entry(Change.Offered.class, new Change.Offered(CODE, 1, inrow.game.OfferKind.DRAW, Mark.X)),
            Map.entry(Change.TakenBack.class, new Change.TakenBack(CODE, 1, 0, 0, null, null)),
            Map.entry(Change.Said.class, new Change.Said(CODE, new ChatLine(inrow.game.ChatRoom.PLAYERS, Mark.X, "Ann",
                "hi", 0))),
            Map.entry(Change.Chose.class, new Change.Chose(CODE, 1, 0, Take.X, 0)),
            Map.entry(Change.Stepped.class, new Change.Stepped(CODE, 1, "place h8", 0)),
            Map.entry(Change.Standing.class, new Change.Standing(CODE, 1, new Offers(Mark.O, null))),
            Map.entry(Change.Scored.class, new Change.Scored(CODE, new RoundResult(1, Mark.X,
                inrow.engine.Result.Reason.RESIGN))));
        assertEquals(Set.copyOf(Arrays.asList(Change.class.getPermittedSubclasses())), samples.keySet());
        samples.values().forEach(c -> Table.evolve(t, c));
        assertEquals(9, Table.evolve(t, samples.get(Change.Sequenced.class)).seq());
        assertEquals("Annie", Table.evolve(t, samples.get(Change.Renamed.class)).player(Mark.X).name());
        assertEquals("account-1", Table.evolve(t, samples.get(Change.Linked.class)).player(Mark.X).account());
        Table reopened = Table.evolve(t, samples.get(Change.Unseated.class));
        assertEquals(null, reopened.player(Mark.O));
        assertEquals(GameStatus.WAITING, reopened.status());
        assertEquals(new Offers(Mark.O, null), Table.evolve(t, samples.get(Change.Standing.class)).offers());
        assertEquals(List.of(new RoundResult(1, Mark.X, inrow.engine.Result.Reason.RESIGN)),
            Table.evolve(t, samples.get(Change.Scored.class)).series());
    }
}
