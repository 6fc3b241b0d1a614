package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Judge;
import inrow.game.Change;
import inrow.game.Verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import inrow.engine.Rules;
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.game.SeatKind;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Moves on a board with gravity, as the judge sees them: a move may name only the column (the stone drops to the
 * lowest empty cell), a row given must be the landing row ({@code floating} otherwise), and a full column is
 * {@code occupied}. Without gravity a move without a row is a bad message.
 */
class GravityMovesTest {
    private static final String CODE = "GRAVITY2";

    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "fresh-token", clock::get, 60_000);

    private static final Member ANN = Member.seatedAt(0);
    private static final Member BOB = Member.seatedAt(1);

    private Table table(Rules rules) {
        Table t = Table.evolve(null, new Change.Created(CODE, rules, 1000, 0, null, true, clock.get()));
        t = Table.evolve(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null));
        return Table.evolve(t, new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null));
    }

    /** Applies a committed verdict, and fails on anything else. */
    private static Table apply(Table t, Verdict v) {
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, v, v.toString());
        for (Change change : c.changes()) {
            t = Table.evolve(t, change);
        }
        return t;
    }

    private Verdict drop(Table t, Member m, int x) {
        return Commands.decide(judge, t, Whereabouts.NONE, m, new ClientMessage.Move(null, x, null, t.game().ply()));
    }

    private static void refused(Verdict v, ErrorCode code) {
        Verdict.Refuse r = assertInstanceOf(Verdict.Refuse.class, v, v.toString());
        assertEquals(code, ErrorCode.of(r.code()), r.message());
    }

    @Test
    void aMoveNamingOnlyTheColumnLandsOnItsLowestEmptyCell() {
        Table t = table(Rules.CONNECT4);
        t = apply(t, drop(t, ANN, 3));
        t = apply(t, drop(t, BOB, 3));
        t = apply(t, drop(t, ANN, 0));
        assertEquals("""
            .......
            .......
            .......
            .......
            ...O...
            X..X...""", t.game().toString());
    }

    @Test
    void aRowGivenMustBeTheLandingRow() {
        Table t = table(Rules.CONNECT4);
        refused(Commands.decide(judge, t, Whereabouts.NONE, ANN, new ClientMessage.Move(null, 3, 2, 0)), ErrorCode.FLOATING);
        refused(Commands.decide(judge, t, Whereabouts.NONE, ANN, new ClientMessage.Move(null, 3, 0, 0)), ErrorCode.FLOATING);
        assertEquals(0, t.game().ply(), "nothing changed");
        t = apply(t, Commands.decide(judge, t, Whereabouts.NONE, ANN, new ClientMessage.Move(null, 3, 5, 0)));
        refused(Commands.decide(judge, t, Whereabouts.NONE, BOB, new ClientMessage.Move(null, 3, 5, 1)), ErrorCode.OCCUPIED);
        t = apply(t, Commands.decide(judge, t, Whereabouts.NONE, BOB, new ClientMessage.Move(null, 3, 4, 1)));
        assertEquals("...O...", t.game().row(4));
    }

    @Test
    void aFullColumnIsOccupiedAndAColumnOffTheBoardIsOutOfBounds() {
        Table t = table(Rules.CONNECT4);
        for (int i = 0; i < 6; i++) {
            t = apply(t, drop(t, i % 2 == 0 ? ANN : BOB, 2));
        }
        refused(drop(t, ANN, 2), ErrorCode.OCCUPIED);
        refused(Commands.decide(judge, t, Whereabouts.NONE, ANN, new ClientMessage.Move(null, 2, 0, 6)), ErrorCode.OCCUPIED);
        refused(drop(t, ANN, 7), ErrorCode.OUT_OF_BOUNDS);
        refused(drop(t, ANN, -1), ErrorCode.OUT_OF_BOUNDS);
        assertEquals(6, t.game().ply());
    }

    @Test
    void fourDroppedInARowWin() {
        Table t = table(Rules.CONNECT4);
        for (int x : new int[] {0, 0, 1, 1, 2, 2, 3}) {
            t = apply(t, drop(t, t.game().ply() % 2 == 0 ? ANN : BOB, x));
        }
        assertEquals(inrow.engine.Mark.X, t.game().result().winner());
        assertEquals(4, t.game().result().line().size());
    }

    @Test
    void aColumnResentIsConfirmedNotPlayedTwice() {
        Table t = table(Rules.CONNECT4);
        t = apply(t, drop(t, ANN, 4));
        Verdict again = Commands.decide(judge, t, Whereabouts.NONE, ANN, new ClientMessage.Move(null, 4, null, 0));
        assertEquals(new Verdict.Answer(new Verdict.Confirm()), again);
        assertEquals(1, t.game().ply());
    }

    @Test
    void gravityWorksOnAnyBoard() {
        Table t = table(new Rules(9, 7, 5, true, false, true));
        t = apply(t, drop(t, ANN, 8));
        assertEquals("X", t.game().at(8, 6).name());
    }

    @Test
    void withoutGravityAMoveNeedsARow() {
        Table t = table(Rules.TICTACTOE);
        refused(drop(t, ANN, 1), ErrorCode.BAD_MESSAGE);
        assertEquals(0, t.game().ply());
    }
}
