package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Mark;
import inrow.engine.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An arena's berserk in the room's game: the player's clock is halved before their first move, once, and their first
 * move (which is not charged) keeps the halved clock instead of giving the start back.
 */
class BerserkingTest {
    private static final String CODE = "BERSERK2";

    private static Table table(TimeControl clock) {
        return Table.fold(null, List.of(new Change.Created(CODE, Rules.GOMOKU, 1000, 0, clock, false, 10),
            new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null),
            new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, 11)));
    }

    private static Table apply(Table t, Verdict v) {
        return Table.fold(t, ((Verdict.Commit) v).changes());
    }

    private static Table move(Table t, Mark mover, int x, int y, long at) {
        Long left = Timekeeper.clockAfter(t, mover, at, 0);
        return Table.evolve(t, new Change.Moved(CODE, 1, t.game().ply(), x, y, at, left, null));
    }

    @Test
    void halvesOnceBeforeTheFirstMoveAndTheFirstMoveKeepsIt() {
        Table t = table(TimeControl.fischer(180, 2));
        Table x = apply(t, Berserking.berserk(t, 0));
        assertEquals(List.of(90_000L, 180_000L), x.clocks().left());
        assertInstanceOf(Verdict.Refuse.class, Berserking.berserk(x, 0), "once");
        Table moved = move(x, Mark.X, 7, 7, 20);
        assertEquals(90_000L, moved.clocks().left().get(0), "the first move does not give the start back");
        assertFalse(Berserking.possible(moved, 0), "after the first move");
        assertTrue(Berserking.possible(moved, 1), "O has not moved yet");
        Table o = apply(moved, Berserking.berserk(moved, 1));
        assertEquals(List.of(90_000L, 90_000L), o.clocks().left());
        Table both = move(o, Mark.O, 8, 8, 30);
        assertEquals(90_000L, both.clocks().left().get(1));
        assertFalse(Berserking.possible(both, 1));
    }

    @Test
    void notInAnUntimedGameNorWithoutAnInitialTime() {
        assertInstanceOf(Verdict.Refuse.class, Berserking.berserk(table(null), 0));
        assertFalse(Berserking.possible(table(TimeControl.fischer(0, 2)), 0), "lichess: not at 0+n");
        assertFalse(Berserking.possible(table(TimeControl.perMove(30)), 0));
    }
}
