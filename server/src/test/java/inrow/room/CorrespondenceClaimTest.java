package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Judge;
import inrow.game.Change;
import inrow.game.Verdict;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import inrow.engine.Rules;
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Issue 38, item 1: in a game with days per move, being away is normal and only the deadline decides; a player who
 * closed the tab for a minute could be claimed against with nearly a day left on their clock.
 */
class CorrespondenceClaimTest {
    private static final String CODE = "CORRESP2";
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "t", now::get, 60_000);

    private Whereabouts bobGone;

    private Table begun(TimeControl control) {
        Table t = Table.evolve(null, new Change.Created(CODE, Rules.GOMOKU, 1000, 0, control, true, now.get()));
        t = Table.evolve(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null));
        t = Table.evolve(t, new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null));
        t = Table.evolve(t, new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, now.get()));
        for (int[] p : List.of(new int[] {7, 7}, new int[] {8, 8}, new int[] {7, 8})) {
            Member m = Member.seatedAt(t.slot(t.game().turn()));
            Verdict v = Commands.decide(judge, t, Whereabouts.NONE, m, new ClientMessage.Move(null, p[0], p[1], t.game().ply()));
            t = Table.fold(t, assertInstanceOf(Verdict.Commit.class, v).changes());
        }
        // Bob (O, to move) closes the tab; Ann stays.
        bobGone = Whereabouts.NONE.withAway(java.util.Arrays.asList(null, now.get()));
        return t;
    }

    @Test
    void aCorrespondenceGameCannotBeClaimedAsAbandonedOnlyTheDeadlineDecides() {
        Table t = begun(TimeControl.days(1));
        now.addAndGet(61_000);
        Verdict v = Commands.decide(judge, t, bobGone, Member.seatedAt(0), new ClientMessage.Claim(null));
        assertEquals(ErrorCode.NOT_CLAIMABLE, ErrorCode.of(assertInstanceOf(Verdict.Refuse.class, v, v.toString()).code()));
        now.addAndGet(3_600_000L * 20);
        v = Commands.decide(judge, t, bobGone, Member.seatedAt(0), new ClientMessage.Claim(null));
        assertEquals(ErrorCode.NOT_CLAIMABLE, ErrorCode.of(assertInstanceOf(Verdict.Refuse.class, v, v.toString()).code()),
            "20 hours away with a day per move: still the absentee's time");
        assertNull(Views.of(t, Whereabouts.NONE, 0, now.get(), 60_000).abandonMs(), "the page is told there is no claim to offer");
    }

    @Test
    void liveClocksKeepTheClaim() {
        Table t = begun(TimeControl.fischer(300, 2));
        now.addAndGet(61_000);
        Verdict v = Commands.decide(judge, t, bobGone, Member.seatedAt(0), new ClientMessage.Claim(null));
        assertInstanceOf(Verdict.Commit.class, v, v.toString());
        assertEquals(60_000L, Views.of(t, Whereabouts.NONE, 0, now.get(), 60_000).abandonMs());
    }
}
