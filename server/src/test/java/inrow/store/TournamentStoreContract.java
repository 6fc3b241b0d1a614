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
import inrow.tournament.Sheet;
import inrow.tournament.TournamentStore;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What every tournament store does, run against SQLite and PostgreSQL alike. */
abstract class TournamentStoreContract {
    abstract JdbcStore open();

    abstract TournamentStore tournamentsOf(JdbcStore store);

    JdbcStore games;
    TournamentStore store;

    @BeforeEach
    void openStore() {
        games = open();
        store = tournamentsOf(games);
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
        assertTrue(store.join("t1", new Entrant("acc-ana", "ana", 10, false, false)));
        assertFalse(store.join("t1", new Entrant("acc-ana", "ana", 11, false, false)), "joined already");
        assertTrue(store.join("t1", new Entrant("acc-bo", "bo", 12, false, false)));
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
