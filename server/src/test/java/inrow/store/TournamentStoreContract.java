package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.tournament.Arena;
import inrow.tournament.ArenaGame;
import inrow.tournament.ArenaSettings;
import inrow.tournament.ArenaStatus;
import inrow.tournament.Entrant;
import inrow.tournament.GameResult;
import inrow.tournament.Joining;
import inrow.tournament.SeatedGame;
import inrow.tournament.Sheet;
import inrow.tournament.Swiss;
import inrow.tournament.SwissPlayer;
import inrow.tournament.SwissRound;
import inrow.tournament.SwissStore;
import inrow.tournament.TournamentStore;
import inrow.tournament.swiss.Colour;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What every tournament store does, run against SQLite and PostgreSQL alike. */
abstract class TournamentStoreContract {
    abstract JdbcStore open();

    abstract JdbcTournamentStore tournamentsOf(JdbcStore store);

    JdbcStore games;
    TournamentStore store;
    SwissStore swisses;

    @BeforeEach
    void openStore() {
        games = open();
        JdbcTournamentStore both = tournamentsOf(games);
        store = both;
        swisses = both;
    }

    @AfterEach
    void closeStore() {
        games.close();
    }

    static Arena arena(String id, long startsAt, ArenaStatus status) {
        return new Arena(id, new ArenaSettings("Friday blitz", "renju", "swap2", 180_000, 2_000, 60, true, "digest",
            1400, null, 5), startsAt, startsAt + 3_600_000, "acc-ana", "ana", false, status);
    }

    @Test
    void anArenaComesBackAsKept() {
        Arena a = arena("ab12cd34", 1000, ArenaStatus.CREATED);
        assertTrue(store.create(a, null));
        assertEquals(a, store.find("ab12cd34").orElseThrow());
        assertTrue(store.find("nope").isEmpty());
        Arena open = new Arena("open1", new ArenaSettings("Open", "gomoku", null, 60_000, 0, 10, false, null, null,
            null, null), 5, 600_005, null, null, true, ArenaStatus.CREATED);
        assertTrue(store.create(open, "hourly@5"));
        assertEquals(open, store.find("open1").orElseThrow());
        assertEquals(List.of("open1", "ab12cd34"), store.withStatus(ArenaStatus.CREATED, 10).stream().map(Arena::id)
            .toList(), "soonest first");
        store.status("open1", ArenaStatus.FINISHED);
        assertEquals(ArenaStatus.FINISHED, store.find("open1").orElseThrow().status());
        assertEquals(List.of("ab12cd34"), store.withStatus(ArenaStatus.CREATED, 10).stream().map(Arena::id).toList());
    }

    @Test
    void oneNodeHoldsAnArenasLeaseUntilItLapses() {
        store.create(arena("t1", 1000, ArenaStatus.STARTED), null);
        assertTrue(store.lease("t1", "node-a", 100, 5_100));
        assertFalse(store.lease("t1", "node-b", 200, 5_200), "node-a holds it");
        assertTrue(store.lease("t1", "node-a", 1_100, 6_100), "renewed by its holder");
        assertFalse(store.lease("t1", "node-b", 6_000, 11_000), "not yet lapsed");
        assertTrue(store.lease("t1", "node-b", 6_101, 11_101), "node-a went quiet: node-b takes over");
        assertFalse(store.lease("t1", "node-a", 6_200, 11_200));
        assertTrue(store.lease("t2", "node-a", 6_200, 11_200), "each arena its own lease");
    }

    @Test
    void aScheduleSlotIsFilledOnce() {
        assertTrue(store.create(arena("one", 1000, ArenaStatus.CREATED), "hourly@1000"));
        assertFalse(store.create(arena("two", 1000, ArenaStatus.CREATED), "hourly@1000"),
            "another node's, or before a restart");
        assertTrue(store.find("two").isEmpty());
    }

    @Test
    void playersJoinOncePauseAndLeave() {
        store.create(arena("t1", 1000, ArenaStatus.STARTED), null);
        assertEquals(Joining.JOINED, store.join("t1", new Entrant("acc-ana", "ana", 10, false, false)));
        assertEquals(Joining.ALREADY_JOINED, store.join("t1", new Entrant("acc-ana", "ana", 11, false, false)),
            "joined already");
        assertEquals(Joining.JOINED, store.join("t1", new Entrant("acc-bo", "bo", 12, false, false)));
        store.update("t1", new Entrant("acc-ana", "ana", 10, true, true));
        assertEquals(List.of(new Entrant("acc-ana", "ana", 10, true, true), new Entrant("acc-bo", "bo", 12, false,
            false)), store.entrants("t1"));
        assertEquals(Map.of("t1", 2), store.counts(List.of("t1", "t2")));
        store.remove("t1", "acc-bo");
        assertEquals(1, store.entrants("t1").size());
    }

    @Test
    void aGameStartsTakesABerserkAndEndsOnce() {
        store.create(arena("t1", 1000, ArenaStatus.STARTED), null);
        store.join("t1", new Entrant("a", "ana", 10, false, false));
        store.join("t1", new Entrant("b", "bo", 10, false, false));
        ArenaGame g = new ArenaGame("t1", "K7PQ2ABC", "a", "b", 1612.5, 1500, 100, false, false, null, 0, 0, 0);
        store.started(g, "tx", "to");
        assertEquals("to", store.token("t1", "K7PQ2ABC", false));
        assertNull(store.token("t1", "nope", true));
        store.berserk("t1", "K7PQ2ABC", false);
        ArenaGame kept = store.games("t1").get(0);
        assertTrue(kept.oBerserk());
        assertFalse(kept.xBerserk());
        assertNull(kept.winner());
        assertEquals(1612.5, kept.xRating());
        ArenaGame over = kept.ended("X", 9, 8, 500);
        Sheet ana = Sheet.EMPTY.plus(GameResult.WIN, false, false);
        assertTrue(store.ended(over, Map.of("a", ana)));
        assertEquals(over, store.games("t1").get(0));
        assertFalse(store.ended(kept.ended("O", 1, 1, 900), Map.of("a", Sheet.EMPTY)), "ended already");
        assertEquals(over, store.games("t1").get(0), "a game ends once");
        assertEquals("W2", JdbcTournamentStore.text(ana));
    }

    @Test
    void aTicksGamesStartAndEndTogetherOrNotAtAll() {
        store.create(arena("t1", 1000, ArenaStatus.STARTED), null);
        for (String p : List.of("a", "b", "c", "d")) {
            store.join("t1", new Entrant(p, p, 10, false, false));
        }
        ArenaGame one = new ArenaGame("t1", "G1", "a", "b", 1500, 1500, 100, false, false, null, 0, 0, 0);
        ArenaGame two = new ArenaGame("t1", "G2", "c", "d", 1500, 1500, 101, false, false, null, 0, 0, 0);
        store.started(List.of(new SeatedGame(one, "x1", "o1"), new SeatedGame(two, "x2", "o2")));
        assertEquals(List.of(one, two), store.going("t1"));
        assertEquals("o2", store.token("t1", "G2", false));
        // Another node ended the second game first: the batch naming both changes nothing.
        ArenaGame twoElsewhere = two.ended("O", 4, 4, 200);
        assertTrue(store.ended(twoElsewhere, Map.of("d", Sheet.EMPTY.plus(GameResult.WIN, false, false))));
        Sheet win = Sheet.EMPTY.plus(GameResult.WIN, false, false);
        assertFalse(store.ended(List.of(one.ended("X", 3, 2, 300), two.ended("X", 5, 4, 301)),
            Map.of("a", win, "c", win)));
        assertEquals(List.of(one), store.going("t1"), "the first game's end was rolled back with the batch");
        // Alone, it ends.
        assertTrue(store.ended(List.of(one.ended("X", 3, 2, 300)), Map.of("a", win)));
        assertEquals(List.of(), store.going("t1"));
        assertEquals(List.of(one.ended("X", 3, 2, 300), twoElsewhere), store.games("t1"));
    }

    @Test
    void aPersonIsActiveInOneTournamentAtATime() {
        store.create(arena("t1", 1000, ArenaStatus.STARTED), null);
        store.create(arena("t2", 1000, ArenaStatus.STARTED), null);
        swisses.create(swiss("sw1", 2000));
        assertEquals(Joining.JOINED, store.join("t1", new Entrant("ana", "ana", 10, false, false)));
        assertEquals(java.util.Optional.of("t1"), store.activeIn("ana"));
        assertEquals(Joining.IN_OTHER_TOURNAMENT, store.join("t2", new Entrant("ana", "ana", 11, false, false)));
        assertEquals(Joining.IN_OTHER_TOURNAMENT, swisses.join("sw1", new Entrant("ana", "ana", 11, false, false),
            1500));
        assertTrue(store.entrants("t2").isEmpty(), "a refused join keeps nothing");
        assertTrue(swisses.players("sw1").isEmpty());

        store.update("t1", new Entrant("ana", "ana", 10, true, false));
        assertEquals(Joining.IN_OTHER_TOURNAMENT, store.join("t2", new Entrant("ana", "ana", 12, false, false)),
            "a pause keeps her in the arena");
        store.update("t1", new Entrant("ana", "ana", 10, true, true));
        assertTrue(store.activeIn("ana").isEmpty(), "a withdrawal frees her");
        assertEquals(Joining.JOINED, store.join("t2", new Entrant("ana", "ana", 13, false, false)));
        assertEquals(Joining.IN_OTHER_TOURNAMENT, store.rejoin("t1", new Entrant("ana", "ana", 10, false, false)),
            "coming back to the first is a join too");
        assertTrue(store.entrants("t1").get(0).withdrawn(), "and refused changes nothing");

        store.status("t2", ArenaStatus.FINISHED);
        assertTrue(store.activeIn("ana").isEmpty(), "its end frees her");
        assertEquals(Joining.JOINED, swisses.join("sw1", new Entrant("ana", "ana", 14, false, false), 1500));
        store.remove("sw1", "ana");
        assertEquals(Joining.JOINED, store.rejoin("t1", new Entrant("ana", "ana", 10, false, false)),
            "taken out of the Swiss before its start: free");
        assertEquals(java.util.Optional.of("t1"), store.activeIn("ana"));
        swisses.finished("t1", 9_000, "completed");
        assertTrue(store.activeIn("ana").isEmpty());
    }

    @Test
    void twoJoinsRacingIntoTwoTournamentsOneWins() throws Exception {
        for (int round = 0; round < 10; round++) {
            String a = "ra" + round;
            String b = "rb" + round;
            store.create(arena(a, 1000, ArenaStatus.STARTED), null);
            swisses.create(swiss(b, 2000));
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
            try {
                String who = "p" + round;
                java.util.concurrent.Future<Joining> one = two.submit(() -> {
                    go.await();
                    return store.join(a, new Entrant(who, who, 10, false, false));
                });
                java.util.concurrent.Future<Joining> other = two.submit(() -> {
                    go.await();
                    return swisses.join(b, new Entrant(who, who, 10, false, false), 1500);
                });
                go.countDown();
                List<Joining> both = List.of(one.get(), other.get());
                assertEquals(1, both.stream().filter(j -> j == Joining.JOINED).count(), "one of " + both);
                assertEquals(1, store.entrants(a).size() + store.entrants(b).size(), "one entry kept");
            } finally {
                two.shutdownNow();
            }
        }
    }

    static Swiss swiss(String id, long startsAt) {
        return new Swiss(id, new ArenaSettings("Sunday Swiss", "gomoku", null, 300_000, 3_000, 0, true, null, null,
            1800, null), 4, 10, Colour.BLACK, startsAt, 0, "acc-ana", "ana", ArenaStatus.CREATED, null);
    }

    @Test
    void aSwissComesBackAsKeptBesideArenasAndFinishesOnce() {
        Swiss w = swiss("sw1", 2000);
        swisses.create(w);
        store.create(arena("ar1", 1000, ArenaStatus.CREATED), null);
        assertEquals(w, swisses.findSwiss("sw1").orElseThrow());
        assertTrue(store.find("sw1").isEmpty(), "a Swiss is no arena");
        assertTrue(swisses.findSwiss("ar1").isEmpty(), "an arena is no Swiss");
        assertEquals(List.of("ar1"), store.withStatus(ArenaStatus.CREATED, 10).stream().map(Arena::id).toList());
        assertEquals(List.of("sw1"), swisses.swissesWithStatus(ArenaStatus.CREATED, 10).stream().map(Swiss::id)
            .toList());
        store.status("sw1", ArenaStatus.STARTED);
        assertEquals(ArenaStatus.STARTED, swisses.findSwiss("sw1").orElseThrow().status());
        swisses.finished("sw1", 9_000, "no_pairing");
        swisses.finished("sw1", 9_500, "completed");
        assertEquals(w.finished(9_000, "no_pairing"), swisses.findSwiss("sw1").orElseThrow(), "finished once");
    }

    @Test
    void swissPlayersAreNumberedInTheOrderTheyJoined() {
        swisses.create(swiss("sw1", 2000));
        assertEquals(Joining.JOINED, swisses.join("sw1", new Entrant("acc-cy", "cy", 10, false, false), 1500));
        assertEquals(Joining.JOINED, swisses.join("sw1", new Entrant("acc-ana", "ana", 11, false, false), 1720));
        assertEquals(Joining.ALREADY_JOINED, swisses.join("sw1", new Entrant("acc-ana", "ana", 12, false, false),
            1000), "joined already");
        assertEquals(Joining.JOINED, swisses.join("sw1", new Entrant("acc-bo", "bo", 13, false, false), 1610));
        assertEquals(List.of(new SwissPlayer("acc-cy", 1, 1500), new SwissPlayer("acc-ana", 2, 1720),
            new SwissPlayer("acc-bo", 3, 1610)), swisses.players("sw1"));
        store.remove("sw1", "acc-cy");
        assertEquals(2, swisses.players("sw1").size(), "taken out before the start");
        assertEquals(Joining.JOINED, swisses.join("sw1", new Entrant("acc-cy", "cy", 20, false, false), 1400));
        assertEquals(new SwissPlayer("acc-cy", 1, 1500), swisses.players("sw1").get(0), "back with the first number");
        assertEquals(Map.of("sw1", 3), store.counts(List.of("sw1")));
    }

    @Test
    void newcomersJoiningAtOnceGetNumbersOfTheirOwn() throws Exception {
        swisses.create(swiss("sw1", 2000));
        int n = 8;
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        List<java.util.concurrent.CompletableFuture<Joining>> joins = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            String p = "acc-" + i;
            joins.add(java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return swisses.join("sw1", new Entrant(p, p, 10, false, false), 1500);
            }, java.util.concurrent.Executors.newSingleThreadExecutor()));
        }
        go.countDown();
        for (java.util.concurrent.CompletableFuture<Joining> j : joins) {
            assertEquals(Joining.JOINED, j.get());
        }
        assertEquals(java.util.stream.IntStream.rangeClosed(1, n).boxed().toList(), swisses.players("sw1").stream()
            .map(SwissPlayer::number).sorted().toList(), "every player numbered, none twice");
    }

    @Test
    void aRoundIsKeptWholeAndOnce() {
        swisses.create(swiss("sw1", 2000));
        for (String p : List.of("a", "b", "c", "d", "e")) {
            swisses.join("sw1", new Entrant(p, p, 10, false, false), 1500);
        }
        ArenaGame one = new ArenaGame("sw1", "GAME0001", "a", "b", 1500, 1500, 100, false, false, null, 0, 0, 0);
        ArenaGame two = new ArenaGame("sw1", "GAME0002", "d", "c", 1500, 1500, 100, false, false, null, 0, 0, 0);
        assertTrue(swisses.paired("sw1", new SwissRound(1, 100, List.of("GAME0002", "GAME0001"), "e"),
            List.of(new SeatedGame(two, "t2x", "t2o"), new SeatedGame(one, "t1x", "t1o"))));
        assertFalse(swisses.paired("sw1", new SwissRound(1, 200, List.of("GAME0003"), null),
            List.of(new SeatedGame(new ArenaGame("sw1", "GAME0003", "a", "c", 1500, 1500, 200, false, false, null, 0,
                0, 0), "x", "o"))), "round 1 was paired already");
        assertEquals(List.of(new SwissRound(1, 100, List.of("GAME0002", "GAME0001"), "e")), swisses.rounds("sw1"));
        assertEquals(2, store.games("sw1").size(), "the second pairing kept nothing");
        assertEquals("t2o", store.token("sw1", "GAME0002", false));
        assertEquals(java.util.Set.of(), store.playing("swiss"), "not started yet");
        store.status("sw1", ArenaStatus.STARTED);
        assertEquals(java.util.Set.of("a", "b", "c", "d"), store.playing("swiss"));
        assertEquals(java.util.Set.of(), store.playing("arena"));
        store.ended(one.ended("X", 5, 4, 300), Map.of());
        assertEquals(java.util.Set.of("c", "d"), store.playing("swiss"), "a and b are free again");
        assertEquals("X", store.games("sw1").stream().filter(g -> g.code().equals("GAME0001")).findFirst()
            .orElseThrow().winner());
        assertTrue(swisses.paired("sw1", new SwissRound(2, 400, List.of(), "a"), List.of()), "a round of one bye");
        assertEquals(List.of(1, 2), swisses.rounds("sw1").stream().map(SwissRound::round).toList());
        assertEquals(List.of(), swisses.rounds("sw1").get(1).codes());
    }

    @Test
    void onePlayersEntryAndGameGoingOnAreReadAlone() {
        store.create(arena("t1", 1000, ArenaStatus.STARTED), null);
        store.create(arena("t2", 1000, ArenaStatus.STARTED), null);
        store.join("t1", new Entrant("a", "ana", 10, false, false));
        store.join("t1", new Entrant("b", "bo", 11, true, false));
        store.join("t2", new Entrant("c", "cy", 12, false, false));
        assertEquals(new Entrant("b", "bo", 11, true, false), store.entrant("t1", "b").orElseThrow());
        assertTrue(store.entrant("t1", "c").isEmpty(), "joined another arena only");
        assertTrue(store.playing("t1", "a").isEmpty());
        ArenaGame first = new ArenaGame("t1", "G1", "a", "b", 1500, 1500, 100, false, false, null, 0, 0, 0);
        store.started(first, "tx", "to");
        store.started(new ArenaGame("t2", "G2", "c", "a", 1500, 1500, 150, false, false, null, 0, 0, 0), "tx", "to");
        assertEquals(first, store.playing("t1", "b").orElseThrow(), "as O");
        assertEquals(first, store.playing("t1", "a").orElseThrow(), "as X, and not t2's game");
        assertEquals(List.of(first), store.going("t1"));
        store.ended(first.ended("X", 3, 2, 200), Map.of());
        assertTrue(store.playing("t1", "a").isEmpty(), "over");
        assertEquals(List.of(), store.going("t1"));
        ArenaGame next = new ArenaGame("t1", "G3", "b", "a", 1500, 1500, 300, false, false, null, 0, 0, 0);
        store.started(next, "tx", "to");
        assertEquals(next, store.playing("t1", "a").orElseThrow());
    }
}
