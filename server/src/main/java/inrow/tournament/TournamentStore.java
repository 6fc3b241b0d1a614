package inrow.tournament;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where arenas, their players and their games are kept (SQLite or PostgreSQL beside the games): every change is
 * written at once, so a restart or another node reads the same arena. Standings are not kept but worked out from the
 * games ({@link Standings}).
 */
public interface TournamentStore {
    /**
     * Keeps a new arena; {@code scheduleKey} names the site schedule's slot it fills (null: a person's arena).
     * False when that slot already has its arena (made by another node, or before a restart).
     */
    boolean create(Arena arena, String scheduleKey);

    Optional<Arena> find(String id);

    /** Arenas in this status: created ones soonest first, started ones by their end, finished ones latest first. */
    List<Arena> withStatus(ArenaStatus status, int limit);

    /** A tournament finishing frees its players for another. */
    void status(String id, ArenaStatus status);

    List<Entrant> entrants(String id);

    /** How many joined each of these arenas (absent: none). */
    Map<String, Integer> counts(List<String> ids);

    /**
     * Adds the player and makes this the one tournament they are active in, in one transaction; refused, changing
     * nothing, when they had joined already or are active in another tournament that has not finished.
     */
    Joining join(String id, Entrant entrant);

    /**
     * A player who joined before comes back (their pause and withdrawal as now given): as a join, refused when they
     * are active in another tournament that has not finished.
     */
    Joining rejoin(String id, Entrant entrant);

    /** A player's pause and withdrawal as they are now; a withdrawal frees them for another tournament. */
    void update(String id, Entrant entrant);

    /** Takes a player out altogether (a withdrawal before the start), freeing them for another tournament. */
    void remove(String id, String account);

    /** The tournament, not finished, the person is an active entrant of, if any (at most one). */
    Optional<String> activeIn(String account);

    List<ArenaGame> games(String id);

    /**
     * The accounts playing a game now in any tournament of this kind ("arena", "swiss"): a player is never paired
     * in one while in a game of another.
     */
    java.util.Set<String> playing(String kind);

    /** The arena's games going on (not yet over), oldest first: read through the index, not every game. */
    List<ArenaGame> going(String id);

    /** One player of an arena, or empty when they never joined it. */
    Optional<Entrant> entrant(String id, String account);

    /** The game of this arena the player is in now (not yet over), or empty: read without the arena's other games. */
    Optional<ArenaGame> playing(String id, String account);

    /** A game paired and its room made, with its seats' tokens. */
    default void started(ArenaGame game, String xToken, String oToken) {
        started(List.of(new SeatedGame(game, xToken, oToken)));
    }

    /**
     * Games paired and their rooms made, in one transaction: a tick pairing fifty players makes one commit, not
     * twenty-five, each a sync to the disk.
     */
    void started(List<SeatedGame> games);

    /** The token of one seat of an arena game (X: {@code x} true), or null. */
    String token(String id, String code, boolean x);

    /** A player of a game went berserk. */
    void berserk(String id, String code, boolean x);

    /**
     * Takes or renews the lease to pair arena {@code id} for {@code node} until {@code untilMillis}: true when this
     * node holds it now (it had it, or it was free or past its time at {@code nowMillis}).
     */
    boolean lease(String id, String node, long nowMillis, long untilMillis);

    /**
     * A game's end, with its players' sheets as they now are (kept beside it, in one transaction). False when the
     * game had ended already (another node, or an earlier look, wrote it first): nothing is changed then.
     */
    default boolean ended(ArenaGame game, Map<String, Sheet> sheets) {
        return ended(List.of(game), sheets);
    }

    /**
     * Games' ends, in the order given, with their players' sheets as they are after all of them, in one
     * transaction. False when any of them had ended already (another node wrote it first): nothing is changed then,
     * and the caller reads the arena again.
     */
    boolean ended(List<ArenaGame> games, Map<String, Sheet> sheets);
}
