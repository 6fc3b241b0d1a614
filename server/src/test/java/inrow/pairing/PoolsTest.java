package inrow.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Worked scenarios of the pools on an injected clock: who meets whom, when, with which side, and what is refused. */
class PoolsTest {
    private static final PoolKey BLITZ = new PoolKey("gomoku-standard", "3+2", false);
    private static final PoolKey BULLET = new PoolKey("gomoku-standard", "1+0", false);
    private static final PoolKey RATED = new PoolKey("gomoku-standard", "3+2", true);

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final RecentPairings history = new RecentPairings(1000);
    private final Pools pools = new Pools(Set.of(BLITZ, BULLET, RATED), history, now::get);

    private static Seeker guest(String id, double rating) {
        return new Seeker(id, false, rating, 350);
    }

    private static String names(Pairing p) {
        return p.first().player() + "-" + p.second().player();
    }

    private void later(long ms) {
        now.addAndGet(ms);
    }

    @Test
    void twoAtTheSameRatingMeetAtOnce() {
        assertEquals(List.of(), pools.enter(guest("ann", 1500), BLITZ).pairings());
        assertEquals(Map.of(BLITZ, 1), pools.seeking());
        Pools.Entered second = pools.enter(guest("bob", 1500), BLITZ);
        assertTrue(second.accepted());
        assertEquals(1, second.pairings().size());
        assertEquals("ann-bob", names(second.pairings().get(0)), "nobody has history: who waited longer moves first");
        assertEquals(Map.of(), pools.seeking(), "both have left the pool");
        assertEquals(Optional.empty(), pools.entryOf("ann"));
    }

    @Test
    void differentPoolsNeverMeet() {
        pools.enter(guest("ann", 1500), BLITZ);
        assertEquals(List.of(), pools.enter(guest("bob", 1500), BULLET).pairings());
        assertEquals(Map.of(BLITZ, 1, BULLET, 1), pools.seeking());
    }

    @Test
    void theRangeWidensWithWaitingUntilBothAccept() {
        // 1500 and 1760 are 260 apart: a range of 100 + 25 x s covers it from s = 7, and both must have waited so.
        pools.enter(guest("ann", 1500), BLITZ);
        later(7_000);
        assertEquals(List.of(), pools.enter(guest("bob", 1760), BLITZ).pairings(), "bob has only +-100");
        assertEquals(List.of(), pools.tick());
        later(6_000);
        assertEquals(List.of(), pools.tick(), "bob at 6 s: +-250 is not enough");
        later(1_000);
        List<Pairing> made = pools.tick();
        assertEquals(1, made.size(), "bob at 7 s: +-275 covers 260");
        assertEquals("ann-bob", names(made.get(0)));
    }

    @Test
    void theRangeStopsAtItsCap() {
        assertEquals(100, RatingRange.of(0));
        assertEquals(100, RatingRange.of(999));
        assertEquals(125, RatingRange.of(1_000));
        assertEquals(500, RatingRange.of(16_000));
        assertEquals(500, RatingRange.of(3_600_000));
        pools.enter(guest("ann", 1000), BLITZ);
        pools.enter(guest("bob", 1501), BLITZ);
        later(3_600_000);
        assertEquals(List.of(), pools.tick(), "501 apart: never, however long they wait");
    }

    @Test
    void theClosestRatingIsTakenFirst() {
        pools.enter(guest("ann", 1500), BULLET);
        pools.enter(guest("cat", 1560), BLITZ);
        pools.enter(guest("dan", 1520), BLITZ);
        // cat and dan met at once (40 apart); ann now joins their pool in a second step.
        assertEquals(Map.of(BULLET, 1), pools.seeking());
        pools.cancel("ann");
        pools.enter(guest("eve", 1590), BLITZ);
        pools.enter(guest("fay", 1400), BLITZ);
        pools.enter(guest("gus", 1580), BLITZ);
        // eve waits longest; fay (190 away) is out of range, gus (10 away) is the closest.
        assertEquals(Optional.empty(), pools.entryOf("gus"));
        assertEquals(Optional.empty(), pools.entryOf("eve"));
        assertTrue(pools.entryOf("fay").isPresent());
    }

    @Test
    void noOneIsPairedWithThemselfAndOneEntryPerPlayer() {
        assertTrue(pools.enter(guest("ann", 1500), BLITZ).accepted());
        Pools.Entered again = pools.enter(guest("ann", 1500), BLITZ);
        assertEquals(Refusal.ALREADY_SEEKING, again.refusal());
        Pools.Entered elsewhere = pools.enter(guest("ann", 1500), BULLET);
        assertEquals(Refusal.ALREADY_SEEKING, elsewhere.refusal());
        assertEquals(Map.of(BLITZ, 1), pools.seeking(), "nothing changed");
        later(60_000);
        assertEquals(List.of(), pools.tick());
        assertEquals(BLITZ, pools.entryOf("ann").orElseThrow().pool());
    }

    @Test
    void anUnknownPoolAndAGuestInARatedPoolAreRefused() {
        assertEquals(Refusal.UNKNOWN_POOL, pools.enter(guest("ann", 1500), new PoolKey("chess", "3+2", false)).refusal());
        assertEquals(Refusal.RATED_NEEDS_ACCOUNT, pools.enter(guest("ann", 1500), RATED).refusal());
        assertEquals(Map.of(), pools.seeking());
        assertTrue(pools.enter(new Seeker("acct:7", true, 1500, 80), RATED).accepted());
    }

    @Test
    void cancellingLeavesThePoolAndIsSafeTwice() {
        pools.enter(guest("ann", 1500), BLITZ);
        assertEquals("ann", pools.cancel("ann").orElseThrow().player());
        assertEquals(Optional.empty(), pools.cancel("ann"));
        assertEquals(List.of(), pools.enter(guest("bob", 1500), BLITZ).pairings(), "ann is gone");
        assertTrue(pools.enter(guest("ann", 1500), BULLET).accepted(), "and may enter another pool");
    }

    @Test
    void aFloodOfEntriesIsRefusedUntilTheWindowPasses() {
        for (int i = 0; i < Pools.ENTRIES_PER_WINDOW; i++) {
            assertTrue(pools.enter(guest("ann", 1500), BLITZ).accepted(), "entry " + i);
            pools.cancel("ann");
            later(1_000);
        }
        assertEquals(Refusal.TOO_MANY_ENTRIES, pools.enter(guest("ann", 1500), BLITZ).refusal());
        assertEquals(Map.of(), pools.seeking());
        assertTrue(pools.enter(guest("bob", 1500), BULLET).accepted(), "others are not held back");
        later(Pools.WINDOW_MS - Pools.ENTRIES_PER_WINDOW * 1_000L + 1);
        assertTrue(pools.enter(guest("ann", 1500), BLITZ).accepted(), "the first entry has left the window");
    }

    @Test
    void theSameTwoAreNotPairedTwiceInARowWhenAnotherChoiceExists() {
        pools.enter(guest("ann", 1500), BLITZ);
        pools.enter(guest("bob", 1560), BLITZ);          // ann-bob, their first game
        pools.enter(guest("ann", 1500), BLITZ);
        pools.enter(guest("cat", 1630), BLITZ);          // 130 from ann: neither accepts yet
        // bob comes back: ann is 60 away (their last game), cat 70 away; bob meets cat.
        Pairing p = pools.enter(guest("bob", 1560), BLITZ).pairings().get(0);
        assertEquals(Set.of("bob", "cat"), Set.of(p.first().player(), p.second().player()));
        assertEquals(Map.of(BLITZ, 1), pools.seeking(), "ann waits for someone new");
    }

    @Test
    void theSameTwoMeetAgainWhenTheyAreEachOthersOnlyChoice() {
        pools.enter(guest("ann", 1500), BLITZ);
        pools.enter(guest("bob", 1500), BLITZ);
        pools.enter(guest("ann", 1500), BLITZ);
        pools.enter(guest("cat", 1900), BLITZ);          // out of everyone's range
        Pairing p = pools.enter(guest("bob", 1500), BLITZ).pairings().get(0);
        assertEquals(Set.of("ann", "bob"), Set.of(p.first().player(), p.second().player()),
            "rather than keep both waiting");
        assertEquals("bob-ann", names(p), "and the sides turn round");
    }

    @Test
    void aRepeatGivesWayToAnotherChoiceAtTheSameTick() {
        history.paired("ann", "bob", Side.FIRST);
        history.paired("bob", "ann", Side.SECOND);
        List<Entry> four = List.of(
            entry("ann", 1500, 0), entry("bob", 1500, 1), entry("cat", 1500, 2), entry("dan", 1500, 3));
        List<Pairing> made = Matcher.match(four, 10);
        assertEquals(2, made.size());
        for (Pairing p : made) {
            assertFalse(Set.of(p.first().player(), p.second().player()).equals(Set.of("ann", "bob")), names(p));
        }
    }

    @Test
    void theLongestWaitingTakesTheClosestOfThoseWhoAcceptIt() {
        List<Pairing> made = Matcher.match(List.of(
            entry("ann", 1500, 0), entry("bob", 1580, 1), entry("cat", 1520, 2), entry("dan", 1640, 3)), 10);
        assertEquals(List.of("ann-cat", "bob-dan"), made.stream().map(PoolsTest::names).toList());
    }

    @Test
    void aRepeatHappensWhenItIsTheOnlyChoice() {
        history.paired("ann", "bob", Side.FIRST);
        history.paired("bob", "ann", Side.SECOND);
        List<Pairing> made = Matcher.match(List.of(entry("ann", 1500, 0), entry("bob", 1500, 1)), 10);
        assertEquals(1, made.size());
    }

    @Test
    void whoHadTheFirstSideLessOftenLatelyMovesFirst() {
        // bob moved first in 3 of his last 4, ann in 1 of 2: ann's balance is 0, bob's +2.
        history.paired("ann", "x", Side.FIRST);
        history.paired("ann", "y", Side.SECOND);
        for (Side s : List.of(Side.FIRST, Side.FIRST, Side.SECOND, Side.FIRST)) {
            history.paired("bob", "z", s);
        }
        pools.enter(guest("bob", 1500), BLITZ);   // bob waited longer, yet ann moves first
        Pairing p = pools.enter(guest("ann", 1500), BLITZ).pairings().get(0);
        assertEquals("ann-bob", names(p));
        assertEquals(Side.FIRST, history.recent("ann").lastSide(), "and the history says so");
        assertEquals(Side.SECOND, history.recent("bob").lastSide());
        assertEquals("bob", history.recent("ann").lastOpponent());
    }

    @Test
    void evenBalancesGoToWhoeverHadTheSecondSideLast() {
        history.paired("ann", "x", Side.SECOND);
        history.paired("ann", "y", Side.FIRST);
        history.paired("bob", "x", Side.FIRST);
        history.paired("bob", "y", Side.SECOND);
        pools.enter(guest("ann", 1500), BLITZ);
        Pairing p = pools.enter(guest("bob", 1500), BLITZ).pairings().get(0);
        assertEquals("bob-ann", names(p));
    }

    @Test
    void colourHistoryAlternatesOverAStreamOfGames() {
        // The same two, alone in the pool, ten times: sides alternate, so each moves first five times.
        for (int i = 0; i < 10; i++) {
            pools.enter(guest("ann", 1500), BLITZ);
            later(1);
            pools.enter(guest("bob", 1500), BLITZ);
            later(10_000);
        }
        assertEquals(0, history.recent("ann").firstsOverSeconds());
        assertEquals(0, history.recent("bob").firstsOverSeconds());
        assertNull(pools.entryOf("ann").orElse(null));
    }

    private Entry entry(String player, double rating, long enteredAt) {
        return new Entry(BLITZ, guest(player, rating), enteredAt, history.recent(player));
    }
}
