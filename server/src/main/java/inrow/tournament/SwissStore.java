package inrow.tournament;

import java.util.List;
import java.util.Optional;

/**
 * Where Swiss tournaments are kept, beside arenas (the same tables: a Swiss's players, games, results, leases and
 * counts are the {@link TournamentStore}'s). What is only a Swiss's: its settings, its players' numbers and
 * ratings, and its rounds, each written whole in one transaction.
 */
public interface SwissStore {
    void create(Swiss swiss);

    /** The Swiss with this id; empty for an unknown id or an arena. */
    Optional<Swiss> findSwiss(String id);

    /** Swiss tournaments in this status: created ones soonest first, others latest first. */
    List<Swiss> swissesWithStatus(ArenaStatus status, int limit);

    /** Over at {@code endsAt}, for {@code reason}; its players are free for another tournament. */
    void finished(String id, long endsAt, String reason);

    /**
     * Adds the player with the next number and their ranking rating, in one transaction; refused as
     * {@link TournamentStore#join} is. A player taken out before the start and joining again keeps their first number
     * and rating.
     */
    Joining join(String id, Entrant entrant, int rating);

    /** Every player still entered (withdrawn ones included), by number. */
    List<SwissPlayer> players(String id);

    /** The rounds paired so far, in order. */
    List<SwissRound> rounds(String id);

    /**
     * Keeps a round with its games (their rooms made, {@code games} by board) and its bye, in one transaction;
     * false, keeping nothing, when that round was paired already (by another node, or before a restart).
     */
    boolean paired(String id, SwissRound round, List<SeatedGame> games);
}
