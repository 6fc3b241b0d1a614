package inrow.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Illegal;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.review.ReviewStore;
import inrow.review.Reviews;
import inrow.testing.Await;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The analysis service: positions checked by the rules, answers kept by position (a transposed move order shares
 * one), and the reviews' per-address share applying to analyses too.
 */
class AnalysesTest {
    private final Reviews pool = new Reviews(ReviewStore.inMemory(), 1, 100);
    private final Analyses analyses = new Analyses(pool, 50, 100);

    @AfterEach
    void close() {
        pool.close();
    }

    private static Position position(Rules rules, Point... moves) {
        return assertInstanceOf(Position.class, Position.of(rules, List.of(moves)));
    }

    @Test
    void badPositionsSayWhy() {
        Position.Refused occupied = assertInstanceOf(Position.Refused.class,
            Position.of(Rules.TICTACTOE, List.of(new Point(1, 1), new Point(1, 1))));
        assertEquals(1, occupied.index());
        assertEquals(Illegal.OCCUPIED, occupied.why().reason());
        Position.Refused over = assertInstanceOf(Position.Refused.class, Position.of(Rules.TICTACTOE, List.of(
            new Point(0, 0), new Point(0, 1), new Point(1, 0), new Point(1, 1), new Point(2, 0))));
        assertEquals(Illegal.GAME_OVER, over.why().reason());
        Position.Refused floating = assertInstanceOf(Position.Refused.class,
            Position.of(Rules.CONNECT4, List.of(new Point(3, 0))));
        assertEquals(Illegal.FLOATING, floating.why().reason());
    }

    @Test
    void aFinishedAnalysisIsKeptForTheSamePositionByAnyMoveOrder() {
        Position p = position(Rules.TICTACTOE, new Point(0, 0), new Point(1, 1), new Point(2, 2));
        Analyses.Status first = analyses.request(p, "a");
        Analyses.Status done = Await.value("the analysis", Duration.ofSeconds(20), Await.EVERY,
            () -> analyses.status(first.id()).filter(s -> s.state().equals("done")).orElse(null));
        assertTrue(done.thought().finished() && done.thought().exact());
        Position transposed = position(Rules.TICTACTOE, new Point(2, 2), new Point(1, 1), new Point(0, 0));
        assertEquals(p.id(), transposed.id());
        Analyses.Status again = analyses.request(transposed, "b");
        assertEquals("done", again.state(), "answered from the cache, nothing queued");
        assertEquals(done.thought(), again.thought());
    }

    @Test
    void anAddressHasTheReviewsShare() {
        // Gomoku positions take their whole time: the first runs, the next waits, a third from the address is refused.
        Analyses slow = new Analyses(pool, 5_000);
        Analyses.Status one = slow.request(position(Rules.GOMOKU, new Point(7, 7)), "flood");
        Analyses.Status two = slow.request(position(Rules.GOMOKU, new Point(6, 6)), "flood");
        assertNotNull(one.id());
        assertEquals("waiting", two.state());
        Reviews.Busy busy = assertThrows(Reviews.Busy.class,
            () -> slow.request(position(Rules.GOMOKU, new Point(5, 5)), "flood"));
        assertTrue(busy.getMessage().contains(String.valueOf(Reviews.PER_ADDRESS)), busy.getMessage());
        assertEquals("waiting", slow.request(position(Rules.GOMOKU, new Point(5, 5)), "someone else").state());
    }
}
