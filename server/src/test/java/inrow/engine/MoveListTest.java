package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.Test;

/**
 * Lists that share one array must each keep exactly their own moves, whatever is played after them and from
 * whichever thread. The oracle is a plain copy made alongside.
 */
class MoveListTest {
    @Test
    void branchesFromOneListKeepTheirOwnMoves() {
        List<MoveList> versions = new ArrayList<>();
        List<Point> expected = new ArrayList<>();
        MoveList trunk = MoveList.empty();
        versions.add(trunk);
        for (int i = 0; i < 40; i++) {
            trunk = trunk.plus(new Point(i, 0));
            expected.add(new Point(i, 0));
            versions.add(trunk);
        }
        // A branch from every fifth length, played after the trunk has grown past it, on the array they share.
        List<MoveList> branches = new ArrayList<>();
        for (int at = 0; at <= 40; at += 5) {
            branches.add(versions.get(at).plus(new Point(at, 1)).plus(new Point(at, 2)));
        }
        for (int b = 0; b < branches.size(); b++) {
            int at = b * 5;
            List<Point> want = new ArrayList<>(expected.subList(0, at));
            want.add(new Point(at, 1));
            want.add(new Point(at, 2));
            assertEquals(want, branches.get(b));
        }
        assertEquals(expected, trunk, "the trunk is untouched by its branches");
        for (int at = 0; at <= 40; at++) {
            assertEquals(expected.subList(0, at), versions.get(at), "every earlier list is untouched");
        }
        assertEquals(expected, MoveList.of(new ArrayList<>(expected)));
    }

    @Test
    void theSameMovePlayedTwiceFromOneListThenDivergingStaysTrue() {
        MoveList base = MoveList.empty();
        for (int i = 0; i < 16; i++) {
            base = base.plus(new Point(i, 3));
        }
        // As a room does: the judge plays the move to check it, the table plays it again to keep it.
        MoveList checked = base.plus(new Point(20, 20));
        MoveList kept = base.plus(new Point(20, 20));
        assertEquals(checked, kept);
        MoveList one = checked.plus(new Point(1, 1));
        MoveList other = kept.plus(new Point(2, 2));
        MoveList again = kept.plus(new Point(1, 1));
        List<Point> want = new ArrayList<>(base);
        want.add(new Point(20, 20));
        assertEquals(want, kept);
        want.add(new Point(1, 1));
        assertEquals(want, one);
        assertEquals(want, again);
        want.set(want.size() - 1, new Point(2, 2));
        assertEquals(want, other);
        assertEquals(16, base.size());
    }

    @Test
    void aGameAndAnEarlierPositionPlayedOnBothStayTrue() {
        Game game = Game.start(Rules.preset("gomoku"));
        Game atThree = null;
        for (int i = 0; i < 6; i++) {
            game = ((MoveResult.Played) game.play(i, i % 2 == 0 ? 0 : 5)).game();
            if (i == 2) {
                atThree = game;
            }
        }
        Game other = ((MoveResult.Played) atThree.play(9, 9)).game();
        Game onward = ((MoveResult.Played) game.play(10, 10)).game();
        assertEquals(List.of(new Point(0, 0), new Point(1, 5), new Point(2, 0), new Point(9, 9)), other.moves());
        assertEquals(7, onward.moves().size());
        assertEquals(new Point(5, 5), onward.moves().get(5));
        assertEquals(new Point(10, 10), onward.moves().get(6));
        assertEquals(6, game.moves().size());
        assertEquals(3, atThree.moves().size());
        assertEquals(game.upTo(3).moves(), atThree.moves());
    }

    @Test
    void threadsRacingFromOneListEachGetTheirOwn() throws Exception {
        for (int round = 0; round < 200; round++) {
            MoveList base = MoveList.empty();
            for (int i = 0; i < 10; i++) {
                base = base.plus(new Point(i, 0));
            }
            MoveList from = base;
            CyclicBarrier start = new CyclicBarrier(4);
            List<CompletableFuture<MoveList>> racers = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int mark = t;
                racers.add(CompletableFuture.supplyAsync(() -> {
                    await(start);
                    MoveList mine = from;
                    for (int k = 0; k < 20; k++) {
                        mine = mine.plus(new Point(mark, k + 1));
                    }
                    return mine;
                }));
            }
            for (int t = 0; t < 4; t++) {
                MoveList mine = racers.get(t).get();
                assertEquals(30, mine.size());
                assertEquals(from, mine.subList(0, 10));
                for (int k = 0; k < 20; k++) {
                    assertEquals(new Point(t, k + 1), mine.get(10 + k));
                }
            }
        }
    }

    @Test
    void itIsReadOnlyAndBounded() {
        MoveList list = MoveList.empty().plus(new Point(1, 1));
        assertThrows(UnsupportedOperationException.class, () -> list.add(new Point(2, 2)));
        assertThrows(UnsupportedOperationException.class, () -> list.set(0, new Point(2, 2)));
        assertThrows(IndexOutOfBoundsException.class, () -> list.get(1));
        assertThrows(IndexOutOfBoundsException.class, () -> list.get(-1));
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
