package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A tournament opening played at a table through the judge and the one reducer: Soosorv-8 between two people from
 * the three stones to a five, each step by the right person, the rest refused, and the recorded facts folding back
 * into the same table.
 */
class TournamentPlayTest {
    private static final String CODE = "RENJU234";

    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "fresh-token", clock::get, 60_000);
    private final List<Change> record = new ArrayList<>();
    private static final Sender ANN = Sender.seatedAt(0);
    private static final Sender BOB = Sender.seatedAt(1);

    private Table start(TournamentRule rule) {
        Table t = null;
        for (Change c : List.of(
            new Change.Created(CODE, Rules.RENJU, 1000, 0, null, true, clock.get(), null, false, rule),
            new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null),
            new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, clock.get()))) {
            record.add(c);
            t = Table.evolve(t, c);
        }
        return t;
    }

    /** {@code command} by {@code s}, committed: the table after its facts. */
    private Table ok(Table t, Sender s, Command command) {
        clock.addAndGet(1000);
        Verdict v = Sender.decide(judge, t, s, command);
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, v, () -> command + ": " + v);
        for (Change change : c.changes()) {
            record.add(change);
            t = Table.evolve(t, change);
        }
        return t;
    }

    private Table step(Table t, Sender s, String step) {
        return ok(t, s, new Command.Step(step));
    }

    private Table move(Table t, Sender s, String at) {
        Point p = ((TournamentMove.Pick) TournamentMove.parse(Rules.RENJU, "pick " + at)).fifth();
        return ok(t, s, new Command.Move(p.x(), p.y(), t.game().ply(), 0));
    }

    private void refused(Table t, Sender s, Command command, Refusal code) {
        Verdict v = Sender.decide(judge, t, s, command);
        Verdict.Refuse r = assertInstanceOf(Verdict.Refuse.class, v, () -> command + ": " + v);
        assertEquals(code, r.code(), r.message());
    }

    @Test
    void soosorvEightBetweenTwoPeopleGoesFromTheThreeStonesToAFive() {
        Table t = start(TournamentRule.SOOSORV_8);
        assertEquals(Mark.X, t.toAct(), "Ann opens: she sits at X");
        refused(t, ANN, new Command.Move(7, 7, 0, 0), Refusal.NOT_ALLOWED);
        refused(t, BOB, new Command.Step("place h8"), Refusal.NOT_YOUR_TURN);
        refused(t, ANN, new Command.Step("place h9"), Refusal.OUT_OF_BOUNDS);
        refused(t, ANN, new Command.Step("dance"), Refusal.BAD_MESSAGE);
        t = step(t, ANN, "place h8");
        t = step(t, ANN, "place h9");
        t = step(t, ANN, "place i9"); // Kagetsu
        assertEquals(3, t.game().ply());
        assertEquals(Mark.O, t.toAct(), "Bob may swap");
        refused(t, ANN, new Command.Draw(null), Refusal.NOT_ALLOWED);
        refused(t, ANN, new Command.Takeback(null), Refusal.NOT_ALLOWED);
        t = step(t, BOB, "swap");
        assertEquals("Bob", t.player(Mark.X).name(), "Bob holds black now");
        assertEquals("Ann", t.player(Mark.O).name());
        assertEquals(Mark.O, t.toAct(), "white, Ann, places the 4th and declares");
        refused(t, ANN, new Command.Step("declare h8 2"), Refusal.OCCUPIED);
        t = step(t, ANN, "declare a1 2");
        assertEquals(Mark.X, t.toAct(), "black, Bob, may swap again");
        t = step(t, BOB, "stay");
        assertEquals(Mark.X, t.toAct(), "Bob offers the two fifths");
        refused(t, BOB, new Command.Step("offer g8"), Refusal.BAD_MESSAGE);
        t = step(t, BOB, "offer g8 a15");
        assertEquals(4, t.game().ply(), "the offers are not stones yet");
        assertEquals(Mark.O, t.toAct(), "Ann picks one");
        refused(t, ANN, new Command.Step("pick b2"), Refusal.NOT_ALLOWED);
        t = step(t, ANN, "pick g8");
        assertFalse(t.current().inTournament());
        assertEquals(5, t.game().ply());
        assertEquals(Mark.O, t.toAct(), "white plays the 6th");
        refused(t, ANN, new Command.Step("swap"), Refusal.NOT_ALLOWED);
        assertFalse(t.begun(), "the clocks wait for both sides' first moves after the opening");
        t = move(t, ANN, "b2");
        t = move(t, BOB, "i8");
        assertTrue(t.begun());
        t = move(t, ANN, "c5");
        t = move(t, BOB, "j8");
        t = move(t, ANN, "d1");
        t = move(t, BOB, "k8"); // g8 to k8
        assertEquals(GameStatus.OVER, t.status());
        assertEquals(Mark.X, t.game().result().winner());
        assertEquals("Bob", t.player(Mark.X).name(), "black's five is Bob's, who swapped to black");
        assertEquals(t.game().moves(), Table.fold(null, record).game().moves(), "the record folds to the same game");
        assertEquals(t.player(Mark.X), Table.fold(null, record).player(Mark.X));
    }

    /** Whoever the table says acts now. */
    private static Sender actor(Table t) {
        return Sender.seatedAt(t.slot(t.toAct()));
    }

    @Test
    void taraguchiTenWithTenOfferedFifthsGoesOnToTheSixthStone() {
        Table t = start(TournamentRule.TARAGUCHI_10);
        for (String step : List.of("place h8", "stay", "place h9", "stay", "place i9", "swap", "place i7", "stay")) {
            t = step(t, actor(t), step);
        }
        assertEquals(4, t.game().ply());
        assertEquals("Bob", t.player(Mark.X).name(), "Bob swapped to black after the 3rd stone");
        refused(t, actor(t), new Command.Step("offer a1 a2"), Refusal.BAD_MESSAGE);
        t = step(t, actor(t), "offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10");
        assertEquals("Ann", t.player(t.toAct()).name(), "white, Ann, picks");
        t = step(t, actor(t), "pick a5");
        assertFalse(t.current().inTournament());
        assertEquals(5, t.game().ply());
        assertEquals(Mark.O, t.toAct());
        t = move(t, ANN, "o15");
        assertEquals(6, t.game().ply());
        assertEquals(t.game().moves(), Table.fold(null, record).game().moves(), "the record folds to the same game");
    }

    @Test
    void aGameWithoutATournamentOpeningRefusesSteps() {
        Table t = start(null);
        assertNull(t.current().tournament());
        refused(t, ANN, new Command.Step("place h8"), Refusal.NOT_ALLOWED);
        t = move(t, ANN, "h8");
        assertEquals(1, t.game().ply());
    }
}
